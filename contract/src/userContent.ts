import { Type } from '@sinclair/typebox';
import { defineRoute } from './route';
import { endpoints } from './endpoints';
import {
  CaptchaToken,
  CountryFacet,
  CursorPaging,
  ExperienceStatus,
  FavoriteItem,
  HistoryItem,
  HistorySettings,
  Id,
  IdList,
  IdParam,
  InspirationPoi,
  Int,
  INT4_MAX,
  List,
  Page,
  ListCursor,
  Report,
  Text,
} from './models';

const ExpId = Type.Object({ id: IdParam });
const PageParam = Type.Object({ page: Page });
/**
 * `cursor` (optional, beyond the original API): page on from the end of the page before instead of counting items, so
 * removing or adding items between two pages neither skips nor repeats one. Without it, page N is the N-th
 * slice of the list as it is now.
 */
const PageCursor = Type.Object({ cursor: Type.Optional(ListCursor) });
/** `country_id` filter of the inspiration lists: 0 means all countries. */
const CountryIdFilter = Int({ minimum: 0, maximum: INT4_MAX, description: 'country id, 0 for all' });
/** The inspiration list after a change: the user's poi ids (User.inspiration_pois). */
const InspirationIds = Type.Array(Id);

/** The signed-in user's favorites, likes, history and reports of experiences. */
export const userExperienceRoutes = {
  getFavorites: defineRoute({
    ...endpoints.getFavorites,
    summary: 'One page of my favorite experiences, newest first (result.max_page; cursor: after the page before)',
    auth: true,
    params: PageParam,
    query: PageCursor,
    data: Type.Array(FavoriteItem),
    result: CursorPaging,
  }),
  addFavorite: defineRoute({
    ...endpoints.addFavorite,
    summary: 'Add an experience to my favorites',
    auth: true,
    params: ExpId,
    result: ExperienceStatus,
  }),
  removeFavorite: defineRoute({
    ...endpoints.removeFavorite,
    summary: 'Remove an experience from my favorites',
    auth: true,
    params: ExpId,
    result: ExperienceStatus,
  }),
  restoreFavorite: defineRoute({
    ...endpoints.restoreFavorite,
    summary:
      'Put a removed favorite back where it was (undo): favorited_at is the time it had; a time to come counts as now. Added to the original API',
    auth: true,
    params: ExpId,
    body: Type.Object({ favorited_at: Type.String({ format: 'date-time', maxLength: 40 }) }),
    result: ExperienceStatus,
  }),
  likeExperience: defineRoute({
    ...endpoints.likeExperience,
    summary: 'Like an experience',
    auth: true,
    params: ExpId,
    data: Type.Object({ likes_count: Type.Integer({ minimum: 0 }) }),
    result: ExperienceStatus,
  }),
  unlikeExperience: defineRoute({
    ...endpoints.unlikeExperience,
    summary: 'Take back a like of an experience',
    auth: true,
    params: ExpId,
    data: Type.Object({ likes_count: Type.Integer({ minimum: 0 }) }),
    result: ExperienceStatus,
  }),
  getExperienceStatus: defineRoute({
    ...endpoints.getExperienceStatus,
    summary: 'Whether I favorited and liked an experience (result id, favorite, like)',
    auth: true,
    params: ExpId,
    result: ExperienceStatus,
  }),
  getHistory: defineRoute({
    ...endpoints.getHistory,
    summary:
      'One page of the experiences I watched, most recent first (result.max_page; cursor: after the page before)',
    auth: true,
    params: PageParam,
    query: PageCursor,
    data: Type.Array(HistoryItem),
    result: CursorPaging,
  }),
  deleteHistoryEntry: defineRoute({
    ...endpoints.deleteHistoryEntry,
    summary: 'Remove an experience from my history (id is the experience id: one entry per experience)',
    auth: true,
    params: ExpId,
  }),
  restoreHistoryEntry: defineRoute({
    ...endpoints.restoreHistoryEntry,
    summary:
      'Put a removed history entry back where it was (undo): viewed_at is the time it had; a time to come counts as now. Added to the original API',
    auth: true,
    params: ExpId,
    body: Type.Object({ viewed_at: Type.String({ format: 'date-time', maxLength: 40 }) }),
  }),
  clearHistory: defineRoute({
    ...endpoints.clearHistory,
    summary: 'Clear my whole viewing history. Added to the original API (users of video sites ask for it)',
    auth: true,
  }),
  getHistorySettings: defineRoute({
    ...endpoints.getHistorySettings,
    summary: 'Whether my viewing history is paused. Added to the original API',
    auth: true,
    data: HistorySettings,
  }),
  setHistorySettings: defineRoute({
    ...endpoints.setHistorySettings,
    summary: 'Pause or resume recording my viewing history. Added to the original API',
    auth: true,
    body: HistorySettings,
    data: HistorySettings,
  }),
  reportExperience: defineRoute({
    ...endpoints.reportExperience,
    summary: 'Report an experience (report text plus captcha token)',
    auth: true,
    params: Type.Object({ expId: IdParam }),
    body: Type.Object({ report: Text({ minLength: 1, maxLength: 2000 }), recaptchaToken: CaptchaToken }),
    data: Report,
  }),
};

/** The inspiration list: on the account when signed in, else kept locally and resolved by the server. */
export const inspirationRoutes = {
  getMyInspirationPois: defineRoute({
    ...endpoints.getMyInspirationPois,
    summary: 'My inspiration places, optionally in one country (country_id 0 = all)',
    auth: true,
    query: Type.Object({ country_id: Type.Optional(CountryIdFilter) }),
    data: Type.Array(InspirationPoi),
  }),
  getMyInspirationCountries: defineRoute({
    ...endpoints.getMyInspirationCountries,
    summary: 'The countries of my inspiration places, with counts',
    auth: true,
    data: Type.Array(CountryFacet),
  }),
  getInspirationPois: defineRoute({
    ...endpoints.getInspirationPois,
    summary: "A guest's inspiration places (poiIds from local storage), optionally in one country (0 = all)",
    query: Type.Object({
      poiIds: Type.Optional(IdList('comma-joined poi ids from local storage')),
      country_id: Type.Optional(CountryIdFilter),
    }),
    data: Type.Array(InspirationPoi),
  }),
  getInspirationCountries: defineRoute({
    ...endpoints.getInspirationCountries,
    summary: "The countries of a guest's inspiration places (poiIds), with counts",
    query: Type.Object({ poiIds: Type.Optional(IdList('comma-joined poi ids from local storage')) }),
    data: Type.Array(CountryFacet),
  }),
  addInspirationPois: defineRoute({
    ...endpoints.addInspirationPois,
    summary: 'Add places to my inspiration list (also sends guest places after sign-up); returns the list',
    auth: true,
    body: Type.Object({ poi_ids: List(Id, { minItems: 1, maxItems: 500 }) }),
    data: InspirationIds,
  }),
  removeInspirationPoi: defineRoute({
    ...endpoints.removeInspirationPoi,
    summary: 'Remove a place from my inspiration list; returns the list',
    auth: true,
    params: Type.Object({ poi_id: IdParam }),
    data: InspirationIds,
  }),
};
