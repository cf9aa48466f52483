// This remote's routes, declared once (shared/route): the shell's route table and server, the standalone dev page
// (pages.ts) and the screens read them. A light entry (the `mf-planner/routes` export): no React, no screens.
import { PLAN_INVITATION_PAGE } from 'contract/constants';
import { declareRoute, routeRead } from 'shared/route';

/** A share link's token as the server makes them: 32 random bytes in URL-safe base64. */
const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function isShareToken(token: string): boolean {
  return SHARE_TOKEN.test(token);
}

/**
 * A plan opened from its read-only share link: a revoked or wrong link is a 404, and names nothing in the head; an
 * address whose token cannot be one names nothing, so nothing is read for it.
 */
export const sharedPlanRoute = declareRoute({
  pattern: '/plans/shared/:token',
  remote: { remote: 'mf_planner', module: 'SharedPlanPage' },
  // the screen asks for the plan itself, beside its days: the page does not carry it
  reads: {
    plan: routeRead(
      'getSharedPlan',
      ({ params }) => (isShareToken(params.token ?? '') ? { params: { token: params.token } } : null),
      { inPage: false },
    ),
  },
  status: 'plan',
  head: {
    read: 'plan',
    item: (plan) => (plan && typeof plan.plan_name === 'string' ? { kind: 'sharedPlan', plan } : null),
  },
});

/** An invitation to plan together: what it offers, then join (signed in). The API's invitation mail links here too. */
export const invitationRoute = declareRoute({
  pattern: PLAN_INVITATION_PAGE,
  remote: { remote: 'mf_planner', module: 'InvitationPage' },
});

export const routes = [
  declareRoute({ pattern: '/my/inspiration', remote: { remote: 'mf_planner', module: 'InspirationPage' } }),
  declareRoute({ pattern: '/my/plans', remote: { remote: 'mf_planner', module: 'PlansPage' }, name: 'MyPlans' }),
  declareRoute({
    pattern: '/my/plans/:planId',
    remote: { remote: 'mf_planner', module: 'PlannerPage' },
    name: 'MyPlanner',
  }),
  sharedPlanRoute,
  invitationRoute,
];
