import type { FastifyInstance } from 'fastify';
import { routes } from 'contract';
import { implement } from '../http/implement';
import { addInspiration, countriesOf, inspirationIds, removeInspiration, resolvePois } from '../services/inspiration';

const parseIds = (list: string | undefined): number[] =>
  (list ?? '')
    .split(',')
    .filter((s) => s !== '')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 2147483647);

/** The inspiration list: on the account when signed in, from the guest's poiIds otherwise. */
export function inspirationRoutes(app: FastifyInstance): void {
  const db = app.db;
  implement(app, routes.getMyInspirationPois, async (req) => ({
    data: await resolvePois(db, await inspirationIds(db, req.user.id), req.query.country_id ?? 0, req.lang),
  }));
  implement(app, routes.getMyInspirationCountries, async (req) => ({
    data: await countriesOf(db, await inspirationIds(db, req.user.id), req.lang),
  }));
  implement(app, routes.getInspirationPois, async (req) => ({
    data: await resolvePois(db, parseIds(req.query.poiIds), req.query.country_id ?? 0, req.lang),
  }));
  implement(app, routes.getInspirationCountries, async (req) => ({
    data: await countriesOf(db, parseIds(req.query.poiIds), req.lang),
  }));
  implement(app, routes.addInspirationPois, async (req) => ({
    data: await addInspiration(db, req.user.id, req.body.poi_ids),
  }));
  implement(app, routes.removeInspirationPoi, async (req) => ({
    data: await removeInspiration(db, req.user.id, req.params.poi_id),
  }));
}
