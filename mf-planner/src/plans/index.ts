// The plans list's public entry (for the planner drawer).
export { PlansPage } from './PlansPage';
