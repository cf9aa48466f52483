import { exposeParcel } from 'shared';
import '../i18n';
import { PostPage } from '../post/PostPage';

export default exposeParcel('mf_profile', 'PostPage', PostPage);
