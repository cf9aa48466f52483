import { MAX_STAY_MINUTES, type Itinerary } from 'shared';
import { sampleElephantMountain, samplePlan, sampleStop } from '../components/samplePlan';
import { NO_LEGS } from './dayFigures';
import {
  initialTripDaysState,
  shownOptimisation,
  stayMinutes,
  tripDaysAction,
  tripDaysReducer,
  type TripDaysAction,
  type TripDaysOutcome,
  type TripDaysState,
  type Translate,
} from './tripDaysState';

const [taipei, shilin, jiufen] = samplePlan.plan_places;
const elephant = sampleElephantMountain;
const plan = { plan_places: [taipei, shilin, jiufen, elephant] };
const placeIds = plan.plan_places.map((p) => p.id);

/** The strings as their keys and values, so a test reads what was said. */
const t: Translate = (key, options) => (options ? `${key} ${JSON.stringify(options)}` : key);

const day = (name: string, ids: number[], travel_mode: Itinerary['days'][number]['travel_mode'] = 'transit') => ({
  name,
  travel_mode,
  time_zone: null,
  stops: ids.map((id) => sampleStop(id)),
});

/** Day 1 "City": Taipei 101 → Jiufen → Shilin → Elephant Mountain (there and back twice); day 2 empty. */
const twoDays: Itinerary = {
  start_date: '2026-12-05',
  time_zone: 'Asia/Taipei',
  days: [day('City', [11, 13, 12, 14]), day('', [])],
  unscheduled: [],
};

const decide = (
  action: TripDaysAction,
  { state = initialTripDaysState, it = twoDays, shownDay = null as number | null } = {},
) =>
  tripDaysAction(state, action, {
    source: { plan, itinerary: it, zone: 'Asia/Taipei', realLegs: NO_LEGS },
    shownDay,
    t,
  });

/** The itinerary after the outcome's edit. */
const edited = (o: TripDaysOutcome, it = twoDays) => o.change!(it, placeIds);
/** What the days show after the outcome's updates. */
const shown = (o: TripDaysOutcome, state = initialTripDaysState) => o.updates.reduce(tripDaysReducer, state);
const stopsOf = (it: Itinerary) => it.days.map((d) => d.stops.map((s) => s.place_id));

describe('the days', () => {
  it('a day is added at the end; the first one takes every place of the plan (the plan split into days)', () => {
    const none: Itinerary = { start_date: null, time_zone: null, days: [], unscheduled: placeIds };
    const split = edited(decide({ type: 'addDay' }, { it: none }), none);
    expect(stopsOf(split)).toEqual([placeIds]);
    expect(stopsOf(edited(decide({ type: 'addDay' })))).toEqual([[11, 13, 12, 14], [], []]);
  });

  it('is renamed, and given its mode', () => {
    expect(edited(decide({ type: 'renameDay', day: 1, name: 'Coast' })).days[1].name).toBe('Coast');
    expect(edited(decide({ type: 'setDayMode', day: 1, mode: 'drive' })).days[1].travel_mode).toBe('drive');
  });

  it('moves earlier or later, its button keeping the focus, announced, the optimisation shown forgotten', () => {
    const state = { ...initialTripDaysState, optimised: { day: 0, before: [1], after: [1] } };
    const o = decide({ type: 'moveDay', day: 0, button: 'later' }, { state });
    expect(stopsOf(edited(o))).toEqual([[], [11, 13, 12, 14]]);
    expect(o.focus).toEqual({ kind: 'dayMoved', to: 1, button: 'later' });
    expect(shown(o, state)).toMatchObject({ optimised: null, announce: 'itinerary.dayMoved {"number":2}' });
    expect(o.showDay).toBeUndefined();
  });

  it('the day shown alone stays shown in its new place; a day at either end goes no further', () => {
    expect(decide({ type: 'moveDay', day: 1, button: 'earlier' }, { shownDay: 1 }).showDay).toBe(0);
    for (const o of [
      decide({ type: 'moveDay', day: 0, button: 'earlier' }),
      decide({ type: 'moveDay', day: 1, button: 'later' }),
    ])
      expect(o).toEqual({ change: null, updates: [], focus: null });
  });

  it('is removed, its stops in no day, the heading in its place taking the focus; the day shown alone is gone', () => {
    const o = decide({ type: 'removeDay', day: 0 });
    const after = edited(o);
    expect(stopsOf(after)).toEqual([[]]);
    expect(after.unscheduled).toEqual(placeIds);
    expect(o.focus).toEqual({ kind: 'dayHeading', index: 0 });
    expect(o.showDay).toBeUndefined();
    expect(decide({ type: 'removeDay', day: 0 }, { shownDay: 0 }).showDay).toBeNull();
  });

  it('start on a date (none when cleared) in a zone', () => {
    expect(edited(decide({ type: 'setStartDate', date: '2027-01-02' })).start_date).toBe('2027-01-02');
    expect(edited(decide({ type: 'setStartDate', date: '' })).start_date).toBeNull();
    expect(edited(decide({ type: 'setTimeZone', zone: 'Europe/Paris' })).time_zone).toBe('Europe/Paris');
  });
});

