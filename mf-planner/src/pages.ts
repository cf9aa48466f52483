import { standalonePages } from 'shared';
import './i18n';
import { routes } from './routes';
import { InspirationPage } from './inspiration/InspirationPage';
import { PlansPage } from './plans/PlansPage';
import { PlannerPage } from './planner/PlannerPage';
import { SharedPlanPage } from './share/SharedPlanPage';
import { InvitationPage } from './together/InvitationPage';

/** This remote's screens, by the routes it declares (routes.ts: the shell's table is made of the same declarations). */
export const pages = standalonePages(routes, {
  InspirationPage,
  PlansPage,
  PlannerPage,
  SharedPlanPage,
  InvitationPage,
});
