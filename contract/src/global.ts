import { Type } from '@sinclair/typebox';
import { defineRoute } from './route';
import { endpoints } from './endpoints';
import {
  AppInfo,
  Experience,
  Fields,
  GlobalSearchData,
  IdList,
  Int,
  Menu,
  Mode,
  Page,
  PageContent,
  SearchResultInfo,
  SeoEntry,
  Text,
  TypeFilterList,
  VideoType,
} from './models';

/** The search term: the API sends it as `place_id` (a free-text term, not an id). */
export const SearchTerm = Text({ maxLength: 200, description: 'the search term (the original API calls it place_id)' });

/** Query of the global search. City filters are gathered but not sent. */
export const GlobalSearchQuery = Type.Object({
  mode: Type.Optional(Mode),
  page: Type.Optional(Page),
  place_id: Type.Optional(SearchTerm),
  country_place_ids: Type.Optional(IdList('country filters (place ids)')),
  area_place_ids: Type.Optional(IdList('area filters (place ids)')),
  poi_ids: Type.Optional(IdList('poi filters (place ids)')),
  tag_ids: Type.Optional(IdList('tag filters (tag ids)')),
  reviews: Type.Optional(IdList('review filters (star counts)')),
  only_count: Type.Optional(Type.Boolean({ description: 'only count the results (selecting a filter)' })),
  type_filter: Type.Optional(TypeFilterList),
  fields: Type.Optional(Fields),
});

/** Fields of `POST /misc/media-upload` (multipart/form-data). */
export const MediaUploadFields = Type.Object({
  type: VideoType,
  video_id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  duration: Int({ minimum: 0, maximum: 86400, description: 'seconds' }),
});

export const globalRoutes = {
  getApp: defineRoute({
    ...endpoints.getApp,
    summary: 'App info: the current front-end build id',
    data: AppInfo,
  }),
  getGlobalMenu: defineRoute({ ...endpoints.getGlobalMenu, summary: 'Header menu', data: Menu }),
  getGlobalMenuV2: defineRoute({ ...endpoints.getGlobalMenuV2, summary: 'Header menu (v2)', data: Menu }),
  globalSearch: defineRoute({
    ...endpoints.globalSearch,
    summary: 'Search places and experiences by term, filters and type; result carries filters and paging',
    query: GlobalSearchQuery,
    data: GlobalSearchData,
    result: SearchResultInfo,
  }),
  getTnc: defineRoute({
    ...endpoints.getTnc,
    summary: 'Terms and conditions page content',
    data: PageContent,
  }),
  getPrivacy: defineRoute({
    ...endpoints.getPrivacy,
    summary: 'Privacy policy page content',
    data: PageContent,
  }),
  getMiscMenu: defineRoute({ ...endpoints.getMiscMenu, summary: 'Footer / misc menu', data: Menu }),
  getPageSeo: defineRoute({
    ...endpoints.getPageSeo,
    summary: 'SEO metadata (title, description, image) of the site pages',
    data: Type.Array(SeoEntry),
  }),
  uploadMedia: defineRoute({
    ...endpoints.uploadMedia,
    summary: 'Register a YouTube or Vimeo video (multipart: type, video_id, duration); creates a draft experience',
    multipart: true,
    body: MediaUploadFields,
    data: Experience,
    auth: true,
  }),
};
