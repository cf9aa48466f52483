import { Type, type Static } from '@sinclair/typebox';

/** Interface languages (spec §1). The site default is zh-Hant-TW, the fallback en. */
export const LANGUAGES = ['zh-Hant-TW', 'en'] as const;
export const Language = Type.Union([Type.Literal('zh-Hant-TW'), Type.Literal('en')]);
export type Language = Static<typeof Language>;
export const DEFAULT_LANGUAGE: Language = 'zh-Hant-TW';
export const FALLBACK_LANGUAGE: Language = 'en';

export const Id = Type.Integer({ minimum: 1 });
/** A numeric id in a path or query string (strings are coerced by the server). */
export const IdParam = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** spec §3 User, with the derived fields computed by the server. */
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

/** spec §3 Place; names come in the caller's language. */
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

/** Visible type (spec §3): Public=0, Private=1, Unlisted=2. */
export const VisibleType = { Public: 0, Private: 1, Unlisted: 2 } as const;
export const VisibleTypeSchema = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);

/** A place shown in a video at a timestamp (seconds from the start). */
export const ExperiencePlace = Type.Object({
  place: Place,
  time: Type.Integer({ minimum: 0 }),
  notes: Type.String(),
  position: Type.Integer({ minimum: 0 }),
});
export type ExperiencePlace = Static<typeof ExperiencePlace>;

/** spec §3 Experience video. */
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
  place_label: Type.String({ description: "'area / country' of the first place (spec §9)" }),
});
export type ExperienceSummary = Static<typeof ExperienceSummary>;

export const MenuItem = Type.Object({ title: Type.String(), url: Type.String() });
export const Menu = Type.Object({ items: Type.Array(MenuItem) });
export type Menu = Static<typeof Menu>;

export const AppInfo = Type.Object({ app_js: Type.String() });

/** spec §3 Plan; plan places are trimmed to id, type and notes before sending. */
export const PlanPlace = Type.Object({
  id: Id,
  type: Type.String(),
  notes: Type.String(),
});
export type PlanPlace = Static<typeof PlanPlace>;
export const GUEST_PLAN_ID = 'guest';
export const Plan = Type.Object({
  id: Type.Union([Id, Type.Literal(GUEST_PLAN_ID)]),
  plan_name: Type.String({ maxLength: 200 }),
  notes: Type.String({ maxLength: 5000 }),
  plan_places: Type.Array(PlanPlace),
});
export type Plan = Static<typeof Plan>;
/** A plan whose places carry their full place data (what the planner shows). */
export const PlanWithPlaces = Type.Composite([
  Type.Omit(Plan, ['plan_places']),
  Type.Object({ plan_places: Type.Array(Type.Composite([PlanPlace, Type.Object({ place: Place })])) }),
]);
export type PlanWithPlaces = Static<typeof PlanWithPlaces>;

/** Paging info carried in `result` of paged lists. */
export const Paging = Type.Object({
  page: Type.Integer(),
  max_page: Type.Integer(),
  total: Type.Integer(),
});
