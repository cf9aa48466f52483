import { Type } from '@sinclair/typebox';
import { defineRoute } from './route';
import { endpoints } from './endpoints';
import {
  Experience,
  ExperiencePlace,
  ExperienceSummary,
  ExperienceUpdate,
  Fields,
  IdList,
  IdParam,
  Mode,
  MyExperience,
  Page,
  Place,
  Post,
  SearchResultInfo,
  Tag,
  Text,
  TypeFilterList,
} from './models';
import { GooglePlaceId } from './place';
import { SearchTerm } from './global';

/** `fields` and `mode` given when loading an experience. */
export const ExperienceLoadQuery = Type.Object({
  fields: Type.Optional(Text({ maxLength: 500 })),
  mode: Type.Optional(Text({ maxLength: 50 })),
});

/**
 * Query of the experience search. `place_id` is the search TERM. The filter fields have
 * singular names but, like the global search, carry comma-joined ids.
 */
export const ExperienceSearchQuery = Type.Object({
  place_id: Type.Optional(SearchTerm),
  mode: Type.Optional(Mode),
  country_place_id: Type.Optional(IdList('country filters (place ids)')),
  area_place_id: Type.Optional(IdList('area filters (place ids)')),
  poi_id: Type.Optional(IdList('poi filters (place ids)')),
  tag_id: Type.Optional(IdList('tag filters (tag ids)')),
  reviews: Type.Optional(IdList('review filters (star counts)')),
  only_count: Type.Optional(Type.Boolean({ description: 'only count the results (selecting a filter)' })),
  type_filter: Type.Optional(TypeFilterList),
  page: Type.Optional(Page),
  fields: Type.Optional(Fields),
});

const Id = Type.Object({ id: IdParam });

export const experienceRoutes = {
  getExperience: defineRoute({
    ...endpoints.getExperience,
    summary: 'One experience video with its places and tags',
    params: Id,
    query: ExperienceLoadQuery,
    data: Experience,
  }),
  deleteExperience: defineRoute({
    ...endpoints.deleteExperience,
    summary: 'Delete one of my experiences',
    auth: true,
    params: Id,
  }),
  updateExperience: defineRoute({
    ...endpoints.updateExperience,
    summary: 'Save one of my experiences (the body is the experience, with its id)',
    auth: true,
    params: Id,
    body: ExperienceUpdate,
    data: Experience,
  }),
  viewExperience: defineRoute({
    ...endpoints.viewExperience,
    summary: 'Count a view of an experience (and add it to my history when signed in)',
    params: Id,
    data: Type.Object({ views_count: Type.Integer({ minimum: 0 }) }),
  }),
  publishExperience: defineRoute({
    ...endpoints.publishExperience,
    summary: 'Save and publish one of my experiences (the body is the experience, with its id)',
    auth: true,
    params: Id,
    body: ExperienceUpdate,
    data: Experience,
  }),
  getUserExperiences: defineRoute({
    ...endpoints.getUserExperiences,
    summary: "A user's public experiences, optionally only the given ids (exp_ids)",
    params: Type.Object({ userId: IdParam }),
    query: Type.Object({ exp_ids: Type.Optional(IdList('comma-joined experience ids')) }),
    data: Type.Array(ExperienceSummary),
    result: Type.Object({ user: Type.Object({ id: Type.Integer({ minimum: 1 }), display_name: Type.String() }) }),
  }),
  getMyExperiences: defineRoute({
    ...endpoints.getMyExperiences,
    summary: 'My experiences, drafts and private ones included',
    auth: true,
    data: Type.Array(MyExperience),
  }),
  searchExperiences: defineRoute({
    ...endpoints.searchExperiences,
    summary: 'Search experiences by term, filters and type; result.filters lists the available filters',
    query: ExperienceSearchQuery,
    data: Type.Array(ExperienceSummary),
    result: SearchResultInfo,
  }),
  getTags: defineRoute({ ...endpoints.getTags, summary: 'All tags', data: Type.Array(Tag) }),
  getAlikeExperiences: defineRoute({
    ...endpoints.getAlikeExperiences,
    summary: 'Experiences like this one (shared places and tags)',
    params: Id,
    data: Type.Array(ExperienceSummary),
  }),
  getExperienceSocialFeed: defineRoute({
    ...endpoints.getExperienceSocialFeed,
    summary: "Posts about this experience's places",
    params: Id,
    data: Type.Array(Post),
  }),
  getExperienceLocation: defineRoute({
    ...endpoints.getExperienceLocation,
    summary: 'The places of this experience with their timestamps (for the map)',
    params: Id,
    data: Type.Array(ExperiencePlace),
  }),
  getExperiencesByGooglePlace: defineRoute({
    ...endpoints.getExperiencesByGooglePlace,
    summary: 'Experiences showing the place with this Google place id (and that place, when known)',
    params: Type.Object({ placeId: GooglePlaceId }),
    data: Type.Array(ExperienceSummary),
    result: Type.Object({ place: Type.Union([Place, Type.Null()]) }),
  }),
  getExperienceChapters: defineRoute({
    ...endpoints.getExperienceChapters,
    summary:
      "Added to the original API: places suggested from the chapter timestamps of a YouTube video's description (owner or admin; 503 without a YouTube Data API key)",
    auth: true,
    params: Id,
    data: Type.Array(
      Type.Object({
        time: Type.Integer({ minimum: 0, description: 'seconds from the start' }),
        title: Type.String({ description: 'the chapter title as written in the description' }),
        place: Type.Union([Place, Type.Null()], { description: 'our place named in the chapter title, if any' }),
      }),
      { maxItems: 100 },
    ),
    result: Type.Object({
      duration: Type.Integer({ minimum: 0, description: 'the video length YouTube reports (seconds)' }),
      author: Type.String({ description: 'the channel name' }),
    }),
  }),
  getForHome: defineRoute({
    ...endpoints.getForHome,
    summary: 'Featured experiences for Home',
    data: Type.Array(ExperienceSummary),
  }),
  getForCountries: defineRoute({
    ...endpoints.getForCountries,
    summary: 'Countries with their experience counts and a few experiences each',
    data: Type.Array(
      Type.Object({ country: Place, experience_count: Type.Integer(), experiences: Type.Array(ExperienceSummary) }),
    ),
  }),
};
