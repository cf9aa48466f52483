import { withRouter } from '../../../../shared/test/stories';
import '../../i18n';
import { feedNow, samplePosts } from '../fixtures/posts';
import { SocialFeed } from './SocialFeed';

/** "From travellers" below the related videos: posts about this video's places (no network). */
const meta = {
  title: 'mf-experience/ExperienceDetail/SocialFeed',
  component: SocialFeed,
  decorators: [withRouter],
  args: { onRetry: () => undefined, now: feedNow },
};
export default meta;

export const Posts = { args: { state: { status: 'ready', data: samplePosts } } };
export const Loading = { args: { state: { status: 'loading' } } };
export const Empty = { args: { state: { status: 'ready', data: [] } } };
export const LoadFailed = { args: { state: { status: 'error', message: "Travellers' posts could not be loaded." } } };
