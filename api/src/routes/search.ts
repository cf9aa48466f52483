import type { FastifyInstance } from 'fastify';
import { routes } from 'contract';
import { implement } from '../http/implement';
import { experiencesAtGooglePlace, tagList } from '../services/discovery';
import { findOrCreateGooglePlace } from '../services/googlePlaces';
import { idList, parseMode, parseTypes, searchExperiences, searchPlaces, type SearchParams } from '../services/search';

/**
 * Discovery calls: experience search, global search, tags, experiences by Google place, and
 * find-or-create of a place from Google Places.
 */
export function searchRoutes(app: FastifyInstance): void {
  implement(app, routes.searchExperiences, async (req) => {
    const q = req.query;
    const params: SearchParams = {
      term: q.place_id ?? '',
      mode: parseMode(q.mode),
      types: parseTypes(q.type_filter),
      countryIds: idList(q.country_place_id),
      areaIds: idList(q.area_place_id),
      poiIds: idList(q.poi_id),
      tagIds: idList(q.tag_id),
      reviews: idList(q.reviews),
      page: q.page ?? 1,
      onlyCount: q.only_count === true,
      withFacets: Boolean(q.fields),
    };
    return searchExperiences(app.db, params, req.lang);
  });

  implement(app, routes.globalSearch, async (req) => {
    const q = req.query;
    const types = parseTypes(q.type_filter);
    const params: SearchParams = {
      term: q.place_id ?? '',
      mode: parseMode(q.mode),
      types: [],
      countryIds: idList(q.country_place_ids),
      areaIds: idList(q.area_place_ids),
      poiIds: idList(q.poi_ids),
      tagIds: idList(q.tag_ids),
      reviews: idList(q.reviews),
      page: q.page ?? 1,
      onlyCount: q.only_count === true,
      withFacets: Boolean(q.fields),
      pageSize: 6,
    };
    const wantPlaces = types.length === 0 || types.includes('place');
    const wantExperiences = types.length === 0 || types.includes('experience');
    const found = await searchExperiences(app.db, params, req.lang);
    const places =
      wantPlaces && !params.onlyCount && params.page === 1 ? await searchPlaces(app.db, params, req.lang) : [];
    return {
      data: { places, experiences: wantExperiences ? found.data : [] },
      result: found.result,
    };
  });

  implement(app, routes.getTags, async (req) => {
    return { data: await tagList(app.db, req.lang) };
  });

  implement(app, routes.getExperiencesByGooglePlace, async (req) => {
    const found = await experiencesAtGooglePlace(app.db, req.params.placeId, req.lang);
    return { data: found.experiences, result: { place: found.place } };
  });

  implement(app, routes.findOrCreatePlace, async (req) => ({
    data: await findOrCreateGooglePlace(app.db, app.config.googlePlaces, req.query.google_place_id, req.lang),
  }));
}
