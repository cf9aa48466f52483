import { createParcel } from 'shared';
import '../i18n';
import { ProfileDrawer } from '../drawer/ProfileDrawer';

export default createParcel(ProfileDrawer);
