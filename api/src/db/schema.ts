import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  display_name: string;
  profile_color: Generated<string>;
  email: string | null;
  unverified_email: string | null;
  social_email: string | null;
  avatar: string | null;
  password_hash: string | null;
  is_verified: Generated<boolean>;
  interface_language: Generated<'zh-Hant-TW' | 'en'>;
  social_provider: 'facebook' | 'google' | 'twitter' | null;
  social_provider_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  remember: boolean;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface PlacesTable {
  id: Generated<number>;
  type: 'country' | 'area' | 'city' | 'poi';
  country_id: number | null;
  area_id: number | null;
  name_en: string;
  name_zh: string;
  slug: string;
  lat: number | null;
  lng: number | null;
  google_place_id: string | null;
  is_featured: Generated<boolean>;
  created_at: Timestamp;
}

export interface TagsTable {
  id: Generated<number>;
  name_en: string;
  name_zh: string;
  slug: string;
}

export interface ExperiencesTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  description: string;
  video_type: 'youtube' | 'vimeo';
  video_id: string;
  duration: number;
  author: string;
  likes_count: Generated<number>;
  views_count: Generated<number>;
  visible_type: 0 | 1 | 2;
  status: 'draft' | 'published';
  slug: string;
  is_featured: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** set with hidden_reason when the admin hides it (migration 0018): gone for all but its owner and the admin */
  hidden_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  hidden_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ExperiencePlacesTable {
  id: Generated<number>;
  experience_id: number;
  place_id: number;
  time: number;
  notes: string;
  position: number;
}

export interface ExperienceTagsTable {
  experience_id: number;
  tag_id: number;
}

/** experience_likes and experience_favorites (migration 002) */
export interface UserExperienceTable {
  user_id: number;
  experience_id: number;
  created_at: Timestamp;
}

export interface ViewHistoryTable {
  user_id: number;
  experience_id: number;
  viewed_at: Timestamp;
}

/** experience_view_visits (migration 0005): the last counted view of a visitor, for once-per-visit counting */
export interface ExperienceViewVisitsTable {
  experience_id: number;
  visitor: string;
  counted_at: Timestamp;
}

