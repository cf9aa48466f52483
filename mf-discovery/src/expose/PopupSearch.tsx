import { createParcel } from 'shared';
import '../i18n';
import { PopupSearch } from '../popupSearch/PopupSearch';

export default createParcel(PopupSearch);
