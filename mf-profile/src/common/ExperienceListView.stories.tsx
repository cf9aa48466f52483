import { withRouter } from '../../../shared/test/stories';
import '../i18n';
import { ExperienceListView, type TimedExperience } from './ExperienceListView';
import type { PagedView } from './pagedView';
import { HistoryToolbar } from '../history/HistoryPage';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const item = (id: number, hoursAgo: number): TimedExperience => ({
  id,
  slug: `experience-${id}`,
  title: `Night markets of Taipei, part ${id}`,
  video_type: 'youtube',
  video_id: 'dQw4w9WgXcQ',
  duration: 600,
  author: 'Mei',
  likes_count: 120,
  views_count: 15400,
  place_label: 'Taipei / Taiwan',
  at: new Date(NOW - hoursAgo * 3600 * 1000).toISOString(),
});
const noop = () => {};
const ready = (items: TimedExperience[], hasMore = false, paged = false): PagedView<TimedExperience> => ({
  state: { status: 'ready', items },
  hasMore,
  loadingMore: false,
  paged,
  onMore: noop,
  onRetry: noop,
});

/** Favorites and history lists, from props (no network). */
const meta = {
  title: 'mf-profile/FavoritesAndHistory',
  component: ExperienceListView,
  decorators: [withRouter],
  args: {
    title: 'Favorites',
    emptyText: 'No favorites yet. Tap the heart on an experience to keep it here.',
    removeLabel: (t: string) => `Remove ${t} from favorites`,
    timeLabel: (t: string) => `Saved ${t}`,
    onRemove: noop,
    now: NOW,
  },
};
export default meta;

export const Loading = { args: { list: { ...ready([]), state: { status: 'loading' } } } };
export const FavoritesEmpty = { args: { list: ready([]) } };
export const FavoritesPaged = { args: { list: ready([item(1, 2), item(2, 30), item(3, 400)], true) } };
export const LastPage = { args: { list: ready([item(1, 2), item(2, 30)], false, true) } };
export const LoadError = {
  args: { list: { ...ready([]), state: { status: 'error', message: 'This list could not be loaded.' } } },
};
export const HistoryPaused = {
  args: {
    title: 'History',
    emptyText: 'Nothing watched yet. Experiences you watch will appear here.',
    timeLabel: (t: string) => `Watched ${t}`,
    list: ready([item(4, 1)]),
    toolbar: <HistoryToolbar paused busy={null} canClear onClear={noop} onTogglePause={noop} />,
  },
};
export const HistoryEmpty = {
  args: {
    title: 'History',
    emptyText: 'Nothing watched yet. Experiences you watch will appear here.',
    list: ready([]),
    toolbar: <HistoryToolbar paused={false} busy={null} canClear={false} onClear={noop} onTogglePause={noop} />,
  },
};
