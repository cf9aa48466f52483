import { withRouter } from '../../../../shared/test/stories';
import '../../i18n';
import { NOW, samplePost, textOnlyPost, videoPost } from '../fixtures/posts';
import { PostCard } from './PostCard';

const noop = () => {};

/** A post or review on a wall, from props (no network). */
const meta = {
  title: 'mf-profile/PostCard',
  component: PostCard,
  decorators: [withRouter],
  args: { now: NOW, onLike: noop, onEdit: noop, onDelete: noop, signedIn: true },
};
export default meta;

export const WithPhotos = { args: { post: samplePost } };
export const TextOnly = { args: { post: textOnlyPost } };
export const Review = { args: { post: { ...samplePost, recommend: 5 } } };
export const NotRecommended = { args: { post: { ...textOnlyPost, recommend: 2 } } };
export const Liked = { args: { post: { ...samplePost, liked: true, likes_count: 4 } } };
export const MineEditable = { args: { post: { ...samplePost, is_local: true }, canEdit: true } };
export const OlderThan23Hours = {
  args: { post: { ...textOnlyPost, created_at: '2026-03-01T20:00:00.000Z', updated_at: '2026-03-02T01:00:00.000Z' } },
};
export const TypedHtmlIsShownAsText = {
  args: { post: { ...textOnlyPost, post: 'I <b>typed</b> <script>HTML</script>\nnext line' } },
};
export const Guest = { args: { post: samplePost, signedIn: false, onLike: undefined } };
export const WithVideo = { args: { post: videoPost } };
/** Someone else's post: Report is offered (a guest is asked to sign in first). */
export const Reportable = { args: { post: samplePost, onReport: noop } };

const hiddenMark = { reason: 'The photos show other people without their consent.', hidden_at: '2026-11-20T10:00:00Z' };
/** What its author (and the admin) see on a post an administrator hid: everyone else no longer gets it. */
export const HiddenByAdmin = {
  globals: { locale: 'en' },
  args: { post: { ...samplePost, hidden: hiddenMark }, canEdit: true },
};
export const HiddenByAdminChinese = {
  name: 'Hidden by an administrator (zh-Hant-TW)',
  globals: { locale: 'zh-Hant-TW' },
  args: { post: { ...samplePost, hidden: { ...hiddenMark, reason: '相片未經同意拍攝到其他人。' } }, canEdit: true },
};
