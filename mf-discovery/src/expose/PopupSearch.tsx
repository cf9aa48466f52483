import { exposeParcel } from 'shared';
import '../i18n';
import { PopupSearch } from '../popupSearch/PopupSearch';

export default exposeParcel('mf_discovery', 'PopupSearch', PopupSearch);
