import { exposeParcel, exposeScreen } from 'shared';
import '../i18n';
import { PlacePage } from '../place/PlacePage';

export default exposeParcel('mf_discovery', 'PlacePage', PlacePage);
/** The same screen as a component, for the shell's own React tree (and its server). */
export const Screen = exposeScreen('mf_discovery', 'PlacePage', PlacePage);
