import { createParcel } from 'shared';
import '../i18n';
import { PostPage } from '../post/PostPage';

export default createParcel(PostPage);
