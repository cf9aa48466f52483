import { createParcel } from 'shared';
import '../i18n';
import { PlacePage } from '../place/PlacePage';

export default createParcel(PlacePage);
