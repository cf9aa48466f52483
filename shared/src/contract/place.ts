import { Type } from '@sinclair/typebox';
import { defineRoute } from './route';
import { IdParam, Place } from './models';

/** A Google place id (e.g. ChIJN1t_tDeuEmsRUsoyG83frY4). */
export const GooglePlaceId = Type.String({ minLength: 1, maxLength: 300, pattern: '^[A-Za-z0-9_-]+$' });

export const placeRoutes = {
  getPlaceHome: defineRoute({
    method: 'GET',
    path: '/place/home',
    summary: 'Places featured on Home',
    data: Type.Array(Place),
  }),
  getPlace: defineRoute({
    method: 'GET',
    path: '/place/:placeId',
    summary: 'One place',
    params: Type.Object({ placeId: IdParam }),
    data: Place,
  }),
  findOrCreatePlace: defineRoute({
    method: 'POST',
    path: '/place',
    summary: 'Find the place for a Google place id, creating it when it is new',
    auth: true,
    query: Type.Object({ google_place_id: GooglePlaceId }),
    data: Place,
  }),
};
