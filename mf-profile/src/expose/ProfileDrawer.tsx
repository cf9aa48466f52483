import { exposeParcel } from 'shared';
import '../i18n';
import { ProfileDrawer } from '../drawer/ProfileDrawer';

export default exposeParcel('mf_profile', 'ProfileDrawer', ProfileDrawer);
