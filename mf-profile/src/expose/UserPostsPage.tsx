import { exposeParcel } from 'shared';
import '../i18n';
import { UserPostsPage } from '../posts/UserPostsPage';

export default exposeParcel('mf_profile', 'UserPostsPage', UserPostsPage);
