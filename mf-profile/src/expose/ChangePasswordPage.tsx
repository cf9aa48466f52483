import { createParcel } from 'shared';
import '../i18n';
import { ChangePasswordPage } from '../changePassword/ChangePasswordPage';

export default createParcel(ChangePasswordPage);
