import type { Itinerary, PlanOp, PlanWithPlaces } from 'shared';

// A plan's operations made and not sent yet (kept until the connection is back, perhaps by a page closed since)
// shown over the plan as read: applied here as the server applies them (`POST /plan/{id}/ops`). What the server
// would refuse (a day that is not there, a stop in no day) is left out: it is not what the plan will be.

type Day = Itinerary['days'][number];
type Stop = Day['stops'][number];

/** The operations that change the plan's own words, not its days (the rest are the days'). */
const PLAN_WORDS: ReadonlySet<PlanOp['op']> = new Set<PlanOp['op']>(['rename_plan', 'set_notes', 'set_place_notes']);

/** Whether operations change the plan's days (dates, days, stops), not only its name and notes. */
export function changesDays(ops: readonly PlanOp[]): boolean {
  return ops.some((op) => !PLAN_WORDS.has(op.op));
}

/** `items` with `item` put at `index` (absent or past the end: at the end). */
function insertAt<T>(items: readonly T[], item: T, index: number | undefined): T[] {
  const at = index === undefined ? items.length : Math.min(index, items.length);
  return [...items.slice(0, at), item, ...items.slice(at)];
}

const blankStop = (placeId: number): Stop => ({
  place_id: placeId,
  start_time: null,
  stay_minutes: null,
  travel_mode: null,
});

function stopOf(it: Itinerary, placeId: number): Stop | undefined {
  return it.days.flatMap((d) => d.stops).find((s) => s.place_id === placeId);
}

/** The itinerary without the place, in a day or in none. */
function without(it: Itinerary, placeId: number): Itinerary {
  return {
    ...it,
    days: it.days.map((d) => ({ ...d, stops: d.stops.filter((s) => s.place_id !== placeId) })),
    unscheduled: it.unscheduled.filter((id) => id !== placeId),
  };
}

/** The stop put into day `day` at `index`, or in no day (day null: last of the unscheduled). */
function placed(it: Itinerary, stop: Stop, day: number | null, index: number | undefined): Itinerary {
  if (day === null) return { ...it, unscheduled: [...it.unscheduled, stop.place_id] };
  return { ...it, days: it.days.map((d, n) => (n === day ? { ...d, stops: insertAt(d.stops, stop, index) } : d)) };
}

function withDay(it: Itinerary, day: number, change: (d: Day) => Day): Itinerary {
  return { ...it, days: it.days.map((d, n) => (n === day ? change(d) : d)) };
}

function applyDaysOp(it: Itinerary, op: PlanOp): Itinerary {
  const hasDay = (day: number | null | undefined) => day == null || (day >= 0 && day < it.days.length);
  const inItinerary = (placeId: number) => it.unscheduled.includes(placeId) || stopOf(it, placeId) !== undefined;
  switch (op.op) {
    case 'set_dates':
      return { ...it, start_date: op.start_date, time_zone: op.time_zone };
    case 'add_stop':
      if (inItinerary(op.place_id) || !hasDay(op.day)) return it;
      return placed(it, blankStop(op.place_id), op.day ?? null, op.index);
    case 'move_stop':
      if (!inItinerary(op.place_id) || !hasDay(op.day)) return it;
      return placed(without(it, op.place_id), stopOf(it, op.place_id) ?? blankStop(op.place_id), op.day, op.index);
    case 'remove_stop':
      return without(it, op.place_id);
    case 'set_stop': {
      const stop = stopOf(it, op.place_id);
      if (!stop) return it;
      const set: Stop = {
        ...stop,
        ...(op.start_time !== undefined ? { start_time: op.start_time } : {}),
        ...(op.stay_minutes !== undefined ? { stay_minutes: op.stay_minutes } : {}),
        ...(op.travel_mode !== undefined ? { travel_mode: op.travel_mode } : {}),
      };
      return { ...it, days: it.days.map((d) => ({ ...d, stops: d.stops.map((s) => (s === stop ? set : s)) })) };
    }
    case 'add_day': {
      const day: Day = {
        name: op.name?.trim() ?? '',
        travel_mode: op.travel_mode ?? 'walk',
        time_zone: null,
        stops: [],
      };
      return { ...it, days: insertAt(it.days, day, op.index) };
    }
    case 'remove_day':
      if (!hasDay(op.day)) return it;
      // its stops stay in the plan, in no day
      return {
        ...it,
        days: it.days.filter((_, n) => n !== op.day),
        unscheduled: [...it.unscheduled, ...it.days[op.day].stops.map((s) => s.place_id)],
      };
    case 'rename_day':
      return hasDay(op.day) ? withDay(it, op.day, (d) => ({ ...d, name: op.name.trim() })) : it;
    case 'set_day_mode':
      return hasDay(op.day) ? withDay(it, op.day, (d) => ({ ...d, travel_mode: op.travel_mode })) : it;
    case 'move_day': {
      if (!hasDay(op.day) || !hasDay(op.to)) return it;
      const rest = it.days.filter((_, n) => n !== op.day);
      return { ...it, days: insertAt(rest, it.days[op.day], op.to) };
    }
    default:
      return it;
  }
}

/** The days with the operations applied in order (the same days, unchanged, when none of them changes days). */
export function itineraryWithOps(it: Itinerary, ops: readonly PlanOp[]): Itinerary {
  return changesDays(ops) ? ops.reduce(applyDaysOp, it) : it;
}

/**
 * The plan with its name, notes and places' notes as the operations set them, in order (the same plan, unchanged,
 * when none of them does). A blank name is not a name (the server refuses it).
 */
export function planWithOps(plan: PlanWithPlaces, ops: readonly PlanOp[]): PlanWithPlaces {
  return ops.reduce((p, op) => {
    switch (op.op) {
      case 'rename_plan':
        return op.plan_name.trim() ? { ...p, plan_name: op.plan_name.trim() } : p;
      case 'set_notes':
        return { ...p, notes: op.notes };
      case 'set_place_notes':
        return { ...p, plan_places: p.plan_places.map((q) => (q.id === op.place_id ? { ...q, notes: op.notes } : q)) };
      default:
        return p;
    }
  }, plan);
}
