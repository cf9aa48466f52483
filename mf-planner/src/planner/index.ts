// The planner's public entry: the planner itself (for the drawer) and the read-only parts the shared plan shows.
export { Planner } from './PlannerPage';
export { PlanLeg, PlanMap, PlanStopSummary } from './components/PlanParts';
export { ReadOnlyDays } from './components/ReadOnlyDays';
export { dayFigures, NO_LEGS } from './state/dayFigures';
export { googleMapsDirectionsUrl, legDistances } from './state/exportPlan';
