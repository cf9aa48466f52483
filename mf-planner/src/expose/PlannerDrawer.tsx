import { exposeParcel } from 'shared';
import '../i18n';
import { PlannerDrawer } from '../plannerDrawer/PlannerDrawer';

export default exposeParcel('mf_planner', 'PlannerDrawer', PlannerDrawer);
