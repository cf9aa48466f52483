import { exposeParcel } from 'shared';
import '../i18n';
import { UserExperiencesPage } from '../user/UserExperiencesPage';

export default exposeParcel('mf_experience', 'UserExperiencesPage', UserExperiencesPage);
