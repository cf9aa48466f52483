import { createParcel } from 'shared';
import '../i18n';
import { EmailVerifyPage } from '../verify/EmailVerifyPage';

export default createParcel(EmailVerifyPage);
