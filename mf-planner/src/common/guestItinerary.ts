import { isTravelMode, parseClock } from 'contract/format';
import { MAX_STAY_MINUTES, type Itinerary } from 'shared';
import { emptyItinerary, reconcileItinerary } from '../itinerary';
import { DEFAULT_TRAVEL_MODE } from './itineraryOps';

/**
 * Browser storage key of a guest's days, beside the `plan` key that keeps the guest's plan: the plan's key keeps
 * the shape every build has written, and the days live next to it.
 */
export const GUEST_ITINERARY_STORAGE_KEY = 'plan_itinerary';

function defaultStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    // storage can be disabled (privacy settings, sandboxed frames)
    return null;
  }
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const text = (x: unknown) => (typeof x === 'string' ? x : null);
const date = (x: unknown) => (typeof x === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(x) ? x : null);

/**
 * What is stored, read as an itinerary of the plan with these places: wrong-typed fields (an older build, a hand
 * edit) fall back to their defaults, and reconcileItinerary makes the days agree with the plan.
 */
export function parseGuestItinerary(raw: string | null, placeIds: readonly number[]): Itinerary {
  let value: unknown = null;
  try {
    value = raw ? JSON.parse(raw) : null;
  } catch {
    value = null;
  }
  if (!isRecord(value) || !Array.isArray(value.days)) return emptyItinerary([...placeIds]);
  const days = value.days.filter(isRecord).map((d) => ({
    name: (text(d.name) ?? '').slice(0, 100),
    travel_mode: isTravelMode(d.travel_mode) ? d.travel_mode : DEFAULT_TRAVEL_MODE,
    time_zone: text(d.time_zone),
    stops: (Array.isArray(d.stops) ? d.stops : []).filter(isRecord).flatMap((s) => {
      const id = Number(s.place_id);
      if (!Number.isInteger(id) || id < 1) return [];
      const start = text(s.start_time);
      const stay = s.stay_minutes;
      return [
        {
          place_id: id,
          start_time: start !== null && parseClock(start) !== null ? start : null,
          stay_minutes:
            typeof stay === 'number' && Number.isInteger(stay) && stay >= 0 && stay <= MAX_STAY_MINUTES ? stay : null,
          travel_mode: isTravelMode(s.travel_mode) ? s.travel_mode : null,
        },
      ];
    }),
  }));
  return reconcileItinerary(
    { start_date: date(value.start_date), time_zone: text(value.time_zone), days, unscheduled: [] },
    placeIds,
  );
}

export function readGuestItinerary(placeIds: readonly number[], storage = defaultStorage()): Itinerary {
  try {
    return parseGuestItinerary(storage?.getItem(GUEST_ITINERARY_STORAGE_KEY) ?? null, placeIds);
  } catch {
    return emptyItinerary([...placeIds]);
  }
}

/** Store the guest's days (an itinerary of no days removes the key). False when storage is unavailable or full. */
export function writeGuestItinerary(it: Itinerary, storage = defaultStorage()): boolean {
  if (!storage) return false;
  try {
    if (it.days.length === 0 && it.start_date === null) storage.removeItem(GUEST_ITINERARY_STORAGE_KEY);
    else
      storage.setItem(
        GUEST_ITINERARY_STORAGE_KEY,
        JSON.stringify({ start_date: it.start_date, time_zone: it.time_zone, days: it.days }),
      );
    return true;
  } catch {
    return false;
  }
}

export function clearGuestItinerary(storage = defaultStorage()): void {
  try {
    storage?.removeItem(GUEST_ITINERARY_STORAGE_KEY);
  } catch {
    /* storage may be unavailable */
  }
}