describe('a stop', () => {
  const stopOf = (it: Itinerary, placeId: number) =>
    it.days.flatMap((d) => d.stops).find((s) => s.place_id === placeId);

  it('starts at a time as typed (none when cleared), and stays whole minutes within a day', () => {
    expect(stopOf(edited(decide({ type: 'setStartTime', placeId: 12, time: '09:30' })), 12)?.start_time).toBe('09:30');
    expect(stopOf(edited(decide({ type: 'setStartTime', placeId: 12, time: '' })), 12)?.start_time).toBeNull();
    expect(stopOf(edited(decide({ type: 'setStay', placeId: 12, minutes: '45.4' })), 12)?.stay_minutes).toBe(45);
    expect([stayMinutes(''), stayMinutes('-5'), stayMinutes('99999'), stayMinutes('1e999')]).toEqual([
      null,
      0,
      MAX_STAY_MINUTES,
      null,
    ]);
  });

  it("is reached by the leg's own mode; the day's mode is stored as none", () => {
    expect(stopOf(edited(decide({ type: 'setLegMode', day: 0, placeId: 13, mode: 'walk' })), 13)?.travel_mode).toBe(
      'walk',
    );
    const walked = {
      ...twoDays,
      days: [{ ...twoDays.days[0], stops: [sampleStop(11), { ...sampleStop(13), travel_mode: 'walk' as const }] }],
    };
    const o = decide({ type: 'setLegMode', day: 0, placeId: 13, mode: 'transit' }, { it: walked });
    expect(stopOf(edited(o, walked), 13)?.travel_mode).toBeNull();
  });

  it('moves to the day chosen in its select (or to no day), the select keeping the focus, announced', () => {
    const o = decide({ type: 'chooseDay', placeId: 12, to: 1 });
    expect(stopsOf(edited(o))).toEqual([[11, 13, 14], [12]]);
    expect(o.focus).toEqual({ kind: 'stop', placeId: 12, control: 'day' });
    expect(shown(o).announce).toBe(
      'itinerary.moved {"name":"Shilin Night Market","day":"itinerary.day {\\"number\\":2}"}',
    );
    const named = decide({ type: 'chooseDay', placeId: 12, to: 0 });
    expect(shown(named).announce).toContain('itinerary.dayTitle');
    const out = decide({ type: 'chooseDay', placeId: 12, to: null });
    expect(edited(out).unscheduled).toEqual([12]);
    expect(shown(out).announce).toBe('itinerary.moved {"name":"Shilin Night Market","day":"itinerary.noDay"}');
  });

  it('moves up or down its day, that button keeping the focus', () => {
    const o = decide({ type: 'moveStop', day: 0, placeId: 12, to: 0, control: 'up' });
    expect(stopsOf(edited(o))[0]).toEqual([12, 11, 13, 14]);
    expect(o.focus).toEqual({ kind: 'stop', placeId: 12, control: 'up' });
    expect(o.updates).toEqual([]);
  });
});