/** experience_reports (migration 0005) */
export interface ExperienceReportsTable {
  id: Generated<number>;
  experience_id: number;
  user_id: number;
  report: string;
  status: Generated<'open' | 'resolved' | 'dismissed'>;
  created_at: Timestamp;
  /** when the admin dismissed it or acted on its item (migration 0018) */
  resolved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** post_reports (migration 0018): reports on posts, one per user and post, as on experiences */
export interface PostReportsTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  report: string;
  status: Generated<'open' | 'resolved' | 'dismissed'>;
  created_at: Generated<Date>;
  resolved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** moderation_actions (migration 0018): the audit list of what the admin did to which item, and why */
export interface ModerationActionsTable {
  id: Generated<number>;
  admin_id: number | null;
  action: 'hide' | 'restore' | 'dismiss';
  item_type: 'experience' | 'post';
  item_id: number;
  reason: Generated<string>;
  created_at: Generated<Date>;
}

/** report_notices (migration 0018): when the admin was last mailed about an item's reports */
export interface ReportNoticesTable {
  item_type: 'experience' | 'post';
  item_id: number;
  notified_at: Timestamp;
}

/** Planner (migration 0006_planner). */
export interface InspirationPoisTable {
  user_id: number;
  place_id: number;
  created_at: Timestamp;
}

export interface PlansTable {
  id: Generated<number>;
  user_id: number;
  plan_name: string;
  notes: Generated<string>;
  migration_key: string | null;
  share_token: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** the itinerary's first day (migration 0019): a date column, read as text ("YYYY-MM-DD") to stay a calendar day */
  start_date: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** the IANA zone of the plan's places (migration 0019) */
  time_zone: ColumnType<string | null, string | null | undefined, string | null>;
  /** bumped on every change of the plan (migration 0022) */
  version: Generated<number>;
}

/** plan_members, plan_invites, plan_activity (migration 0022_plan_companions): a plan's companions and its changes */
export type PlanMemberRole = 'editor' | 'viewer';

export interface PlanMembersTable {
  plan_id: number;
  user_id: number;
  role: PlanMemberRole;
  joined_at: Timestamp;
}

export interface PlanInvitesTable {
  id: Generated<number>;
  plan_id: number;
  token_hash: string;
  role: PlanMemberRole;
  email: string | null;
  created_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Date | null;
  accepted_by: number | null;
  accepted_at: Date | null;
}

export interface PlanActivityTable {
  plan_id: number;
  version: number;
  user_id: number | null;
  created_at: Timestamp;
  changes: ColumnType<unknown, string, string>;
  touched: string[];
}

export interface PlanPlacesTable {
  plan_id: number;
  place_id: number;
  position: number;
  type: string;
  notes: Generated<string>;
}

/** plan_days and plan_stops (migration 0019_itinerary): a plan's days, and the places each lists in order */
export interface PlanDaysTable {
  plan_id: number;
  position: number;
  name: Generated<string>;
  travel_mode: Generated<'walk' | 'bike' | 'transit' | 'drive'>;
  time_zone: string | null;
}

export interface PlanStopsTable {
  plan_id: number;
  place_id: number;
  day_position: number;
  position: number;
  start_minute: number | null;
  stay_minutes: number | null;
  travel_mode: 'walk' | 'bike' | 'transit' | 'drive' | null;
}

/** route_cache (migration 0021_route_cache): the routing service's answers per leg, until they expire */
export interface RouteCacheTable {
  key: string;
  distance_m: number;
  duration_s: number;
  /** JSON text of [lng, lat][] when written; the parsed array when read */
  geometry: string | [number, number][] | null;
  expires_at: Date;
}

/** idempotency_keys (migration 0024_idempotency_keys): the answers to writes sent with an Idempotency-Key, 24 hours */
export interface IdempotencyKeysTable {
  /** `account:<id>` or `guest` */
  scope: string;
  key: string;
  method: string;
  path: string;
  body_sha256: string;
  /** NULL while the first request with this key is being handled */
  status: number | null;
  /** the envelope answered (JSON text when written; the parsed object when read) */
  answer: string | Record<string, unknown> | null;
  created_at: Generated<Date>;
  expires_at: Date;
}

/** posts, post_media, post_likes, user_settings (migration 0007_posts_media_history_settings) */
export interface PostsTable {
  id: Generated<number>;
  user_id: number;
  place_id: number;
  batch_id: string;
  body: string;
  recommend: number;
  is_local: boolean;
  timezone_offset: number;
  likes_count: Generated<number>;
  created_at: Timestamp;
  updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** set with hidden_reason when the admin hides it (migration 0018): gone for all but its author and the admin */
  hidden_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  hidden_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PostMediaTable {
  id: Generated<number>;
  user_id: number;
  post_id: number | null;
  place_id: number | null;
  batch_id: string;
  type: 1 | 2;
  file: string;
  width: number | null;
  height: number | null;
  degree: Generated<0 | 90 | 180 | 270>;
  alt: Generated<string>;
  position: Generated<number>;
  created_at: Timestamp;
}

export interface PostLikesTable {
  user_id: number;
  post_id: number;
  created_at: Timestamp;
}

export interface UserSettingsTable {
  user_id: number;
  history_paused: Generated<boolean>;
  updated_at: Timestamp;
}

/** account_tokens (migration 0003): e-mail verification and password-reset tokens, stored hashed */
export interface AccountTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'verify' | 'reset';
  token_hash: string;
  email: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** passkeys (migration 0023): an account's WebAuthn credentials */
export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  credential_id: string;
  public_key: string;
  user_handle: string;
  /** bigint: the pg driver answers a string */
  sign_count: ColumnType<string | number, number | undefined, number>;
  transports: Generated<string>;
  name: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

/** passkey_challenges (migration 0023): single-use challenges of the WebAuthn ceremonies */
export interface PasskeyChallengesTable {
  challenge: string;
  purpose: 'sign_in' | 'sign_up' | 'add';
  user_id: number | null;
  email: string | null;
  user_handle: string | null;
  expires_at: Timestamp;
}

export interface DB {
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  users: UsersTable;
  sessions: SessionsTable;
  account_tokens: AccountTokensTable;
  places: PlacesTable;
  tags: TagsTable;
  experiences: ExperiencesTable;
  experience_places: ExperiencePlacesTable;
  experience_tags: ExperienceTagsTable;
  experience_likes: UserExperienceTable;
  experience_favorites: UserExperienceTable;
  view_history: ViewHistoryTable;
  experience_view_visits: ExperienceViewVisitsTable;
  experience_reports: ExperienceReportsTable;
  post_reports: PostReportsTable;
  moderation_actions: ModerationActionsTable;
  report_notices: ReportNoticesTable;
  experience_search: ExperienceSearchTable;
  experience_search_docs: ExperienceSearchDocsTable;
  experience_search_postings: ExperienceSearchPostingsTable;
  search_words: SearchWordsTable;
  experience_search_meta: ExperienceSearchMetaTable;
  experience_search_facets: ExperienceSearchFacetsTable;
  experience_search_log: ExperienceSearchLogTable;
  posts: PostsTable;
  post_media: PostMediaTable;
  post_likes: PostLikesTable;
  user_settings: UserSettingsTable;
  inspiration_pois: InspirationPoisTable;
  plans: PlansTable;
  plan_places: PlanPlacesTable;
  plan_days: PlanDaysTable;
  plan_stops: PlanStopsTable;
  plan_members: PlanMembersTable;
  plan_invites: PlanInvitesTable;
  plan_activity: PlanActivityTable;
  route_cache: RouteCacheTable;
  idempotency_keys: IdempotencyKeysTable;
  site_pages: SitePagesTable;
  page_seo: PageSeoTable;
  misc_menu: MiscMenuTable;
}

/** Static pages of /misc/tnc and /misc/privacy (migration 0008), one row per language. */
export interface SitePagesTable {
  slug: 'tnc' | 'privacy';
  language: 'en' | 'zh-Hant-TW';
  title: string;
  html: string;
  updated_at: Generated<Date>;
}

/** SEO metadata per route pattern of the shell (`*` = the default), one row per language. */
export interface PageSeoTable {
  path: string;
  language: 'en' | 'zh-Hant-TW';
  title: string;
  description: string;
  image: string | null;
}

/** The misc (footer) menu of /misc/menu, in order of position. */
export interface MiscMenuTable {
  language: 'en' | 'zh-Hant-TW';
  position: number;
  title: string;
  url: string;
}

export type UserRow = Selectable<UsersTable>;
export type PlaceRow = Selectable<PlacesTable>;
export type PostRow = Selectable<PostsTable>;
export type PostMediaRow = Selectable<PostMediaTable>;

/**
 * The search row of a public published experience (migrations 0004, 0009, 0010; written only by the database's
 * ti_search_* functions and triggers, read by services/search.ts).
 */
export interface ExperienceSearchTable {
  experience_id: number;
  /** its places plus their areas and countries */
  place_ids: number[];
  tag_ids: number[];
  views_count: number;
  published_at: Date | null;
  /** the CJK characters and bigrams of doc as integer keys (migration 0010, `cjkGramKeys`) */
  grams: number[];
  /** the a–z/0–9 words of doc as search_words ids (migration 0012) */
  words: number[];
  /** its facets as integer keys: id * 4 + group (0 country, 1 area/city, 2 poi, 3 tag), and 0 */
  fkeys: number[];
}

/** The text of a search row (migration 0012: a side table, so the search row stays narrow). */
export interface ExperienceSearchDocsTable {
  experience_id: number;
  /** lower-cased title, description, names (en + zh) of its places, their areas and countries, and its tags */
  doc: string;
  /** length of the title + description prefix of doc */
  text_len: number;
}

/** The ids of the search rows carrying a gram key or word (minus its id), by bucket of 4096 ids (migration 0013). */
export interface ExperienceSearchPostingsTable {
  key: number;
  /** experience_id >> 12 */
  bucket: number;
  /** the ids, packed 4 bytes each (`int4send`), in no particular order */
  ids: Uint8Array;
}

/** Every a–z/0–9 word that was ever in a search doc (migration 0012); only grows. */
export interface SearchWordsTable {
  id: Generated<number>;
  word: string;
}

/** One row (id 1): the search-index version (bumped with every change) and the number of search rows. */
export interface ExperienceSearchMetaTable {
  id: number;
  version: ColumnType<string, string | number, string | number>;
  total: number;
  /** a copy of the facet keys at this version or later can catch up from experience_search_log */
  log_from: ColumnType<string, string | number, string | number>;
}

/** Every search row added (fkeys) or removed (fkeys null), at the index version of its statement (migration 0011). */
export interface ExperienceSearchLogTable {
  version: ColumnType<string, string | number, string | number>;
  experience_id: number;
  fkeys: number[] | null;
  logged_at: Generated<Date>;
}

/** Pre-aggregated facets of the whole index: how many search rows carry a place ('p') or a tag ('t'). */
export interface ExperienceSearchFacetsTable {
  kind: 'p' | 't';
  id: number;
  count: number;
}
