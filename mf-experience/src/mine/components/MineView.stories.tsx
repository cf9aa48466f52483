import { withRouter } from '../../../../shared/test/stories';
import type { MyExperience } from 'shared';
import '../../i18n';
import { sampleSummary } from '../../detail/fixtures/experience';
import { MineView } from './MineView';

const item = (id: number, title: string, change: Partial<MyExperience> = {}): MyExperience => ({
  ...sampleSummary,
  id,
  slug: title.toLowerCase().replace(/ /g, '-'),
  title,
  likes_count: 12,
  visible_type: 0,
  status: 'published',
  updated_at: '2026-01-11T08:00:00Z',
  published_at: '2026-01-11T08:00:00Z',
  ...change,
});

const list: MyExperience[] = [
  item(12, 'Shilin Night Market food tour'),
  item(13, 'Elephant Mountain at sunrise', { visible_type: 2, views_count: 1, likes_count: 1 }),
  item(14, 'Temple walk', { visible_type: 1, views_count: 0, likes_count: 0 }),
  item(15, '', { status: 'draft', slug: '', views_count: 0, likes_count: 0 }),
];

const meta = {
  title: 'mf-experience/MyExperiences',
  component: MineView,
  decorators: [withRouter],
  args: {
    state: { status: 'ready', data: list },
    onRetry: () => {},
    onVisibilityChange: () => {},
    pending: [],
    rowErrors: {},
    confirming: null,
    onAskDelete: () => {},
    onCancelDelete: () => {},
    onConfirmDelete: () => {},
    deleting: false,
  },
};
export default meta;

export const List = {};

export const Empty = { args: { state: { status: 'ready', data: [] } } };

export const Loading = { args: { state: { status: 'loading' } } };

export const Error = { args: { state: { status: 'error', message: 'Your videos could not be loaded.' } } };

export const ChangingVisibility = { args: { pending: [13] } };

export const VisibilityFailed = {
  args: { rowErrors: { 13: 'The visibility could not be changed. Please try again.' } },
};

export const ConfirmDelete = { args: { confirming: list[0] } };

export const DeleteFailed = {
  args: { confirming: list[0], deleteError: 'The video could not be deleted. Please try again.' },
};

const hiddenList: MyExperience[] = [
  item(12, 'Shilin Night Market food tour', {
    hidden: { reason: 'The video advertises a shop, not a place.', hidden_at: '2026-11-20T10:00:00Z' },
  }),
  ...list.slice(1),
];

/** A video an administrator hid: its author sees it marked, with the reason. */
export const HiddenByAdmin = { globals: { locale: 'en' }, args: { state: { status: 'ready', data: hiddenList } } };

export const HiddenByAdminChinese = {
  name: 'Hidden by an administrator (zh-Hant-TW)',
  globals: { locale: 'zh-Hant-TW' },
  args: {
    state: {
      status: 'ready',
      data: [
        item(12, '士林夜市美食之旅', { hidden: { reason: '影片在替店家打廣告。', hidden_at: '2026-11-20T10:00:00Z' } }),
      ],
    },
  },
};
