import { exposeParcel, exposeScreen } from 'shared';
import '../i18n';
import { SearchPage } from '../search/SearchPage';

export default exposeParcel('mf_discovery', 'SearchPage', SearchPage);
/** The same screen as a component, for the shell's own React tree (and its server). */
export const Screen = exposeScreen('mf_discovery', 'SearchPage', SearchPage);
