import { createParcel } from 'shared';
import '../i18n';
import { LoginPopup } from '../popup/LoginPopup';

export default createParcel(LoginPopup);
