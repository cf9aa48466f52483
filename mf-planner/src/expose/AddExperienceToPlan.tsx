import { exposeParcel } from 'shared';
import '../i18n';
import { AddExperienceToPlan } from '../addAll/AddExperienceToPlan';

export default exposeParcel('mf_planner', 'AddExperienceToPlan', AddExperienceToPlan);
