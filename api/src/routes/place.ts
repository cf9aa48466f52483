import type { FastifyInstance } from 'fastify';
import { routes } from 'contract';
import { implement } from '../http/implement';
import { notFound } from '../http/errors';
import { findPlace, homePlaces, placeMustExist } from '../services/places';
import { placeSummary, placeVlogs } from '../services/placeSummary';

export function placeRoutes(app: FastifyInstance): void {
  implement(app, routes.getPlaceHome, async (req) => ({ data: await homePlaces(app.db, req.lang) }));
  implement(app, routes.getPlace, async (req) => {
    const place = await findPlace(app.db, req.params.placeId, req.lang);
    if (!place) throw notFound('place_not_found');
    return { data: place };
  });

  implement(app, routes.getPlaceSummary, async (req) => {
    await placeMustExist(app.db, req.params.placeId);
    return { data: await placeSummary(app.db, req.params.placeId) };
  });
  implement(app, routes.getPlaceVlogs, async (req) => {
    await placeMustExist(app.db, req.params.placeId);
    return placeVlogs(app.db, req.params.placeId, req.query.page ?? 1, req.lang);
  });
}
