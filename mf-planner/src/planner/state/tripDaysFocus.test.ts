import { focusTarget } from './tripDaysFocus';

/** Two days as the days' view marks them: day 1 with two stops, day 2 with one, then the places in no day. */
function days({ firstOnTop = true } = {}) {
  const root = document.createElement('div');
  root.innerHTML = `
    <section class="mfp-day" aria-labelledby="mfp-day-1"><h2 id="mfp-day-1" tabindex="-1">Day 1</h2>
      <button data-day-move="earlier" disabled>earlier</button><button data-day-move="later">later</button>
      <ol>
        <li data-stop-id="11"><button data-move="up" ${firstOnTop ? 'disabled' : ''}>↑</button><button data-move="down">↓</button><select data-day-select></select></li>
        <li data-stop-id="12"><button data-move="up">↑</button><button data-move="down" disabled>↓</button><select data-day-select></select></li>
      </ol>
    </section>
    <section class="mfp-day" aria-labelledby="mfp-day-2"><h2 id="mfp-day-2" tabindex="-1">Day 2</h2>
      <button data-day-move="earlier">earlier</button><button data-day-move="later" disabled>later</button>
    </section>
    <section class="mfp-day mfp-day--unscheduled" aria-labelledby="mfp-day-none"><h2 id="mfp-day-none">No day</h2>
      <ul><li data-stop-id="13"><select data-day-select></select></li></ul>
    </section>`;
  return root;
}
const describeEl = (el: HTMLElement | null) =>
  el &&
  `${el.closest('[data-stop-id]')?.getAttribute('data-stop-id') ?? el.closest('section')?.getAttribute('aria-labelledby')} ${el.tagName.toLowerCase()} ${el.getAttribute('data-move') ?? el.getAttribute('data-day-move') ?? ''}`.trim();

describe('the focus after an action', () => {
  it('stays on the control that moved a stop: its day select, its ↑ or ↓ (the other one at the top or bottom)', () => {
    const root = days();
    expect(describeEl(focusTarget(root, { kind: 'stop', placeId: 13, control: 'day' }))).toBe('13 select');
    expect(describeEl(focusTarget(root, { kind: 'stop', placeId: 12, control: 'up' }))).toBe('12 button up');
    expect(describeEl(focusTarget(root, { kind: 'stop', placeId: 12, control: 'down' }))).toBe('12 button up');
    expect(describeEl(focusTarget(root, { kind: 'stop', placeId: 11, control: 'up' }))).toBe('11 button down');
  });

  it("a stop moved out of the one day shown: that day's heading", () => {
    expect(describeEl(focusTarget(days(), { kind: 'stop', placeId: 99, control: 'day' }))).toBe('mfp-day-1 h2');
  });

  it('stays on the button that moved a day, or the other one at either end', () => {
    const root = days();
    expect(describeEl(focusTarget(root, { kind: 'dayMoved', to: 0, button: 'later' }))).toBe('mfp-day-1 button later');
    expect(describeEl(focusTarget(root, { kind: 'dayMoved', to: 0, button: 'earlier' }))).toBe(
      'mfp-day-1 button later',
    );
    expect(describeEl(focusTarget(root, { kind: 'dayMoved', to: 1, button: 'later' }))).toBe(
      'mfp-day-2 button earlier',
    );
  });

  it('a day removed: the heading of the day now in its place, or of the last day (never the places in no day)', () => {
    const root = days();
    expect(describeEl(focusTarget(root, { kind: 'dayHeading', index: 0 }))).toBe('mfp-day-1 h2');
    expect(describeEl(focusTarget(root, { kind: 'dayHeading', index: 2 }))).toBe('mfp-day-2 h2');
    expect(focusTarget(document.createElement('div'), { kind: 'dayHeading', index: 0 })).toBeNull();
  });
});
