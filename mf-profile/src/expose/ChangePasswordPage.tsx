import { exposeParcel } from 'shared';
import '../i18n';
import { ChangePasswordPage } from '../changePassword/ChangePasswordPage';

export default exposeParcel('mf_profile', 'ChangePasswordPage', ChangePasswordPage);
