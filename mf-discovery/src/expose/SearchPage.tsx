import { exposeParcel } from 'shared';
import '../i18n';
import { SearchPage } from '../search/SearchPage';

export default exposeParcel('mf_discovery', 'SearchPage', SearchPage);
