import type { StandalonePage } from 'shared';
import './i18n';
import { InspirationPage } from './inspiration/InspirationPage';
import { PlansPage } from './plans/PlansPage';
import { PlannerPage } from './planner/PlannerPage';
import { SharedPlanPage } from './share/SharedPlanPage';

/** This remote's screens by route pattern (the shell's table maps the same patterns to the exposed parcels). */
export const pages: StandalonePage[] = [
  { pattern: '/my/inspiration', Page: InspirationPage },
  { pattern: '/my/plans', Page: PlansPage },
  { pattern: '/my/plans/:planId', Page: PlannerPage },
  { pattern: '/plans/shared/:token', Page: SharedPlanPage },
];
