import { exposeParcel } from 'shared';
import '../i18n';
import { EditProfilePage } from '../editProfile/EditProfilePage';

export default exposeParcel('mf_profile', 'EditProfilePage', EditProfilePage);
