import type { FocusAfter } from './tripDaysState';

/**
 * The element that takes the focus once the days show the action's result, within the days' root: a stop's control
 * (↑ or ↓ at the top or bottom is disabled: the other one; a stop moved out of the one day shown: that day's
 * heading); a moved day's earlier / later button (the other one at either end); or, a day removed, the heading of
 * the day now in its place (or of the one before it, the last removed).
 */
export function focusTarget(root: ParentNode, focus: FocusAfter): HTMLElement | null {
  const firstDayHeading = () => root.querySelector<HTMLElement>('.mfp-day:not(.mfp-day--unscheduled) h2');
  switch (focus.kind) {
    case 'dayMoved': {
      const section = root.querySelector(`section[aria-labelledby="mfp-day-${focus.to + 1}"]`);
      const other = focus.button === 'earlier' ? 'later' : 'earlier';
      return (
        section?.querySelector<HTMLElement>(`button[data-day-move="${focus.button}"]:not(:disabled)`) ??
        section?.querySelector<HTMLElement>(`button[data-day-move="${other}"]:not(:disabled)`) ??
        null
      );
    }
    case 'dayHeading': {
      const headings = root.querySelectorAll<HTMLElement>('.mfp-day:not(.mfp-day--unscheduled) h2');
      return headings[Math.min(focus.index, headings.length - 1)] ?? null;
    }
    case 'stop': {
      const stop = root.querySelector(`[data-stop-id="${focus.placeId}"]`);
      const find = (selector: string) => stop?.querySelector<HTMLElement>(selector) ?? null;
      const other = focus.control === 'up' ? 'down' : 'up';
      const target =
        focus.control === 'day'
          ? find('select[data-day-select]')
          : (find(`button[data-move="${focus.control}"]:not(:disabled)`) ??
            find(`button[data-move="${other}"]:not(:disabled)`));
      return target ?? firstDayHeading();
    }
  }
}
