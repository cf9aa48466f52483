import { createParcel } from 'shared';
import '../i18n';
import { UserPostsPage } from '../posts/UserPostsPage';

export default createParcel(UserPostsPage);
