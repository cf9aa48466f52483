import type { Itinerary, PlanOp } from 'shared';
import {
  addDay,
  moveDay,
  moveStopToDay,
  moveStopWithinDay,
  orderDay,
  removeDay,
  renameDay,
  setDayMode,
  setStartDate,
  setStop,
} from './itineraryOps';
import { itineraryOps, planFieldOps, queueOps, settleFieldConflict } from './planEditOps';
import { itineraryWithOps } from './unsentOps';

type Day = Itinerary['days'][number];
const stop = (place_id: number) => ({ place_id, start_time: null, stay_minutes: null, travel_mode: null });
const day = (name: string, ids: number[]): Day => ({
  name,
  travel_mode: 'walk',
  time_zone: null,
  stops: ids.map(stop),
});
const placeIds = [1, 2, 3, 4, 5];
/** Day 1 "Old town": 1 → 2; day 2 "Harbour": 3; day 3 "Hills": empty; 4 and 5 in no day. */
const trip: Itinerary = {
  start_date: '2026-12-05',
  time_zone: 'Asia/Taipei',
  days: [day('Old town', [1, 2]), day('Harbour', [3]), day('Hills', [])],
  unscheduled: [4, 5],
};

const check = (after: Itinerary, expected: PlanOp[]) => {
  const ops = itineraryOps(trip, after);
  expect(ops).toEqual(expected);
  // (applied as the server applies them, they make the edit)
  expect(itineraryWithOps(trip, ops).days).toEqual(after.days);
};

describe('itineraryOps: an edit of the days as the operations that make it', () => {
  test('nothing changed: no operation', () => {
    expect(itineraryOps(trip, { ...trip })).toEqual([]);
  });

  test('a day renamed: only its name', () => {
    check(renameDay(trip, 1, 'Port', placeIds), [{ op: 'rename_day', day: 1, name: 'Port' }]);
  });

  test("a day's mode", () => {
    check(setDayMode(trip, 0, 'drive', placeIds), [{ op: 'set_day_mode', day: 0, travel_mode: 'drive' }]);
  });

  test('a day added at the end', () => {
    check(addDay(trip, placeIds, 'Beach'), [{ op: 'add_day', name: 'Beach', travel_mode: 'transit', index: 3 }]);
  });

  test("a plan's first day takes its places: the day, then each place moved into it", () => {
    const list: Itinerary = { ...trip, days: [], unscheduled: [1, 2] };
    const after = addDay(list, [1, 2]);
    expect(itineraryOps(list, after)).toEqual([
      { op: 'add_day', name: '', travel_mode: 'transit', index: 0 },
      { op: 'move_stop', place_id: 1, day: 0, index: 0 },
      { op: 'move_stop', place_id: 2, day: 0, index: 1 },
    ]);
  });

  test('a day removed: its stops go to no day with it', () => {
    check(removeDay(trip, 1, placeIds), [{ op: 'remove_day', day: 1 }]);
  });

  test('a day moved: one move, not a rename of every day', () => {
    check(moveDay(trip, 0, 2, placeIds), [{ op: 'move_day', day: 0, to: 2 }]);
  });

  test('a stop moved to another day, before another stop', () => {
    check(moveStopToDay(trip, 1, 1, placeIds, 3), [{ op: 'move_stop', place_id: 1, day: 1, index: 0 }]);
  });

  test('a place in no day added to a day (a stop added)', () => {
    check(moveStopToDay(trip, 4, 0, placeIds), [{ op: 'move_stop', place_id: 4, day: 0, index: 2 }]);
  });

  test('a stop taken out of its day', () => {
    check(moveStopToDay(trip, 2, null, placeIds), [{ op: 'move_stop', place_id: 2, day: null }]);
  });

  test('a stop moved within its day, and a day put in another order', () => {
    check(moveStopWithinDay(trip, 0, 2, 0, placeIds), [{ op: 'move_stop', place_id: 2, day: 0, index: 0 }]);
    check(orderDay(trip, 0, [2, 1], placeIds), [{ op: 'move_stop', place_id: 2, day: 0, index: 0 }]);
  });

  test("a stop's time, stay and mode: only the fields that changed", () => {
    check(setStop(trip, 3, { start_time: '09:30' }, placeIds), [{ op: 'set_stop', place_id: 3, start_time: '09:30' }]);
    check(setStop(trip, 1, { stay_minutes: 90, travel_mode: 'drive' }, placeIds), [
      { op: 'set_stop', place_id: 1, stay_minutes: 90, travel_mode: 'drive' },
    ]);
  });

  test('a moved stop keeps its settings: none sent again', () => {
    const timed = setStop(trip, 1, { start_time: '10:00' }, placeIds);
    expect(itineraryOps(timed, moveStopToDay(timed, 1, 2, placeIds))).toEqual([
      { op: 'move_stop', place_id: 1, day: 2, index: 0 },
    ]);
  });

  test('the dates', () => {
    check(setStartDate(trip, null, placeIds), [{ op: 'set_dates', start_date: null, time_zone: 'Asia/Taipei' }]);
  });

  test('a place gone from the plan, another new in a day', () => {
    const after: Itinerary = { ...trip, days: [day('Old town', [1, 6]), day('Harbour', [3]), day('Hills', [])] };
    check(after, [
      { op: 'remove_stop', place_id: 2 },
      { op: 'add_stop', place_id: 6, day: 0, index: 1 },
    ]);
  });

  test('many changes at once: the operations make them all', () => {
    const after: Itinerary = {
      ...trip,
      days: [{ ...day('Hills', [5, 1]), travel_mode: 'drive' }, day('Old town', [3, 2])],
      unscheduled: [4],
    };
    after.days[1].stops[0] = { ...after.days[1].stops[0], stay_minutes: 45 };
    expect(itineraryWithOps(trip, itineraryOps(trip, after)).days).toEqual(after.days);
  });
});

