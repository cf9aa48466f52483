import { createParcel } from 'shared';
import '../i18n';
import { MyExperiencesPage } from '../mine/MyExperiencesPage';

export default createParcel(MyExperiencesPage);
