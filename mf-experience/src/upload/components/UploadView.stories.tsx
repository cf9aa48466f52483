import '../../i18n';
import { UploadView } from './UploadView';

/** A stand-in for the player frame (stories load nothing from YouTube or Vimeo). */
const preview = <div className="mfe-player" aria-label="Video preview" role="img" />;

const meta = {
  title: 'mf-experience/Upload',
  component: UploadView,
  args: {
    link: '',
    onLinkChange: () => {},
    onCheck: () => {},
    video: null,
    durationSource: 'reading',
    duration: 0,
    onDurationChange: () => {},
    onTypeDuration: () => {},
    creating: false,
    onCreate: () => {},
  },
};
export default meta;

export const Empty = {};

export const InvalidLink = {
  args: {
    link: 'https://example.com/watch?v=123',
    linkError: 'This is not a YouTube or Vimeo link or video id. Check it and try again.',
  },
};

const video = { type: 'youtube', id: 'abc123XYZ_0' };

export const ReadingLength = {
  args: { link: 'https://youtu.be/abc123XYZ_0', video, preview, durationSource: 'reading' },
};

export const LengthRead = {
  args: { link: 'https://youtu.be/abc123XYZ_0', video, preview, durationSource: 'player', duration: 754 },
};

export const TypeTheLength = {
  args: {
    link: 'https://vimeo.com/76979871',
    video: { type: 'vimeo', id: '76979871' },
    preview,
    durationSource: 'manual',
    duration: 0,
    durationError: 'Type the video’s length first, for example 12:30.',
  },
};

/** A vlog over an hour, its length typed as h:mm:ss. */
export const TypedLengthOverAnHour = {
  args: { ...TypeTheLength.args, duration: 3723, durationError: undefined },
};

export const Working = {
  args: {
    link: 'https://youtu.be/abc123XYZ_0',
    video,
    preview,
    durationSource: 'player',
    duration: 754,
    creating: true,
  },
};

export const CreateFailed = {
  args: {
    link: 'https://youtu.be/abc123XYZ_0',
    video,
    preview,
    durationSource: 'player',
    duration: 754,
    error: 'The draft could not be created. Please try again.',
  },
};
