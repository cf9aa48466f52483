import {
  Type,
  type ArrayOptions,
  type IntegerOptions,
  type Static,
  type StringOptions,
  type TSchema,
} from '@sinclair/typebox';
import { GUEST_PLAN_ID, LANGUAGES, MediaType, VisibleType } from './constants';

// ---------------------------------------------------------------------------------------------
// Bounded building blocks: every integer, text and list a request carries is one of these, with bounds the
// database can hold, so the schema refuses (400) what a column would fail on (500). The contract test walks
// every route's params, query and body and fails on a bare integer, string or array.
// ---------------------------------------------------------------------------------------------

/** The largest PostgreSQL `integer` (int4), the type of every id and stored count. */
export const INT4_MAX = 2147483647;
/** The smallest PostgreSQL `integer` (int4). */
export const INT4_MIN = -2147483648;

/** An integer within both its bounds (at most int4's range: 1e308 or 2^31 are refused, not sent to a column). */
export const Int = (options: IntegerOptions & { minimum: number; maximum: number }) => Type.Integer(options);

/** A row id (an int4 serial, so 1 to INT4_MAX), in a body, a path or a query string (coerced from the string). */
export const Id = Int({ minimum: 1, maximum: INT4_MAX });
/** The same bounds as `Id`, for ids in a path or query string. */
export const IdParam = Id;

/** PostgreSQL's text cannot hold NUL (U+0000): no text a request carries may contain it. */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';

/**
 * A free text of at most `maxLength` characters (a column's limit) and without NUL. A string with a pattern of
 * its own (a token, a slug) lists its characters instead and needs only its `maxLength`.
 */
export const Text = (options: StringOptions & { maxLength: number }) =>
  Type.String({ pattern: NO_NUL_PATTERN, ...options });

/** A list of at most `maxItems` items. */
export const List = <T extends TSchema>(items: T, options: ArrayOptions & { maxItems: number }) =>
  Type.Array(items, options);

/** An interface language. */
export const Language = Type.Union(LANGUAGES.map((language) => Type.Literal(language)));
export type Language = Static<typeof Language>;

/** A user, with the derived fields computed by the server. */
export const User = Type.Object({
  id: Id,
  display_name: Type.String(),
  profile_color: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  unverified_email: Type.Union([Type.String(), Type.Null()]),
  social_email: Type.Union([Type.String(), Type.Null()]),
  avatar: Type.Union([Type.String(), Type.Null()]),
  is_verified: Type.Boolean(),
  is_social_login: Type.Boolean(),
  is_email_user: Type.Boolean(),
  createdutc: Type.String({ description: 'ISO 8601 creation time (UTC)' }),
  new_user: Type.Boolean(),
  interface_language: Language,
  inspiration_pois: Type.Array(Id),
  is_admin: Type.Boolean(),
  /** derived: unverified email first, then email, then social email */
  shown_email: Type.Union([Type.String(), Type.Null()]),
  /** derived: logged in with no pending unverified email */
  verified: Type.Boolean(),
  /** derived: the old email (or social email) while an unverified one is pending */
  email_before_change: Type.Union([Type.String(), Type.Null()]),
});
export type User = Static<typeof User>;

export const PlaceType = Type.Union([
  Type.Literal('country'),
  Type.Literal('area'),
  Type.Literal('city'),
  Type.Literal('poi'),
]);
export type PlaceType = Static<typeof PlaceType>;

