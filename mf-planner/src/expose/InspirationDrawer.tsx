import { exposeParcel } from 'shared';
import '../i18n';
import { InspirationDrawer } from '../inspirationDrawer/InspirationDrawer';

export default exposeParcel('mf_planner', 'InspirationDrawer', InspirationDrawer);
