import { Type, type Static } from '@sinclair/typebox';
import { defineRoute } from './route';
import { endpoints } from './endpoints';
import { CaptchaToken, ExperienceSummary, HiddenMark, Id, IdParam, Page, Paging, Post, Text } from './models';

/** What can be reported and moderated: an experience (a video) or a post (a review, its photos included). */
export const ModeratedType = Type.Union([Type.Literal('experience'), Type.Literal('post')]);
export type ModeratedType = Static<typeof ModeratedType>;

/** A report as the reporter is answered. */
export const PostReport = Type.Object({ id: Id, post_id: Id, report: Type.String(), created_at: Type.String() });
export type PostReport = Static<typeof PostReport>;

/** One report of an item in the moderation queue. */
export const ModerationReport = Type.Object({
  id: Id,
  report: Type.String(),
  reporter: Type.Object({ id: Id, display_name: Type.String() }),
  status: Type.Union([Type.Literal('open'), Type.Literal('resolved'), Type.Literal('dismissed')]),
  created_at: Type.String(),
});
export type ModerationReport = Static<typeof ModerationReport>;

/**
 * An item of the moderation queue: the experience (as its card) or the post as its viewers see it, whether it is
 * hidden and why, and its reports, newest first.
 */
export const ModerationItem = Type.Object({
  item_type: ModeratedType,
  item_id: Id,
  experience: Type.Optional(ExperienceSummary),
  post: Type.Optional(Post),
  /** the author of the item */
  author: Type.Object({ id: Id, display_name: Type.String() }),
  hidden: Type.Union([HiddenMark, Type.Null()]),
  open_count: Type.Integer({ minimum: 0 }),
  report_count: Type.Integer({ minimum: 0 }),
  /** the newest report (ISO time); null for an item the admin hid without a report */
  last_reported_at: Type.Union([Type.String(), Type.Null()]),
  reports: Type.Array(ModerationReport),
});
export type ModerationItem = Static<typeof ModerationItem>;

/** One line of the moderation audit list: who did what to which item, when and why. */
export const ModerationAction = Type.Object({
  id: Id,
  action: Type.Union([Type.Literal('hide'), Type.Literal('restore'), Type.Literal('dismiss')]),
  item_type: ModeratedType,
  item_id: Id,
  reason: Type.String(),
  /** the admin who acted (null when that account was deleted since) */
  admin: Type.Union([Type.Object({ id: Id, display_name: Type.String() }), Type.Null()]),
  created_at: Type.String(),
});
export type ModerationAction = Static<typeof ModerationAction>;

const ItemParams = Type.Object({ item_type: ModeratedType, id: IdParam });
/** Why the admin hides or restores an item: told to its author and kept in the audit list. */
const Reason = Text({ minLength: 1, maxLength: 1000 });

/**
 * Reports on posts, and the admin's moderation. Every moderation call answers 404 to anyone but the admin (whose
 * address must be verified), as for a path that does not exist, and 401 to a guest.
 */
export const moderationRoutes = {
  reportPost: defineRoute({
    ...endpoints.reportPost,
    summary:
      'Report a post or review, its photos included (report text plus captcha token; once per user and post). ' +
      'Added to the original API',
    auth: true,
    params: Type.Object({ postId: IdParam }),
    body: Type.Object({ report: Text({ minLength: 1, maxLength: 2000 }), recaptchaToken: CaptchaToken }),
    data: PostReport,
  }),
  getModerationQueue: defineRoute({
    ...endpoints.getModerationQueue,
    summary:
      'Admin: reported items, grouped per item, newest report first (status open, the default, or resolved). ' +
      'Added to the original API',
    auth: true,
    query: Type.Object({
      status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('resolved')])),
      page: Type.Optional(Page),
    }),
    data: Type.Array(ModerationItem),
    result: Paging,
  }),
  getModerationLog: defineRoute({
    ...endpoints.getModerationLog,
    summary: 'Admin: the moderation audit list, newest first. Added to the original API',
    auth: true,
    query: Type.Object({ page: Type.Optional(Page) }),
    data: Type.Array(ModerationAction),
    result: Paging,
  }),
  dismissReports: defineRoute({
    ...endpoints.dismissReports,
    summary: "Admin: dismiss an item's open reports (the item stays as it is). Added to the original API",
    auth: true,
    params: ItemParams,
    body: Type.Object({ reason: Type.Optional(Text({ maxLength: 1000 })) }),
    data: ModerationItem,
  }),
  hideItem: defineRoute({
    ...endpoints.hideItem,
    summary:
      'Admin: hide an experience or a post with a reason (gone for all but its author and the admin; its open ' +
      'reports are resolved; the author is told). Added to the original API',
    auth: true,
    params: ItemParams,
    body: Type.Object({ reason: Reason }),
    data: ModerationItem,
  }),
  restoreItem: defineRoute({
    ...endpoints.restoreItem,
    summary:
      'Admin: show a hidden experience or post again, with a reason (the author is told). Added to the original API',
    auth: true,
    params: ItemParams,
    body: Type.Object({ reason: Reason }),
    data: ModerationItem,
  }),
};
