import type { FastifyInstance } from 'fastify';
import { routes } from 'contract';
import { badRequest } from '../http/errors';
import { implement, implementStream } from '../http/implement';
import { createMailer } from '../mail/mailer';
import { memberActivity } from '../services/planActivity';
import {
  acceptInvite,
  createInvite,
  getInvitation,
  leavePlan,
  listInvites,
  listMembers,
  removeMember,
  revokeInvite,
  setMemberRole,
} from '../services/planMembers';
import { applyPlanOps } from '../services/planOps';
import { streamPlan } from '../services/planLive';

/**
 * Plans together: a plan's members and invitations, its small operations and its activity. Every call checks the
 * caller's role in the plan (services/planAccess): anyone who is no member gets the 404 of a missing plan.
 */
export function planTogetherRoutes(app: FastifyInstance): void {
  const { db, config } = app;
  const mailer = createMailer(config.mail, app.log);
  app.addHook('onClose', async () => {
    await mailer.flush();
  });
  const mailing = { mailer, siteUrl: config.siteUrl };
  implement(app, routes.getPlanMembers, async (req) => ({
    data: await listMembers(db, req.user.id, req.params.id),
  }));
  implement(app, routes.setPlanMemberRole, async (req) => ({
    data: await setMemberRole(db, req.user.id, req.params.id, req.params.userId, req.body.role),
  }));
  implement(app, routes.removePlanMember, async (req) => ({
    data: await removeMember(db, req.user.id, req.params.id, req.params.userId),
  }));
  implement(app, routes.leavePlan, async (req) => {
    await leavePlan(db, req.user.id, req.params.id);
    return {};
  });
  implement(app, routes.getPlanInvites, async (req) => ({
    data: await listInvites(db, req.user.id, req.params.id),
  }));
  implement(app, routes.createPlanInvite, async (req) => ({
    data: await createInvite(db, req.user.id, req.params.id, req.body, mailing, req.lang),
  }));
  implement(app, routes.revokePlanInvite, async (req) => ({
    data: await revokeInvite(db, req.user.id, req.params.id, req.params.inviteId),
  }));
  implement(app, routes.getPlanInvitation, async (req) => ({ data: await getInvitation(db, req.params.token) }));
  implement(app, routes.acceptPlanInvite, async (req) => ({
    data: await acceptInvite(db, req.user.id, req.params.token),
  }));
  implement(app, routes.applyPlanOps, async (req) => ({
    data: await applyPlanOps(db, req.user.id, req.params.id, req.body.base_version, req.body.ops, req.lang),
  }));
  implement(app, routes.getPlanActivity, async (req) => ({
    data: await memberActivity(db, req.user.id, req.params.id, req.lang, req.query),
  }));
  implementStream(app, routes.getPlanEvents, async (req, accept) => {
    const after = lastEventId(req.headers['last-event-id']) ?? req.query.after;
    const request = { userId: req.user.id, planId: req.params.id, lang: req.lang, after };
    await streamPlan(db, app.planLive, request, accept, req.log);
  });
}

/** The Last-Event-ID a reconnecting browser sends: the last version it saw (a version, or a 400). */
function lastEventId(header: string | string[] | undefined): number | undefined {
  if (header === undefined || header === '') return undefined;
  const text = Array.isArray(header) ? header[0] : header;
  if (!/^\d{1,10}$/.test(text) || Number(text) > 2_147_483_647) throw badRequest('bad_request');
  return Number(text);
}
