import { exposeParcel } from 'shared';
import '../i18n';
import { LoginPopup } from '../popup/LoginPopup';

export default exposeParcel('mf_auth', 'LoginPopup', LoginPopup);
