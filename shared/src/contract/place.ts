import { Type } from '@sinclair/typebox';
import { defineRoute } from './route';
import { endpoints } from './endpoints';
import { IdParam, Place } from './models';

/** A Google place id (e.g. ChIJN1t_tDeuEmsRUsoyG83frY4). */
export const GooglePlaceId = Type.String({ minLength: 1, maxLength: 300, pattern: '^[A-Za-z0-9_-]+$' });

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
};