/** A place; names come in the caller's language. */
export const Place = Type.Object({
  id: Id,
  slug: Type.String(),
  type: PlaceType,
  place_name: Type.String(),
  lat: Type.Union([Type.Number(), Type.Null()]),
  lng: Type.Union([Type.Number(), Type.Null()]),
  google_place_id: Type.Union([Type.String(), Type.Null()]),
  area: Type.Union([Type.Object({ id: Id, area_name: Type.String() }), Type.Null()]),
  country: Type.Union([Type.Object({ id: Id, country_name: Type.String() }), Type.Null()]),
  experience_count: Type.Optional(Type.Integer()),
  thumbnail: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type Place = Static<typeof Place>;

export const Tag = Type.Object({ id: Id, slug: Type.String(), name: Type.String() });
export type Tag = Static<typeof Tag>;

export const VideoType = Type.Union([Type.Literal('youtube'), Type.Literal('vimeo')]);
export type VideoType = Static<typeof VideoType>;

/** The visible type: Public, Private or Unlisted. */
export const VisibleTypeSchema = Type.Union([
  Type.Literal(VisibleType.Public),
  Type.Literal(VisibleType.Private),
  Type.Literal(VisibleType.Unlisted),
]);

/** A place shown in a video at a timestamp (seconds from the start). */
export const ExperiencePlace = Type.Object({
  place: Place,
  time: Type.Integer({ minimum: 0 }),
  notes: Type.String(),
  position: Type.Integer({ minimum: 0 }),
});
export type ExperiencePlace = Static<typeof ExperiencePlace>;

/**
 * Beyond the original API: an item the admin hid, with the reason. Only its author and the admin are ever sent a
 * hidden item (everyone else gets 404 or does not see it listed), so the field is absent for everything visible.
 */
export const HiddenMark = Type.Object({
  reason: Type.String(),
  hidden_at: Type.String({ description: 'when it was hidden (ISO time)' }),
});
export type HiddenMark = Static<typeof HiddenMark>;

/** An experience (a travel video). */
export const Experience = Type.Object({
  id: Id,
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  video_type: VideoType,
  video_id: Type.String(),
  duration: Type.Integer({ minimum: 0 }),
  author: Type.String({ description: 'channel or author name shown in the attribution' }),
  user: Type.Object({ id: Id, display_name: Type.String() }),
  likes_count: Type.Integer({ minimum: 0 }),
  views_count: Type.Integer({ minimum: 0 }),
  visible_type: VisibleTypeSchema,
  status: Type.Union([Type.Literal('draft'), Type.Literal('published')]),
  tags: Type.Array(Tag),
  places: Type.Array(ExperiencePlace),
  created_at: Type.String(),
  published_at: Type.Union([Type.String(), Type.Null()]),
  hidden: Type.Optional(HiddenMark),
});
export type Experience = Static<typeof Experience>;

/** The list form of an experience (feeds, search results). */
export const ExperienceSummary = Type.Object({
  id: Id,
  slug: Type.String(),
  title: Type.String(),
  video_type: VideoType,
  video_id: Type.String(),
  duration: Type.Integer({ minimum: 0 }),
  author: Type.String(),
  likes_count: Type.Integer({ minimum: 0 }),
  views_count: Type.Integer({ minimum: 0 }),
  place_label: Type.String({ description: "'area / country' of the first place" }),
});
export type ExperienceSummary = Static<typeof ExperienceSummary>;

export const MenuItem = Type.Object({ title: Type.String(), url: Type.String() });
export const Menu = Type.Object({ items: Type.Array(MenuItem) });
export type Menu = Static<typeof Menu>;

/**
 * App info: the build id, plus the public (browser-side) keys of the providers that are
 * configured. A provider whose key is absent is disabled and its button or map is not shown.
 */
export const AppInfo = Type.Object({
  app_js: Type.String(),
  /** Google Maps JavaScript API browser key (maps, Places autocomplete) */
  google_maps_key: Type.Optional(Type.String()),
  /** where to load the Maps JavaScript API from, when not Google's default (GOOGLE_MAPS_SCRIPT_URL) */
  google_maps_url: Type.Optional(Type.String()),
  /** reCAPTCHA site key; absent → no captcha widget (the server decides whether it requires a token) */
  recaptcha_site_key: Type.Optional(Type.String()),
  /** social sign-in providers that are enabled, with their public ids */
  google_client_id: Type.Optional(Type.String()),
  facebook_app_id: Type.Optional(Type.String()),
  twitter_enabled: Type.Optional(Type.Boolean()),
  /** a YouTube Data API key is configured, so places can be suggested from a video's chapters */
  youtube_chapters: Type.Optional(Type.Boolean()),
  /** a Google Places key is configured on the server, so a place can be added by its Google place id */
  google_places: Type.Optional(Type.Boolean()),
  /**
   * the map tiles the open map draws ({z}/{x}/{y} in an http(s) URL; MAP_TILE_URL, an OpenStreetMap-based source by
   * default); absent: the map draws its pins and lines on a plain ground
   */
  map_tile_url: Type.Optional(Type.String()),
  /** the credit those tiles' licence asks for (MAP_TILE_ATTRIBUTION); absent: OpenStreetMap's */
  map_tile_attribution: Type.Optional(Type.String()),
});
export type AppInfo = Static<typeof AppInfo>;

/** A plan; plan places are trimmed to id, type and notes before sending. */
export const PlanPlace = Type.Object({
  id: Id,
  type: Type.String(),
  notes: Type.String(),
});
export type PlanPlace = Static<typeof PlanPlace>;
export const Plan = Type.Object({
  id: Type.Union([Id, Type.Literal(GUEST_PLAN_ID)]),
  plan_name: Type.String({ maxLength: 200 }),
  notes: Type.String({ maxLength: 5000 }),
  plan_places: Type.Array(PlanPlace),
  /** beyond the original API: what the signed-in user may do with an account plan (absent for a guest plan) */
  role: Type.Optional(Type.Union([Type.Literal('owner'), Type.Literal('editor'), Type.Literal('viewer')])),
  /** beyond the original API: the plan's version, which a whole-plan write gives back as `base_version` */
  version: Type.Optional(Type.Integer()),
  /** beyond the original API: in my list of plans, the owner's name of a plan shared with me (absent on my own) */
  owner_name: Type.Optional(Type.String()),
});
export type Plan = Static<typeof Plan>;
/** A plan whose places carry their full place data (what the planner shows). */
export const PlanWithPlaces = Type.Composite([
  Type.Omit(Plan, ['plan_places']),
  Type.Object({
    plan_places: Type.Array(Type.Composite([PlanPlace, Type.Object({ place: Place })])),
    /** beyond the original API: an account plan has a live read-only share link (the link itself is shown only once) */
    shared: Type.Optional(Type.Boolean()),
  }),
]);
export type PlanWithPlaces = Static<typeof PlanWithPlaces>;

/** Paging info carried in `result` of paged lists. */
export const Paging = Type.Object({
  page: Type.Integer(),
  max_page: Type.Integer(),
  total: Type.Integer(),
});

/**
 * Where a page of a list ends, as the server wrote it (opaque to the client). Sent back as `cursor` with the
 * next page, that page starts right after this item, whatever was added or removed above it meanwhile.
 */
export const ListCursor = Type.String({
  pattern: '^[0-9]{1,17}-[0-9]{1,10}$',
  maxLength: 28,
  description: '`result.next_cursor` of the page before',
});

/** Paging info of a list that can also be walked by cursor: `next_cursor` is null when the page is empty. */
export const CursorPaging = Type.Composite([
  Paging,
  Type.Object({ next_cursor: Type.Union([ListCursor, Type.Null()]) }),
]);

// ---------------------------------------------------------------------------------------------
// Building blocks for query strings and bodies
// ---------------------------------------------------------------------------------------------

/**
 * One id of an id list, as digits: 1 to INT4_MAX (2147483647) without leading zeros. Any number of up to nine
 * digits; of ten digits, those that follow INT4_MAX's digits up to one position and are lower there.
 */
const ID_DIGITS =
  '(?:[1-9]\\d{0,8}|1\\d{9}|20\\d{8}|21[0-3]\\d{7}|214[0-6]\\d{6}|2147[0-3]\\d{5}|21474[0-7]\\d{4}' +
  '|214748[0-2]\\d{3}|2147483[0-5]\\d{2}|21474836[0-3]\\d|214748364[0-7])';
/**
 * A comma-joined id list in a query string (`1,2,3`). The client joins arrays with commas; an empty
 * string means "no ids" (an empty list joins to '').
 */
export const IdList = (description = 'comma-joined ids, e.g. 1,2,3') =>
  Type.String({ pattern: `^(${ID_DIGITS}(,${ID_DIGITS})*)?$`, maxLength: 2000, description });
/**
 * A reviews filter of the post lists: comma-joined star counts 1 to 5 (a post's rating), e.g. `4,5`; '' means
 * none. (The searches take ids here and name an unknown star count in their answer.)
 */
export const StarList = Type.String({
  pattern: '^([1-5](,[1-5])*)?$',
  maxLength: 20,
  description: 'review filters (star counts 1–5)',
});
/** A page number (1-based). */
export const Page = Int({ minimum: 1, maximum: 100000 });
/** A `fields` selector (fields and mode are given when loading). */
export const Fields = Type.String({ maxLength: 500, pattern: '^[A-Za-z0-9_.,]*$' });
/** A `mode` selector. */
export const Mode = Type.String({ maxLength: 50, pattern: '^[A-Za-z0-9_-]*$' });
/** A captcha token (forgot-password and report-experience send one). */
export const CaptchaToken = Text({ minLength: 1, maxLength: 4096 });

// ---------------------------------------------------------------------------------------------
// Search and filters
// ---------------------------------------------------------------------------------------------

/** Filter types, lower case as sent by search. */
export const FilterType = Type.Union([
  Type.Literal('country'),
  Type.Literal('city'),
  Type.Literal('area'),
  Type.Literal('poi'),
  Type.Literal('tag'),
  Type.Literal('review'),
]);
export type FilterType = Static<typeof FilterType>;

/** A search filter: value, type, placeId — plus how many results it would give. */
export const SearchFilter = Type.Object({
  value: Type.String({ description: 'label shown for the filter (place or tag name, or the star count for review)' }),
  type: FilterType,
  placeId: Type.Union([Id, Type.Null()], {
    description: 'place id for country/city/area/poi, tag id for tag, star count for review',
  }),
  count: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type SearchFilter = Static<typeof SearchFilter>;

/** Search type filter values (the default is place). Sent comma-joined in `type_filter`. */
export const TypeFilterList = Type.String({
  pattern: '^([a-z_]{1,30}(,[a-z_]{1,30})*)?$',
  maxLength: 200,
  description: 'comma-joined search types, e.g. place,experience (default place)',
});

/** `result` of a search: the saved search state (page, totals, filters, result term). */
export const SearchResultInfo = Type.Object({
  page: Type.Integer({ minimum: 1 }),
  max_page: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0, description: 'number of matching items' }),
  filters: Type.Array(SearchFilter, { description: 'filters available for the current results' }),
  popular_filters: Type.Optional(Type.Array(SearchFilter)),
  result_term: Type.Optional(Type.String({ description: 'the term the results are for, as the server read it' })),
});
export type SearchResultInfo = Static<typeof SearchResultInfo>;

/** `data` of the global search: the matching items by type. */
export const GlobalSearchData = Type.Object({
  places: Type.Array(Place),
  experiences: Type.Array(ExperienceSummary),
});
export type GlobalSearchData = Static<typeof GlobalSearchData>;

// ---------------------------------------------------------------------------------------------
// Per-user experience state, favorites, history, reports
// ---------------------------------------------------------------------------------------------

/** Result of the status call (id, favorite, like). */
export const ExperienceStatus = Type.Object({ id: Id, favorite: Type.Boolean(), like: Type.Boolean() });
export type ExperienceStatus = Static<typeof ExperienceStatus>;

export const FavoriteItem = Type.Composite([ExperienceSummary, Type.Object({ favorited_at: Type.String() })]);
export type FavoriteItem = Static<typeof FavoriteItem>;

/** Beyond the original API: whether my viewing history is paused (watching then records nothing). */
export const HistorySettings = Type.Object({ paused: Type.Boolean() });
export type HistorySettings = Static<typeof HistorySettings>;

/** A history entry; the history keeps one entry per experience, so it is deleted by the experience id. */
export const HistoryItem = Type.Composite([ExperienceSummary, Type.Object({ viewed_at: Type.String() })]);
export type HistoryItem = Static<typeof HistoryItem>;

/** A report on an experience. */
export const Report = Type.Object({
  id: Id,
  video_experience_id: Id,
  report: Type.String(),
  created_at: Type.String(),
});
export type Report = Static<typeof Report>;

/** An experience of the signed-in user (drafts included). */
export const MyExperience = Type.Composite([
  ExperienceSummary,
  Type.Object({
    visible_type: VisibleTypeSchema,
    status: Type.Union([Type.Literal('draft'), Type.Literal('published')]),
    updated_at: Type.String({ description: 'last saved (ISO time)' }),
    published_at: Type.Union([Type.String(), Type.Null()], { description: 'first published (ISO time)' }),
    hidden: Type.Optional(HiddenMark),
  }),
]);
export type MyExperience = Static<typeof MyExperience>;

/** The body of an experience update/publish (an update carries an object with id). */
export const ExperienceUpdate = Type.Object({
  id: Id,
  title: Type.Optional(Text({ minLength: 1, maxLength: 200 })),
  description: Type.Optional(Text({ maxLength: 5000 })),
  visible_type: Type.Optional(VisibleTypeSchema),
  duration: Type.Optional(Int({ minimum: 0, maximum: 86400 })),
  tags: Type.Optional(List(Id, { maxItems: 50, description: 'tag ids' })),
  places: Type.Optional(
    List(
      Type.Object({
        place_id: Id,
        time: Int({ minimum: 0, maximum: 86400, description: 'seconds from the start' }),
        notes: Type.Optional(Text({ maxLength: 2000 })),
      }),
      { maxItems: 200 },
    ),
  ),
});
export type ExperienceUpdate = Static<typeof ExperienceUpdate>;

// ---------------------------------------------------------------------------------------------
// Inspiration
// ---------------------------------------------------------------------------------------------

/** An inspiration poi: poi_id and country (the country id), with the place for display. */
export const InspirationPoi = Type.Object({
  poi_id: Id,
  country: Type.Union([Id, Type.Null()]),
  place: Type.Optional(Place),
});
export type InspirationPoi = Static<typeof InspirationPoi>;

/** A country with how many items of a list fall in it (inspiration countries, my-posts filters). */
export const CountryFacet = Type.Object({
  id: Id,
  country_name: Type.String(),
  count: Type.Integer({ minimum: 0 }),
});
export type CountryFacet = Static<typeof CountryFacet>;

// ---------------------------------------------------------------------------------------------
// Posts
// ---------------------------------------------------------------------------------------------

/** The media type: Image or Video. */
export const MediaTypeSchema = Type.Union([Type.Literal(MediaType.Image), Type.Literal(MediaType.Video)]);
/** Stored rotation of a media item. */
export const MediaDegree = Type.Union([Type.Literal(0), Type.Literal(90), Type.Literal(180), Type.Literal(270)]);
/** A rotation request (`/post/media/{id}/manipulate`). */
export const RotationDegree = Type.Union([Type.Literal(90), Type.Literal(180), Type.Literal(270), Type.Literal(-90)]);
/** An upload batch id: groups the media uploaded for one post before it is saved. */
export const BatchId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** Post media: id, file and a rotation degree. */
export const PostMedia = Type.Object({
  id: Id,
  file: Type.String({ description: 'stored file name (the YouTube id for a video)' }),
  url: Type.String({ description: 'the image, or the thumbnail of a video' }),
  type: MediaTypeSchema,
  degree: MediaDegree,
  width: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  height: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  alt: Type.String({
    description: "alternative text (the author's, else empty: the client falls back to a generic one)",
  }),
});
export type PostMedia = Static<typeof PostMedia>;

/** A media item as referenced in a post body. */
export const PostMediaRef = Type.Object({
  id: Id,
  file: Type.Optional(Text({ maxLength: 255 })),
  degree: Type.Optional(MediaDegree),
  alt: Type.Optional(Text({ maxLength: 300, description: 'alternative text of the image' })),
});

/** Recommendation: a star rating 1–5 (the reviews filter), 0 when none. */
export const Recommend = Int({ minimum: 0, maximum: 5 });

/** A post. */
export const Post = Type.Object({
  post_id: Id,
  place_id: Id,
  place: Type.Optional(Place),
  batch_id: Type.String(),
  post: Type.String(),
  recommend: Recommend,
  media: Type.Array(PostMedia),
  is_local: Type.Boolean(),
  timezone_offset: Type.Integer({ description: "the author's UTC offset in minutes when writing (dates show in it)" }),
  user: Type.Object({
    id: Id,
    display_name: Type.String(),
    avatar: Type.Union([Type.String(), Type.Null()]),
    profile_color: Type.String(),
  }),
  likes_count: Type.Integer({ minimum: 0 }),
  /** whether the signed-in viewer liked it (absent for guests) */
  liked: Type.Optional(Type.Boolean()),
  created_at: Type.String(),
  updated_at: Type.Union([Type.String(), Type.Null()]),
  hidden: Type.Optional(HiddenMark),
});
export type Post = Static<typeof Post>;

/** `result` of the post lists: paging plus, when `fields` asks for them, the my-posts filters. */
export const PostListInfo = Type.Object({
  page: Type.Integer({ minimum: 1 }),
  max_page: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  /** where this page ends: send it as `cursor` for the next page (null when the page is empty) */
  next_cursor: Type.Union([ListCursor, Type.Null()]),
  filters: Type.Optional(
    Type.Object({
      countries: Type.Array(CountryFacet),
      tags: Type.Array(Type.Composite([Tag, Type.Object({ count: Type.Integer({ minimum: 0 }) })])),
      reviews: Type.Array(Type.Object({ value: Recommend, count: Type.Integer({ minimum: 0 }) })),
    }),
  ),
});

// ---------------------------------------------------------------------------------------------
// Misc pages
// ---------------------------------------------------------------------------------------------

/** Terms and conditions / privacy policy content. `html` is trusted server content. */
export const PageContent = Type.Object({ title: Type.String(), html: Type.String() });
export type PageContent = Static<typeof PageContent>;

/** SEO metadata of one page of the site. */
export const SeoEntry = Type.Object({
  path: Type.String({ description: 'site path the entry applies to, e.g. / or /search' }),
  title: Type.String(),
  description: Type.String(),
  image: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type SeoEntry = Static<typeof SeoEntry>;
