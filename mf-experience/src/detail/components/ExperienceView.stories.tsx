import { withRouter } from '../../../../shared/test/stories';
import '../../i18n';
import { sampleExperience, sampleVimeoExperience } from '../fixtures/experience';
import { ExperienceView } from './ExperienceView';
import { ExperienceError, ExperienceLoading } from './DetailStatus';

/**
 * Experience detail states, from data passed as props (no network; the player frame only loads on Play).
 * The page shows the shell's 404 page for an unknown id, and for a private video to anyone but its owner
 * and the admin: the "Private (owner)" story is what the owner sees.
 */
const meta = {
  title: 'mf-experience/ExperienceDetail',
  component: ExperienceView,
  decorators: [withRouter],
};
export default meta;

const related = {
  status: 'ready' as const,
  data: [
    {
      id: 31,
      slug: 'raohe-night-market',
      title: 'Raohe Night Market at 10pm',
      video_type: 'youtube' as const,
      video_id: 'abc123XYZ_1',
      duration: 600,
      author: 'Taipei Eats',
      likes_count: 120,
      views_count: 4200,
      place_label: 'Songshan / Taiwan',
    },
  ],
};

/** A guest: nothing pressed. */
export const Guest = { args: { experience: sampleExperience, related } };

export const SignedIn = {
  args: { experience: sampleExperience, reactions: { like: false, favorite: true, likes_count: 1 }, related },
};

export const Liked = {
  args: { experience: sampleExperience, reactions: { like: true, favorite: true, likes_count: 2 }, related },
};

export const LikeSaving = {
  args: {
    experience: sampleExperience,
    reactions: { like: true, favorite: false, likes_count: 2 },
    pending: { like: true },
  },
};

/** Map view without a Google Maps key: the accessible list, the second place on screen. */
export const MapViewNoKey = {
  args: { experience: sampleExperience, view: 'map', playing: true, initialTime: 130 },
};

/** Map view before the video plays: nothing highlighted yet. (With a Google Maps key the map shows above.) */
export const MapView = {
  args: { experience: sampleExperience, view: 'map' },
};

export const Vimeo = { args: { experience: sampleVimeoExperience, related: { status: 'ready', data: [] } } };

export const Playing = { args: { experience: sampleExperience, playing: true, initialTime: 10 } };

export const PrivateOwner = { args: { experience: { ...sampleExperience, visible_type: 1 } } };

export const Unlisted = { args: { experience: { ...sampleExperience, visible_type: 2 } } };

export const RelatedLoading = { args: { experience: sampleExperience, related: { status: 'loading' } } };

export const Loading = { render: () => <ExperienceLoading /> };

export const Error = {
  render: () => <ExperienceError message="This video could not be loaded." onRetry={() => {}} />,
};

const hiddenMark = { reason: 'The video advertises a shop, not a place.', hidden_at: '2026-11-20T10:00:00Z' };

/** What the author (and the admin) see on a video an administrator hid: everyone else gets the 404 page. */
export const HiddenByAdmin = {
  globals: { locale: 'en' },
  args: { experience: { ...sampleExperience, hidden: hiddenMark }, related },
};

export const HiddenByAdminChinese = {
  name: 'Hidden by an administrator (zh-Hant-TW)',
  globals: { locale: 'zh-Hant-TW' },
  args: { experience: { ...sampleExperience, hidden: { ...hiddenMark, reason: '影片在替店家打廣告。' } }, related },
};
