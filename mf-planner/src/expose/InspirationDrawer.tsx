import { createParcel } from 'shared';
import '../i18n';
import { InspirationDrawer } from '../inspirationDrawer/InspirationDrawer';

export default createParcel(InspirationDrawer);
