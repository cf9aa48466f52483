import { exposeParcel } from 'shared';
import '../i18n';
import { FilterDrawer } from '../filter/FilterDrawer';

export default exposeParcel('mf_discovery', 'FilterDrawer', FilterDrawer);
