import { exposeParcel } from 'shared';
import '../i18n';
import { EmailVerifyPage } from '../verify/EmailVerifyPage';

export default exposeParcel('mf_auth', 'EmailVerifyPage', EmailVerifyPage);
