import '../../i18n';
import { samplePost } from '../fixtures/posts';
import { PostEditorView } from './PostEditorView';

const noop = () => {};
const values = { text: 'The pepper buns are worth the queue.', isReview: false, rating: 0, isLocal: false };
const [a, b] = samplePost.media;

/** The post editor's states, from props (no network). */
const meta = {
  title: 'mf-profile/PostEditor',
  component: PostEditorView,
  args: {
    values,
    uploads: [],
    onChange: noop,
    onAddFiles: noop,
    onAddVideo: () => true,
    onRotate: noop,
    onRemove: noop,
    onAltChange: noop,
    onSubmit: noop,
    onCancel: noop,
  },
};
export default meta;

export const Empty = { args: { values: { text: '', isReview: false, rating: 0, isLocal: false } } };
export const Review = { args: { values: { ...values, isReview: true, rating: 4, isLocal: true } } };
/** A review as it starts: no stars until the author gives them. */
export const ReviewUnrated = { args: { values: { ...values, isReview: true } } };
/** Publishing a review without its rating: the reason shows beside the rating. */
export const ReviewRatingMissing = {
  args: {
    values: { ...values, isReview: true },
    ratingError: 'Choose how many stars you give before publishing the review.',
  },
};
export const Uploading = {
  args: {
    uploads: [
      { key: '1', name: 'lanterns.jpg', status: 'done', progress: 1, media: a, alt: 'Lanterns over the market' },
      { key: '2', name: 'stalls.jpg', status: 'uploading', progress: 0.42, alt: '' },
    ],
  },
};
export const UploadError = {
  args: {
    uploads: [
      {
        key: '1',
        name: 'scan.svg',
        status: 'error',
        progress: 0,
        alt: '',
        error: 'Only JPEG, PNG, GIF or WebP images can be uploaded.',
      },
      { key: '2', name: 'b.jpg', status: 'done', progress: 1, media: b, alt: '' },
    ],
  },
};
export const Publishing = { args: { saving: true } };
export const SaveError = { args: { error: 'The post could not be saved. Please try again.' } };
export const Editing = {
  args: { editing: true, uploads: [{ key: '1', name: 'a.jpg', status: 'done', progress: 1, media: a, alt: a.alt }] },
};

const video = {
  id: 9,
  file: 'dQw4w9WgXcQ',
  url: a.url,
  type: 2 as const,
  degree: 0 as const,
  width: null,
  height: null,
  alt: 'A walk through the stalls',
};
export const WithVideo = {
  args: {
    uploads: [
      { key: '1', name: 'a.jpg', status: 'done', progress: 1, media: a, alt: a.alt },
      { key: 'v1', name: 'dQw4w9WgXcQ', kind: 'video', status: 'done', progress: 1, media: video, alt: video.alt },
      { key: 'v2', name: 'M7lc1UVf-VE', kind: 'video', status: 'uploading', progress: 0, alt: '' },
    ],
  },
};
export const VideoLinkError = { args: { videoError: 'This is not a YouTube link or video id.' } };
export const VideoRefused = {
  args: {
    uploads: [
      {
        key: 'v1',
        name: 'dQw4w9WgXcQ',
        kind: 'video',
        status: 'error',
        progress: 0,
        alt: '',
        error: 'This is not a YouTube video: give its link or its 11-character id.',
      },
    ],
  },
};
