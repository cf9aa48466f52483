import { createParcel } from 'shared';
import '../i18n';
import { SaveToInspiration } from '../widgets/SaveToInspiration';

export default createParcel(SaveToInspiration);
