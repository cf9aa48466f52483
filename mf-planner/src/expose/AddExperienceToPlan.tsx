import { createParcel } from 'shared';
import '../i18n';
import { AddExperienceToPlan } from '../addAll/AddExperienceToPlan';

export default createParcel(AddExperienceToPlan);
