import { exposeParcel } from 'shared';
import '../i18n';
import { MyExperiencesPage } from '../mine/MyExperiencesPage';

export default exposeParcel('mf_experience', 'MyExperiencesPage', MyExperiencesPage);
