import { exposeParcel, exposeScreen } from 'shared';
import '../i18n';
import { HomePage } from '../home/HomePage';

export default exposeParcel('mf_discovery', 'HomePage', HomePage);
/** The same screen as a component, for the shell's own React tree (and its server). */
export const Screen = exposeScreen('mf_discovery', 'HomePage', HomePage);
