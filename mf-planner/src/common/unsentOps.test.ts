import type { Itinerary, PlanOp, PlanWithPlaces } from 'shared';
import { reconcileItinerary } from '../itinerary';
import { addDay, moveStopToDay, removeDay, renameDay, setStop } from './itineraryOps';
import { itineraryOps } from './planEditOps';
import { changesDays, itineraryWithOps, planWithOps } from './unsentOps';

type Day = Itinerary['days'][number];
const stop = (place_id: number) => ({ place_id, start_time: null, stay_minutes: null, travel_mode: null });
const day = (name: string, ids: number[]): Day => ({
  name,
  travel_mode: 'walk',
  time_zone: null,
  stops: ids.map(stop),
});
const placeIds = [1, 2, 3, 4];
/** Day 1 "Harbour": 1 → 2; day 2 "Hills": 3; 4 in no day; read at version 7. */
const trip: Itinerary = {
  start_date: '2027-05-01',
  time_zone: null,
  days: [day('Harbour', [1, 2]), day('Hills', [3])],
  unscheduled: [4],
  version: 7,
};

describe('itineraryWithOps: the days with the operations not sent yet over them', () => {
  test('the calls kept offline, one after another, show the days as the person left them', () => {
    // a stop's time changed, then (a call of its own, made while the first waited) a day added and a stop put in it
    const first = setStop(trip, 1, { start_time: '10:15' }, placeIds);
    const second = moveStopToDay(addDay(first, placeIds, 'Beach'), 4, 2, placeIds);
    const ops = [...itineraryOps(trip, first), ...itineraryOps(first, second)];
    const shown = itineraryWithOps(trip, ops);
    expect(reconcileItinerary(shown, placeIds)).toEqual(reconcileItinerary(second, placeIds));
    expect(shown.days[0].stops[0].start_time).toBe('10:15');
    expect(shown.days[2]).toMatchObject({ name: 'Beach', stops: [{ place_id: 4 }] });
    // the version is the one read: the next call is sent behind these, based on the version they make
    expect(shown.version).toBe(7);
  });

  test('a day removed sends its stops to no day; a day renamed; a stop taken out of its day', () => {
    const after = renameDay(moveStopToDay(removeDay(trip, 1, placeIds), 2, null, placeIds), 0, 'Port', placeIds);
    const shown = reconcileItinerary(itineraryWithOps(trip, itineraryOps(trip, after)), placeIds);
    expect(shown).toEqual(reconcileItinerary(after, placeIds));
    expect(shown.days).toEqual([{ ...day('Port', [1]) }]);
    expect(shown.unscheduled).toEqual([2, 3, 4]);
  });

  test('a stop removed, a stop added, dates set', () => {
    const ops: PlanOp[] = [
      { op: 'remove_stop', place_id: 2 },
      { op: 'add_stop', place_id: 9, day: 1, index: 0 },
      { op: 'set_dates', start_date: '2027-06-01', time_zone: 'Asia/Taipei' },
    ];
    const shown = itineraryWithOps(trip, ops);
    expect(shown.days.map((d) => d.stops.map((s) => s.place_id))).toEqual([[1], [9, 3]]);
    expect([shown.start_date, shown.time_zone]).toEqual(['2027-06-01', 'Asia/Taipei']);
  });

  test('what the server would refuse is left out: a day that is not there, a place already in the plan', () => {
    const ops: PlanOp[] = [
      { op: 'rename_day', day: 5, name: 'Nowhere' },
      { op: 'add_stop', place_id: 1, day: 1 },
      { op: 'set_stop', place_id: 4, start_time: '08:00' },
      { op: 'move_day', day: 0, to: 9 },
    ];
    expect(itineraryWithOps(trip, ops)).toEqual(trip);
  });

  test("operations of the plan's name and notes leave the days as they are (the same days)", () => {
    const ops: PlanOp[] = [
      { op: 'rename_plan', plan_name: 'Island hopping' },
      { op: 'set_notes', notes: 'Ferry at nine' },
    ];
    expect(changesDays(ops)).toBe(false);
    expect(itineraryWithOps(trip, ops)).toBe(trip);
    expect(changesDays([...ops, { op: 'set_stop', place_id: 1, stay_minutes: 30 }])).toBe(true);
  });
});

describe("planWithOps: the plan's name and notes with the operations not sent yet over them", () => {
  const plan = {
    id: 7,
    plan_name: 'Trip',
    notes: '',
    version: 7,
    plan_places: [
      { id: 1, notes: '' },
      { id: 2, notes: 'old' },
    ],
  } as unknown as PlanWithPlaces;

  test('renamed, its notes and a place’s notes set, in order (the last one set wins)', () => {
    const shown = planWithOps(plan, [
      { op: 'rename_plan', plan_name: 'Island hopping' },
      { op: 'set_notes', notes: 'Ferry at nine' },
      { op: 'set_place_notes', place_id: 2, notes: 'Bring cash' },
      { op: 'set_notes', notes: 'Ferry at ten' },
    ]);
    expect(shown.plan_name).toBe('Island hopping');
    expect(shown.notes).toBe('Ferry at ten');
    expect(shown.plan_places.map((p) => p.notes)).toEqual(['', 'Bring cash']);
    expect(shown.version).toBe(7);
  });

  test('a blank name is no name; operations of the days leave the plan as it is', () => {
    expect(planWithOps(plan, [{ op: 'rename_plan', plan_name: '  ' }]).plan_name).toBe('Trip');
    expect(planWithOps(plan, [{ op: 'set_stop', place_id: 1, start_time: '09:00' }])).toBe(plan);
  });
});
