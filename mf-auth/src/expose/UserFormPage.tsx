import { createParcel } from 'shared';
import '../i18n';
import { UserFormPage } from '../userform/UserFormPage';

export default createParcel(UserFormPage);
