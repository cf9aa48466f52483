import { createParcel } from 'shared';
import '../i18n';
import { FavoritesPage } from '../favorites/FavoritesPage';

export default createParcel(FavoritesPage);
