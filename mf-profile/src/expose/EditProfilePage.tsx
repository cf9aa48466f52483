import { createParcel } from 'shared';
import '../i18n';
import { EditProfilePage } from '../editProfile/EditProfilePage';

export default createParcel(EditProfilePage);
