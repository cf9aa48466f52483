import { createParcel } from 'shared';
import '../i18n';
import { AddToPlan } from '../widgets/AddToPlan';

export default createParcel(AddToPlan);
