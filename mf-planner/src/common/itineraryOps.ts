import type { Itinerary, TravelMode } from 'shared';
import { reconcileItinerary, type ItineraryStop } from '../itinerary';

// Edits of a plan's itinerary, each answering a new itinerary (never changing the one it is given). The plan's
// places stay the plan's: an edit only moves them between days, and a place in no day is unscheduled.

type Day = Itinerary['days'][number];

/** How a new day's legs are travelled until the traveller picks another mode. */
export const DEFAULT_TRAVEL_MODE: TravelMode = 'transit';

const stop = (placeId: number): ItineraryStop => ({
  place_id: placeId,
  start_time: null,
  stay_minutes: null,
  travel_mode: null,
});

const withDays = (it: Itinerary, days: Day[], placeIds: readonly number[]) =>
  reconcileItinerary({ ...it, days }, placeIds);

const mapDay = (it: Itinerary, index: number, f: (day: Day) => Day): Day[] =>
  it.days.map((d, i) => (i === index ? f(d) : d));

/**
 * A new day at the end. The first day of a plan takes every place of the plan (in the plan's order), so splitting
 * a list into days starts from the list as it was; a later day starts empty.
 */
export function addDay(it: Itinerary, placeIds: readonly number[], name = ''): Itinerary {
  const first = it.days.length === 0;
  const day: Day = {
    name,
    travel_mode: DEFAULT_TRAVEL_MODE,
    time_zone: null,
    stops: first ? it.unscheduled.map(stop) : [],
  };
  return withDays(it, [...it.days, day], placeIds);
}

/** The day taken out; its stops go back to the places in no day (the last day gone: the plan is one list again). */
export function removeDay(it: Itinerary, index: number, placeIds: readonly number[]): Itinerary {
  const days = it.days.filter((_, i) => i !== index);
  return withDays(days.length === 0 ? { ...it, start_date: null } : it, days, placeIds);
}

/** The day moved to position `to` among the days (its stops with it; the dates follow the new order). */
export function moveDay(it: Itinerary, from: number, to: number, placeIds: readonly number[]): Itinerary {
  if (to < 0 || to >= it.days.length || from === to) return it;
  const rest = it.days.filter((_, i) => i !== from);
  return withDays(it, [...rest.slice(0, to), it.days[from], ...rest.slice(to)], placeIds);
}

export function renameDay(it: Itinerary, index: number, name: string, placeIds: readonly number[]): Itinerary {
  return withDays(
    it,
    mapDay(it, index, (d) => ({ ...d, name })),
    placeIds,
  );
}

export function setDayMode(it: Itinerary, index: number, mode: TravelMode, placeIds: readonly number[]): Itinerary {
  return withDays(
    it,
    mapDay(it, index, (d) => ({ ...d, travel_mode: mode })),
    placeIds,
  );
}

export function setStartDate(it: Itinerary, date: string | null, placeIds: readonly number[]): Itinerary {
  return withDays({ ...it, start_date: date }, it.days, placeIds);
}

/** The plan's time zone (IANA), or null: none, so its times are read on each viewer's own clock. */
export function setTimeZone(it: Itinerary, zone: string | null, placeIds: readonly number[]): Itinerary {
  return withDays({ ...it, time_zone: zone }, it.days, placeIds);
}

/**
 * The place moved to day `to` (null: to the places in no day), keeping its time and stay: before the stop of place
 * `before` when that is in the day (a stop dropped onto another), else at the end.
 */
export function moveStopToDay(
  it: Itinerary,
  placeId: number,
  to: number | null,
  placeIds: readonly number[],
  before: number | null = null,
): Itinerary {
  const kept = it.days.flatMap((d) => d.stops).find((s) => s.place_id === placeId) ?? stop(placeId);
  const days = it.days.map((d, i) => {
    const stops = d.stops.filter((s) => s.place_id !== placeId);
    if (i !== to) return { ...d, stops };
    const at = before === null ? -1 : stops.findIndex((s) => s.place_id === before);
    return { ...d, stops: at < 0 ? [...stops, kept] : [...stops.slice(0, at), kept, ...stops.slice(at)] };
  });
  return withDays(it, days, placeIds);
}

/** The stop moved to position `to` of its own day. */
export function moveStopWithinDay(
  it: Itinerary,
  dayIndex: number,
  placeId: number,
  to: number,
  placeIds: readonly number[],
): Itinerary {
  return withDays(
    it,
    mapDay(it, dayIndex, (d) => {
      const moved = d.stops.find((s) => s.place_id === placeId);
      if (!moved || to < 0 || to >= d.stops.length) return d;
      const rest = d.stops.filter((s) => s.place_id !== placeId);
      return { ...d, stops: [...rest.slice(0, to), moved, ...rest.slice(to)] };
    }),
    placeIds,
  );
}

/** A stop's start time ("HH:MM", null: on arrival) or stay (minutes, null: the default). */
export function setStop(
  it: Itinerary,
  placeId: number,
  fields: Partial<Pick<ItineraryStop, 'start_time' | 'stay_minutes' | 'travel_mode'>>,
  placeIds: readonly number[],
): Itinerary {
  const days = it.days.map((d) => ({
    ...d,
    stops: d.stops.map((s) => (s.place_id === placeId ? { ...s, ...fields } : s)),
  }));
  return withDays(it, days, placeIds);
}

/**
 * The day's stops put in this order of their places (the order optimiseDay found, or the one it replaced), each
 * keeping its time and stay; a stop the order does not name stays after the named ones.
 */
export function orderDay(
  it: Itinerary,
  dayIndex: number,
  order: readonly number[],
  placeIds: readonly number[],
): Itinerary {
  const rank = (id: number) => (order.includes(id) ? order.indexOf(id) : order.length);
  return withDays(
    it,
    mapDay(it, dayIndex, (d) => ({ ...d, stops: [...d.stops].sort((a, b) => rank(a.place_id) - rank(b.place_id)) })),
    placeIds,
  );
}

/** What `PUT /plan/{id}/itinerary` takes: the itinerary without the places in no day. */
/** What a save of the days sends: the days, based on the version they were read at (the server refuses a save
 * without one, and one that would undo a later change). */
export const itineraryBody = ({ start_date, time_zone, days, version }: Itinerary) => ({
  start_date,
  time_zone,
  days,
  base_version: version,
});

/**
 * The plan's places in the order the days travel them (day by day, stop by stop), then the ones in no day in the
 * order they had: the order the server gives an account's plan when its days are stored, and a guest's plan too.
 */
export const daysOrder = (it: Itinerary): number[] => [
  ...it.days.flatMap((d) => d.stops.map((s) => s.place_id)),
  ...it.unscheduled,
];

/**
 * Places in the order the days travel them (see `daysOrder`); a place the days do not know goes after them, in the
 * order it had.
 */
export function inDaysOrder<P extends { id: number }>(places: readonly P[], it: Itinerary): P[] {
  const order = daysOrder(it);
  const rank = (id: number) => (order.includes(id) ? order.indexOf(id) : order.length);
  return [...places].sort((a, b) => rank(a.id) - rank(b.id));
}
