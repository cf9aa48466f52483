import { exposeParcel } from 'shared';
import '../i18n';
import { PlansPage } from '../plans/PlansPage';

export default exposeParcel('mf_planner', 'PlansPage', PlansPage);
