import { exposeParcel } from 'shared';
import '../i18n';
import { FavoritesPage } from '../favorites/FavoritesPage';

export default exposeParcel('mf_profile', 'FavoritesPage', FavoritesPage);
