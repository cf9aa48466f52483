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
