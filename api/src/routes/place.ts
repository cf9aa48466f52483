import type { FastifyInstance } from 'fastify';
import { routes } from 'shared/contract';
import { implement } from '../http/implement';
import { notFound } from '../http/errors';
import { findPlace, homePlaces } from '../services/places';

export function placeRoutes(app: FastifyInstance): void {
  implement(app, routes.getPlaceHome, async (req) => ({ data: await homePlaces(app.db, req.lang) }));
  implement(app, routes.getPlace, async (req) => {
    const place = await findPlace(app.db, req.params.placeId, req.lang);
    if (!place) throw notFound('place_not_found');
    return { data: place };
  });
}
