import type { FastifyInstance } from 'fastify';
import { routes } from 'contract';
import { implement } from '../http/implement';
import { notFound } from '../http/errors';
import { findPlace } from '../services/places';
import { itineraryRoutes } from './itinerary';
import { planTogetherRoutes } from './planTogether';
import {
  createPlan,
  deletePlan,
  getPlan,
  getSharedPlan,
  insertPlace,
  listPlans,
  loadGuestPlan,
  removePlace,
  sharePlan,
  unsharePlan,
  updatePlan,
} from '../services/plans';

/**
 * Plans: a user reads the plans they are a member of and changes those they own or edit (anyone else's is the 404
 * of a missing one); guests use /plan/load.
 */
export function planRoutes(app: FastifyInstance): void {
  const db = app.db;
  implement(app, routes.getPlans, async (req) => ({ data: await listPlans(db, req.user.id) }));
  implement(app, routes.getPlan, async (req) => ({ data: await getPlan(db, req.user.id, req.params.id, req.lang) }));
  implement(app, routes.createPlan, async (req) => {
    const { plan } = await createPlan(db, req.user.id, req.body, req.lang);
    return { data: plan };
  });
  implement(app, routes.updatePlan, async (req) => ({
    data: await updatePlan(db, req.user.id, req.params.id, req.body, req.lang),
  }));
  implement(app, routes.deletePlan, async (req) => {
    await deletePlan(db, req.user.id, req.params.id);
    return {};
  });
  implement(app, routes.insertPlanPlace, async (req) => ({
    data: await insertPlace(
      db,
      req.user.id,
      req.params.planId,
      req.params.placeId,
      req.body.action,
      req.body.on_place_id,
      req.lang,
    ),
  }));
  implement(app, routes.removePlanPlace, async (req) => ({
    data: await removePlace(db, req.user.id, req.params.planId, req.params.placeId, req.lang),
  }));
  // a revocable read-only share link (only the owner creates or revokes it)
  implement(app, routes.sharePlan, async (req) => ({
    data: { token: await sharePlan(db, req.user.id, req.params.id) },
  }));
  implement(app, routes.unsharePlan, async (req) => {
    await unsharePlan(db, req.user.id, req.params.id);
    return {};
  });
  implement(app, routes.getSharedPlan, async (req) => ({
    data: await getSharedPlan(db, req.params.token, req.lang),
  }));
  implement(app, routes.loadGuestPlan, async (req) => ({ data: await loadGuestPlan(db, req.body, req.lang) }));
  implement(app, routes.loadPlanPlace, async (req) => {
    const place = await findPlace(db, req.params.id, req.lang);
    if (!place) throw notFound('place_not_found');
    return { data: place };
  });
  // a plan's days, times and travel modes: calls of their own beside the plan's
  itineraryRoutes(app);
  // its members, invitations, small operations and activity
  planTogetherRoutes(app);
}
