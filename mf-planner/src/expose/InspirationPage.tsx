import { exposeParcel } from 'shared';
import '../i18n';
import { InspirationPage } from '../inspiration/InspirationPage';

export default exposeParcel('mf_planner', 'InspirationPage', InspirationPage);
