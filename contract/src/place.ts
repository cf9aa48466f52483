import { Type, type Static } from '@sinclair/typebox';
import { defineRoute } from './route';
import { endpoints } from './endpoints';
import { ExperienceSummary, Id, IdParam, Page, Paging, Place, PostMedia } from './models';

/** A Google place id (e.g. ChIJN1t_tDeuEmsRUsoyG83frY4). */
export const GooglePlaceId = Type.String({ minLength: 1, maxLength: 300, pattern: '^[A-Za-z0-9_-]+$' });

/** How many reviews gave a place one star value. */
export const StarCount = Type.Object({
  stars: Type.Integer({ minimum: 1, maximum: 5 }),
  count: Type.Integer({ minimum: 0 }),
});
export type StarCount = Static<typeof StarCount>;

/** The star ratings of a place's reviews (its posts with 1–5 stars). */
export const PlaceRating = Type.Object({
  average: Type.Union([Type.Number({ minimum: 1, maximum: 5 }), Type.Null()], {
    description: 'mean of the stars rounded to one decimal (half up); null when nobody rated the place',
  }),
  count: Type.Integer({ minimum: 0, description: 'how many reviews gave stars' }),
  stars: Type.Array(StarCount, { minItems: 5, maxItems: 5, description: 'one entry per star value, 5 down to 1' }),
});
export type PlaceRating = Static<typeof PlaceRating>;

/** A photo of a post about the place, with the post it belongs to and its author. */
export const PlacePhoto = Type.Object({
  post_id: Id,
  author: Type.String({ description: "the post author's display name" }),
  media: PostMedia,
});
export type PlacePhoto = Static<typeof PlacePhoto>;

/** The most photos a place summary lists. */
export const PLACE_SUMMARY_PHOTOS = 12;

/** What the posts about a place add up to: their rating and their newest photos. */
export const PlaceSummary = Type.Object({
  rating: PlaceRating,
  photos: Type.Array(PlacePhoto, { maxItems: PLACE_SUMMARY_PHOTOS, description: 'newest first' }),
  photo_count: Type.Integer({ minimum: 0, description: 'all photos of the posts about the place' }),
});
export type PlaceSummary = Static<typeof PlaceSummary>;

/** A public vlog showing a place, with the moment it does (the place itself first, else the first place inside it). */
export const PlaceVlog = Type.Composite([
  ExperienceSummary,
  Type.Object({
    moment: Type.Object({
      time: Type.Integer({ minimum: 0, description: 'seconds from the start' }),
      place: Type.Object({ id: Id, place_name: Type.String() }),
    }),
  }),
]);
export type PlaceVlog = Static<typeof PlaceVlog>;

export const placeRoutes = {
  getPlaceHome: defineRoute({
    ...endpoints.getPlaceHome,
    summary: 'Places featured on Home',
    data: Type.Array(Place),
  }),
  getPlace: defineRoute({
    ...endpoints.getPlace,
    summary: 'One place',
    params: Type.Object({ placeId: IdParam }),
    data: Place,
  }),
  findOrCreatePlace: defineRoute({
    ...endpoints.findOrCreatePlace,
    summary: 'Find the place for a Google place id, creating it when it is new',
    auth: true,
    query: Type.Object({ google_place_id: GooglePlaceId }),
    data: Place,
  }),
  getPlaceSummary: defineRoute({
    ...endpoints.getPlaceSummary,
    summary:
      "Added to the original API: the rating (average, count, reviews per star) and newest photos of a place's posts",
    params: Type.Object({ placeId: IdParam }),
    data: PlaceSummary,
  }),
  getPlaceVlogs: defineRoute({
    ...endpoints.getPlaceVlogs,
    summary:
      'Added to the original API: public vlogs showing a place or a place inside it, most watched first, each with the moment it shows it',
    params: Type.Object({ placeId: IdParam }),
    query: Type.Object({ page: Type.Optional(Page) }),
    data: Type.Array(PlaceVlog),
    result: Paging,
  }),
};
