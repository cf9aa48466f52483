import { createParcel } from 'shared';
import '../i18n';
import { SearchPage } from '../search/SearchPage';

export default createParcel(SearchPage);
