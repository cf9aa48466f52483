import { bus } from 'shared';
import type { PlanId } from './planSource';

// A module of its own, without the planner's screens: the small widgets (Add to plan) open the drawer through it
// and stay small.

/** The plan last opened in the drawer: opening the drawer again with back-to-list on shows it again. */
let lastOpened: PlanId | null = null;

export function lastOpenedPlan(): PlanId | null {
  return lastOpened;
}

export function rememberOpenedPlan(id: PlanId | null): void {
  lastOpened = id;
}

/** Open the shell's planner drawer on one plan, with the drawer's Back to the list of plans. */
export function openPlanInDrawer(id: PlanId): void {
  lastOpened = id;
  bus.emit('drawer:open', { drawer: 'planner', backToList: true });
}

/** For tests: forget the last opened plan. */
export function resetPlannerDrawer(): void {
  lastOpened = null;
}
