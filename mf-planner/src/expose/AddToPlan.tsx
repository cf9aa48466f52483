import { exposeParcel } from 'shared';
import '../i18n';
import { AddToPlan } from '../widgets/AddToPlan';

export default exposeParcel('mf_planner', 'AddToPlan', AddToPlan);
