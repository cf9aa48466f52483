import { createParcel } from 'shared';
import '../i18n';
import { UserExperiencesPage } from '../user/UserExperiencesPage';

export default createParcel(UserExperiencesPage);
