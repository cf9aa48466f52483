import { createParcel } from 'shared';
import '../i18n';
import { PlannerPage } from '../planner/PlannerPage';

export default createParcel(PlannerPage);
