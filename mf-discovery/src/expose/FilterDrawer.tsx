import { createParcel } from 'shared';
import '../i18n';
import { FilterDrawer } from '../filter/FilterDrawer';

export default createParcel(FilterDrawer);