describe('planFieldOps', () => {
  const plan = { plan_name: 'Taipei', notes: 'Bring an umbrella' };
  test('the name and the notes, each only when it changed', () => {
    expect(planFieldOps(plan, { plan_name: 'Taipei in May', notes: plan.notes })).toEqual([
      { op: 'rename_plan', plan_name: 'Taipei in May' },
    ]);
    expect(planFieldOps(plan, { notes: '' })).toEqual([{ op: 'set_notes', notes: '' }]);
    expect(planFieldOps(plan, { plan_name: '  ' })).toEqual([]);
  });
});

describe('queueOps', () => {
  test('each key typed in a name is one operation waiting; other operations stay in their order', () => {
    const typed = ['P', 'Po', 'Por'].reduce<PlanOp[]>(
      (q, name) => queueOps(q, [{ op: 'rename_day', day: 0, name }]),
      [{ op: 'move_stop', place_id: 1, day: 1 }],
    );
    expect(typed).toEqual([
      { op: 'move_stop', place_id: 1, day: 1 },
      { op: 'rename_day', day: 0, name: 'Por' },
    ]);
    expect(queueOps(typed, [{ op: 'rename_day', day: 1, name: 'x' }])).toHaveLength(3);
  });

  test("a stop's settings one after another are sent as one", () => {
    expect(
      queueOps(
        [{ op: 'set_stop', place_id: 3, start_time: '09:00' }],
        [
          { op: 'set_stop', place_id: 3, start_time: '09:30' },
          { op: 'set_stop', place_id: 3, stay_minutes: 30 },
        ],
      ),
    ).toEqual([{ op: 'set_stop', place_id: 3, start_time: '09:30', stay_minutes: 30 }]);
  });
});

describe('settleFieldConflict: my name and notes, refused because someone changed them meanwhile', () => {
  const base = { plan_name: 'Taipei', notes: 'Umbrella' };

  test('both renamed the plan: the person chooses; nothing is sent meanwhile', () => {
    expect(
      settleFieldConflict(base, { plan_name: 'Mine', notes: 'Umbrella' }, { ...base, plan_name: 'Theirs' }),
    ).toEqual({ ops: [], notesMerged: false, name: { mine: 'Mine', theirs: 'Theirs' } });
  });

  test('both renamed it alike, or only I did: no choice', () => {
    expect(settleFieldConflict(base, { plan_name: 'Same' }, { ...base, plan_name: 'Same' }).name).toBeNull();
    expect(settleFieldConflict(base, { plan_name: 'Mine' }, { ...base, notes: 'Theirs' })).toEqual({
      ops: [{ op: 'rename_plan', plan_name: 'Mine' }],
      notesMerged: false,
      name: null,
    });
  });

  test('both changed the notes: both texts are sent, merged', () => {
    expect(
      settleFieldConflict(base, { notes: 'Umbrella\nPassports' }, { ...base, notes: 'Umbrella\nSunscreen' }),
    ).toEqual({ ops: [{ op: 'set_notes', notes: 'Umbrella\nPassports\nSunscreen' }], notesMerged: true, name: null });
  });
});
