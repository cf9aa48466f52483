import { exposeParcel } from 'shared';
import '../i18n';
import { UserFormPage } from '../userform/UserFormPage';

export default exposeParcel('mf_auth', 'UserFormPage', UserFormPage);
