import { createParcel } from 'shared';
import '../i18n';
import { PlannerDrawer } from '../plannerDrawer/PlannerDrawer';

export default createParcel(PlannerDrawer);
