import { createParcel } from 'shared';
import '../i18n';
import { SharedPlanPage } from '../share/SharedPlanPage';

export default createParcel(SharedPlanPage);
