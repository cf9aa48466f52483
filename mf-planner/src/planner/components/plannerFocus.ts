import { useLayoutEffect, useRef } from 'react';
import { printReturn, type PrintReturn } from '../state/planListState';

// Where the focus goes on the planner page when the part that had it goes away.

/**
 * The plan just split into days: its first day's heading takes the focus from the vanished button. Set the answer's
 * `current` to true on splitting.
 */
export function useFocusFirstDayAfterSplit() {
  const split = useRef(false);
  useLayoutEffect(() => {
    const first = split.current ? document.getElementById('mfp-day-1') : null;
    if (first) {
      split.current = false;
      first.focus();
    }
  });
  return split;
}

/** Back from the print view, the button that opened it takes the focus again (see printReturn). */
export function useFocusPrintAfterPrintView(printing: boolean) {
  const state = useRef<PrintReturn>({ wasPrinting: false, pending: false });
  useLayoutEffect(() => {
    const { next, focus } = printReturn(state.current, printing, () => ({
      button: document.querySelector<HTMLElement>('.mfp-planner button[data-print]'),
      elsewhere: document.activeElement !== null && document.activeElement !== document.body,
    }));
    state.current = next;
    focus?.focus();
  });
}

/** The stop (its place's id) an element of the days' list belongs to, or null outside a stop. */
export function stopIdOf(element: EventTarget | null): number | null {
  const stop = element instanceof Element ? element.closest<HTMLElement>('[data-stop-id]') : null;
  return stop ? Number(stop.dataset.stopId) : null;
}

/**
 * A pin of the map was chosen: its stop in the days' list takes the focus, on its name (the first thing of a stop a
 * keyboard reaches); the map highlights it in turn, as the list's focus says.
 */
export function focusStop(placeId: number): void {
  const stop = document.querySelector<HTMLElement>(`.mfp-planner [data-stop-id="${placeId}"]`);
  const target = stop?.querySelector<HTMLElement>('.mfp-stop__name a, a, button, input, select');
  target?.focus();
  stop?.scrollIntoView?.({ block: 'nearest' });
}
