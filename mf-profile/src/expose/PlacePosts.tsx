import { exposeParcel } from 'shared';
import '../i18n';
import { PlacePosts } from '../placePosts/PlacePosts';

/** The posts wall of one place, with write-a-post for signed-in users. Props: `placeId`. */
export default exposeParcel('mf_profile', 'PlacePosts', PlacePosts);
