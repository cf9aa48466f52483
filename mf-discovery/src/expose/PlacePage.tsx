import { exposeParcel } from 'shared';
import '../i18n';
import { PlacePage } from '../place/PlacePage';

export default exposeParcel('mf_discovery', 'PlacePage', PlacePage);
