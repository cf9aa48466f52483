import { exposeParcel } from 'shared';
import '../i18n';
import { SaveToInspiration } from '../widgets/SaveToInspiration';

export default exposeParcel('mf_planner', 'SaveToInspiration', SaveToInspiration);
