import { createParcel } from 'shared';
import '../i18n';
import { PlansPage } from '../plans/PlansPage';

export default createParcel(PlansPage);
