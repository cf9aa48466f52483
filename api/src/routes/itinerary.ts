import type { FastifyInstance } from 'fastify';
import { routes } from 'contract';
import { implement } from '../http/implement';
import { travelLegs } from '../services/directions';
import { getItinerary, getSharedItinerary, saveItinerary } from '../services/itinerary';

/**
 * A plan's itinerary: its members read it, its owner and editors save it (anyone else gets the 404 of a missing
 * plan); anyone with the plan's share link reads it. Leg durations need a signed-in user, so the site's Google key is
 * spent on accounts only; a guest's planner uses the estimate.
 */
export function itineraryRoutes(app: FastifyInstance): void {
  const db = app.db;
  // the legs Google does not answer go to the site's routing service, when it has one
  const routing = app.config.routing;
  const roadRouting = routing?.url ? { db, config: { url: routing.url, timeoutMs: routing.timeoutMs } } : null;
  implement(app, routes.getPlanItinerary, async (req) => ({
    data: await getItinerary(db, req.user.id, req.params.id),
  }));
  implement(app, routes.savePlanItinerary, async (req) => ({
    data: await saveItinerary(db, req.user.id, req.params.id, req.body, req.lang),
  }));
  implement(app, routes.getSharedPlanItinerary, async (req) => ({
    data: await getSharedItinerary(db, req.params.token),
  }));
  implement(app, routes.getTravelLegs, async (req) => ({
    data: { legs: await travelLegs(app.config.googleDirections, req.body.legs, roadRouting) },
  }));
}
