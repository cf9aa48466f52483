import type { PlanWithPlaces } from 'shared';
import type { Translate } from './tripDaysState';

// The plan's one list (a plan without days) as a state machine: a stop moved by its ↑ / ↓ or dragged, what is
// announced, and which button keeps the focus; and, back from the days' print view, the focus returned to the
// button that opened it. Pure: the planner's view carries the outcome out.

type PlanPlace = PlanWithPlaces['plan_places'][number];
export type MoveButton = 'up' | 'down';

/** A stop moved with its ↑ / ↓ button: that button keeps the focus once the stop is in its new place. */
export interface ListFocus {
  placeId: number;
  to: number;
  button: MoveButton;
}

/** What moving a stop of the list does: the move, its announcement, and the focus (none for a dragged stop). */
export interface ListMove {
  placeId: number;
  to: number;
  announce: string;
  focus: ListFocus | null;
}

/** The stop at `from` moved to `to` (by its ↑ / ↓ button, or dragged); null when it goes nowhere. */
export function moveInList(
  places: readonly PlanPlace[],
  from: number,
  to: number,
  button: MoveButton | undefined,
  t: Translate,
): ListMove | null {
  if (from < 0 || to < 0 || to >= places.length || to === from) return null;
  const { id: placeId, place } = places[from];
  return {
    placeId,
    to,
    announce: t('planner.moved', { name: place.place_name, position: to + 1, count: places.length }),
    focus: button ? { placeId, to, button } : null,
  };
}

/** The dragged stop (its place) dropped on the stop at `to`. */
export const dropInList = (places: readonly PlanPlace[], dragged: number, to: number, t: Translate) =>
  moveInList(
    places,
    places.findIndex((p) => p.id === dragged),
    to,
    undefined,
    t,
  );

/**
 * The button that takes the focus after a move: the same one of the moved stop, or at the top or bottom (its
 * button disabled) the other one. undefined while the list does not show the stop in its new place yet.
 */
export function listFocusTarget(
  list: ParentNode,
  order: readonly number[],
  want: ListFocus,
): HTMLButtonElement | null | undefined {
  const at = order.indexOf(want.placeId);
  if (at !== want.to && at !== -1) return undefined;
  const stop = list.querySelector(`[data-place-id="${want.placeId}"]`);
  const button = (which: MoveButton) =>
    stop?.querySelector<HTMLButtonElement>(`button[data-move="${which}"]:not(:disabled)`) ?? null;
  return button(want.button) ?? button(want.button === 'up' ? 'down' : 'up');
}

/** Whether the focus is still to go back to the print button, and whether the print view was open last time. */
export interface PrintReturn {
  wasPrinting: boolean;
  pending: boolean;
}

/**
 * Back from the print view, the button that opened it takes the focus again once it is on screen (the days may
 * still be loading), unless the focus went somewhere else meanwhile. `look` finds the button and whether the focus
 * is elsewhere (only asked while the focus is still to go back).
 */
export function printReturn(
  prev: PrintReturn,
  printing: boolean,
  look: () => { button: HTMLElement | null; elsewhere: boolean },
): { next: PrintReturn; focus: HTMLElement | null } {
  const pending = prev.pending || (prev.wasPrinting && !printing);
  if (!pending) return { next: { wasPrinting: printing, pending }, focus: null };
  const { button, elsewhere } = look();
  return {
    next: { wasPrinting: printing, pending: !(button || elsewhere) },
    focus: button && !elsewhere ? button : null,
  };
}
