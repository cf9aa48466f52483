import type { ModerationAction, ModerationItem } from 'shared';
import { sampleSummary } from '../../../contract/test/pageItems';
import { samplePost } from '../posts/fixtures/posts';

/** "Now" for the fixtures' relative times. */
export const MODERATION_NOW = Date.parse('2026-11-27T12:00:00Z');

/** A reported video with two open reports. */
export const reportedExperience: ModerationItem = {
  item_type: 'experience',
  item_id: 12,
  experience: { ...sampleSummary, likes_count: 12 },
  author: { id: 5, display_name: 'Taipei Eats' },
  hidden: null,
  open_count: 2,
  report_count: 2,
  last_reported_at: '2026-11-27T10:00:00Z',
  reports: [
    {
      id: 31,
      report: 'This is an advert for a shop, not a travel video.',
      reporter: { id: 8, display_name: 'Mei' },
      status: 'open',
      created_at: '2026-11-27T10:00:00Z',
    },
    {
      id: 30,
      report: 'Spam.',
      reporter: { id: 9, display_name: 'Tom' },
      status: 'open',
      created_at: '2026-11-26T18:00:00Z',
    },
  ],
};

/** A reported post with one open report. */
export const reportedPost: ModerationItem = {
  item_type: 'post',
  item_id: samplePost.post_id,
  post: samplePost,
  author: { id: samplePost.user.id, display_name: samplePost.user.display_name },
  hidden: null,
  open_count: 1,
  report_count: 1,
  last_reported_at: '2026-11-27T09:00:00Z',
  reports: [
    {
      id: 29,
      report: 'The photos show people who did not agree to it.',
      reporter: { id: 8, display_name: 'Mei' },
      status: 'open',
      created_at: '2026-11-27T09:00:00Z',
    },
  ],
};

/** The post once hidden: its report resolved. */
export const hiddenPost: ModerationItem = {
  ...reportedPost,
  hidden: { reason: 'Photos of people without their consent.', hidden_at: '2026-11-27T11:00:00Z' },
  open_count: 0,
  reports: reportedPost.reports.map((r) => ({ ...r, status: 'resolved' })),
};

/** The video once its reports were dismissed. */
export const dismissedExperience: ModerationItem = {
  ...reportedExperience,
  open_count: 0,
  reports: reportedExperience.reports.map((r) => ({ ...r, status: 'dismissed' })),
};

export const auditLog: ModerationAction[] = [
  {
    id: 2,
    action: 'hide',
    item_type: 'post',
    item_id: samplePost.post_id,
    reason: 'Photos of people without their consent.',
    admin: { id: 1, display_name: 'Admin' },
    created_at: '2026-11-27T11:00:00Z',
  },
  {
    id: 1,
    action: 'dismiss',
    item_type: 'experience',
    item_id: 12,
    reason: '',
    admin: null,
    created_at: '2026-11-27T10:30:00Z',
  },
];
