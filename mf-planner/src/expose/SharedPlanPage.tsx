import { exposeParcel } from 'shared';
import '../i18n';
import { SharedPlanPage } from '../share/SharedPlanPage';

export default exposeParcel('mf_planner', 'SharedPlanPage', SharedPlanPage);