describe('a stop dragged with the mouse', () => {
  const dragging = shown(decide({ type: 'dragStart', placeId: 12 }));

  it('is marked while dragged, and the day under it too; nothing is dropped without a drag', () => {
    expect(dragging.dragging).toBe(12);
    const over = decide({ type: 'dragOver', to: 1 }, { state: dragging });
    expect(over.accepted).toBe(true);
    expect(shown(over, dragging).dropOn).toBe(1);
    expect(shown(decide({ type: 'dragOver', to: null }, { state: dragging }), dragging).dropOn).toBe('none');
    expect(decide({ type: 'dragOver', to: 1 })).toEqual({ change: null, updates: [], focus: null });
    expect(decide({ type: 'drop', to: 1, before: null })).toEqual({ change: null, updates: [], focus: null });
    expect(shown(decide({ type: 'dragEnd' }), shown(over, dragging))).toMatchObject({ dragging: null, dropOn: null });
  });

  it('lands before the stop it is dropped on, else at the end, or in no day; announced', () => {
    const before = decide({ type: 'drop', to: 0, before: 11 }, { state: dragging });
    expect(before.accepted).toBe(true);
    expect(stopsOf(edited(before))[0]).toEqual([12, 11, 13, 14]);
    expect(shown(before, dragging)).toMatchObject({ dragging: null, dropOn: null });
    expect(shown(before, dragging).announce).toContain('"name":"Shilin Night Market"');
    expect(stopsOf(edited(decide({ type: 'drop', to: 1, before: null }, { state: dragging })))).toEqual([
      [11, 13, 14],
      [12],
    ]);
    expect(edited(decide({ type: 'drop', to: null, before: null }, { state: dragging })).unscheduled).toEqual([12]);
    expect(before.focus).toBeNull();
  });

  it('dropped on itself moves nothing, and the drag ends', () => {
    const o = decide({ type: 'drop', to: 0, before: 12 }, { state: dragging });
    expect(o.change).toBeNull();
    expect(o.accepted).toBe(true);
    expect(shown(o, dragging)).toEqual(initialTripDaysState);
  });
});

describe('optimising a day', () => {
  it('puts the day in the shortest order found, shown with Undo while the day keeps it', () => {
    const o = decide({ type: 'optimise', day: 0 });
    const after = edited(o);
    expect(stopsOf(after)[0]).toEqual([11, 14, 12, 13]);
    const state = shown(o);
    expect(state.optimised).toEqual({ day: 0, before: [11, 13, 12, 14], after: [11, 14, 12, 13] });
    expect(shownOptimisation(state, 0, [11, 14, 12, 13])).toBe(state.optimised);
    expect(shownOptimisation(state, 0, [11, 12, 14, 13])).toBeNull();
    expect(shownOptimisation(state, 1, [11, 14, 12, 13])).toBeNull();
  });

  it('keeps the last stop when asked', () => {
    const keep = shown(decide({ type: 'keepLast', day: 0, keep: true }));
    expect(keep.keepLast).toEqual({ 0: true });
    // Elephant Mountain stays last: the rest in the shortest order before it
    expect(stopsOf(edited(decide({ type: 'optimise', day: 0 }, { state: keep })))[0]).toEqual([11, 12, 13, 14]);
    expect(shown(decide({ type: 'keepLast', day: 1, keep: true }), keep).keepLast).toEqual({ 0: true, 1: true });
  });

  it('an order already the shortest is kept: nothing changes, and that is shown', () => {
    const best = { ...twoDays, days: [day('', [11, 14, 12, 13])] };
    const o = decide({ type: 'optimise', day: 0 }, { it: best });
    expect(o.change).toBeNull();
    expect(shown(o).optimised).toEqual({ day: 0, before: [11, 14, 12, 13], after: [11, 14, 12, 13] });
  });

  it('Undo puts back the order before, announced; without an optimisation it does nothing', () => {
    const optimised = shown(decide({ type: 'optimise', day: 0 }));
    const after = edited(decide({ type: 'optimise', day: 0 }));
    const o = decide({ type: 'undo' }, { state: optimised, it: after });
    expect(stopsOf(edited(o, after))[0]).toEqual([11, 13, 12, 14]);
    expect(shown(o, optimised)).toMatchObject({ optimised: null, announce: 'itinerary.undone' });
    expect(decide({ type: 'undo' })).toEqual({ change: null, updates: [], focus: null });
  });
});

describe('what the days show', () => {
  it('changes only by its updates', () => {
    const s: TripDaysState = tripDaysReducer(initialTripDaysState, { type: 'announce', text: 'x' });
    expect(s).toEqual({ ...initialTripDaysState, announce: 'x' });
    expect(initialTripDaysState).toEqual({ announce: '', keepLast: {}, optimised: null, dragging: null, dropOn: null });
  });
});
