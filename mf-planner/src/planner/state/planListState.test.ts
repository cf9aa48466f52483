import { samplePlan } from '../components/samplePlan';
import { dropInList, listFocusTarget, moveInList, printReturn, type PrintReturn } from './planListState';
import type { Translate } from './tripDaysState';

const places = samplePlan.plan_places; // Taipei 101 (11), Shilin Night Market (12), Jiufen Old Street (13)
const t: Translate = (key, options) => `${key} ${JSON.stringify(options)}`;

describe("a stop of the plan's one list", () => {
  it('moves by its ↑ / ↓, announced with its new position, that button keeping the focus', () => {
    expect(moveInList(places, 2, 1, 'up', t)).toEqual({
      placeId: 13,
      to: 1,
      announce: 'planner.moved {"name":"Jiufen Old Street","position":2,"count":3}',
      focus: { placeId: 13, to: 1, button: 'up' },
    });
  });

  it('goes nowhere past either end or onto its own place', () => {
    expect(moveInList(places, 0, -1, 'up', t)).toBeNull();
    expect(moveInList(places, 2, 3, 'down', t)).toBeNull();
    expect(moveInList(places, 1, 1, undefined, t)).toBeNull();
  });

  it('dragged onto another stop takes its place, with no focus to keep; a place gone from the plan goes nowhere', () => {
    expect(dropInList(places, 11, 2, t)).toMatchObject({ placeId: 11, to: 2, focus: null });
    expect(dropInList(places, 99, 2, t)).toBeNull();
  });
});

describe('the focus after a move in the list', () => {
  const list = () => {
    const root = document.createElement('ol');
    root.innerHTML = [11, 12, 13]
      .map(
        (id, i) =>
          `<li data-place-id="${id}"><button data-move="up" ${i === 0 ? 'disabled' : ''}>↑</button>` +
          `<button data-move="down" ${i === 2 ? 'disabled' : ''}>↓</button></li>`,
      )
      .join('');
    return root;
  };
  const which = (el: HTMLElement | null | undefined) =>
    el && `${el.closest('li')?.getAttribute('data-place-id')} ${el.getAttribute('data-move')}`;

  it('waits until the stop shows in its new place', () => {
    expect(listFocusTarget(list(), [11, 12, 13], { placeId: 13, to: 1, button: 'up' })).toBeUndefined();
  });

  it('goes to the same button of the moved stop, or the other one at the top or bottom', () => {
    expect(which(listFocusTarget(list(), [11, 12, 13], { placeId: 12, to: 1, button: 'up' }))).toBe('12 up');
    expect(which(listFocusTarget(list(), [11, 12, 13], { placeId: 11, to: 0, button: 'up' }))).toBe('11 down');
    expect(which(listFocusTarget(list(), [11, 12, 13], { placeId: 13, to: 2, button: 'down' }))).toBe('13 up');
  });

  it('a stop gone from the list takes the focus nowhere', () => {
    expect(listFocusTarget(list(), [11, 12], { placeId: 99, to: 0, button: 'up' })).toBeNull();
  });
});

describe('back from the print view', () => {
  const button = document.createElement('button');
  const start: PrintReturn = { wasPrinting: false, pending: false };
  const look =
    (found: HTMLElement | null, elsewhere = false) =>
    () => ({ button: found, elsewhere });

  it('the print button takes the focus again once it shows', () => {
    const printing = printReturn(start, true, look(null)).next;
    const loading = printReturn(printing, false, look(null));
    expect(loading.focus).toBeNull();
    expect(loading.next.pending).toBe(true);
    const shown = printReturn(loading.next, false, look(button));
    expect(shown.focus).toBe(button);
    expect(shown.next).toEqual(start);
  });

  it('unless the focus went somewhere else meanwhile; and never without having printed', () => {
    const printing = printReturn(start, true, look(null)).next;
    const elsewhere = printReturn(printing, false, look(null, true));
    expect(elsewhere.focus).toBeNull();
    expect(elsewhere.next.pending).toBe(false);
    expect(printReturn(start, false, look(button)).focus).toBeNull();
  });
});
