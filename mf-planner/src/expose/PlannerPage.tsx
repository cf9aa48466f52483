import { exposeParcel } from 'shared';
import '../i18n';
import { PlannerPage } from '../planner/PlannerPage';

export default exposeParcel('mf_planner', 'PlannerPage', PlannerPage);
