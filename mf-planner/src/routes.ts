// This remote's routes, declared once (shared/route): the shell's route table and server, the standalone dev page
// (pages.ts) and the screens read them. A light entry (the `mf-planner/routes` export): no React, no screens.
import { declareRoute, routeRead } from 'shared/route';

/** A plan opened from its read-only share link: a revoked or wrong link is a 404, and names nothing in the head. */
export const sharedPlanRoute = declareRoute({
  pattern: '/plans/shared/:token',
  remote: { remote: 'mf_planner', module: 'SharedPlanPage' },
  // the screen asks for the plan itself, beside its days: the page does not carry it
  reads: { plan: routeRead('getSharedPlan', ({ params }) => ({ params: { token: params.token } }), { inPage: false }) },
  status: 'plan',
  head: {
    read: 'plan',
    item: (plan) => (plan && typeof plan.plan_name === 'string' ? { kind: 'sharedPlan', plan } : null),
  },
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
];
