import type { Itinerary, Place, PlanWithPlaces, TravelLeg, TravelMode } from 'shared';
import { addDays, estimateTravel, type TooFarLeg, type TravelEstimate } from 'contract/format';
import { buildIcs, placeAddress, stopUid, type IcsEvent } from './ics';
import { scheduleDay, type DaySchedule, type ScheduleOptions } from './schedule';

// The itinerary as the planner shows it: the stored days (the contract's Itinerary) joined with the plan's places,
// each day's legs and schedule, and the calendar file. Pure: the screens and the guest's browser storage use it.

export type PlanPlaceWithPlace = PlanWithPlaces['plan_places'][number];
export type ItineraryStop = Itinerary['days'][number]['stops'][number];

/** A stop with the plan's place it stands for. */
export interface DayStop extends ItineraryStop {
  planPlace: PlanPlaceWithPlace;
}

/** A day of the trip, ready to show: its date, zone, stops with their places, and the mode of each leg. */
export interface TripDay {
  index: number;
  name: string;
  /** "YYYY-MM-DD", or null in an undated plan */
  date: string | null;
  timeZone: string;
  stops: DayStop[];
  /** how each leg is travelled: the leg into stop i + 1 takes that stop's mode, else the day's */
  legModes: TravelMode[];
}

/** An itinerary of no days: the plan as one undated list, as a plan without days has always been. */
export const emptyItinerary = (placeIds: number[]): Itinerary => ({
  start_date: null,
  time_zone: null,
  days: [],
  unscheduled: placeIds,
});

/**
 * The itinerary made to agree with the plan's places, the rules the server keeps: a stop whose place has left the
 * plan is dropped, a place is a stop once at most (its first), and every place in no day is unscheduled, in the
 * plan's order. What a guest keeps in browser storage is read through this before it is shown or sent.
 */
export function reconcileItinerary(itinerary: Itinerary, placeIds: readonly number[]): Itinerary {
  const inPlan = new Set(placeIds);
  const seen = new Set<number>();
  const days = itinerary.days.map((day) => ({
    ...day,
    stops: day.stops.filter((s) => inPlan.has(s.place_id) && !seen.has(s.place_id) && seen.add(s.place_id)),
  }));
  return { ...itinerary, days, unscheduled: placeIds.filter((id) => !seen.has(id)) };
}

/**
 * The trip's days with their places and dates. A day without its own zone takes the plan's, and a plan without one
 * the viewer's (`fallbackZone`, e.g. Intl.DateTimeFormat().resolvedOptions().timeZone).
 */
export function tripDays(
  plan: Pick<PlanWithPlaces, 'plan_places'>,
  itinerary: Itinerary,
  fallbackZone: string,
): TripDay[] {
  const byId = new Map(plan.plan_places.map((p) => [p.id, p]));
  return itinerary.days.map((day, index) => {
    const stops = day.stops.flatMap((s) => {
      const planPlace = byId.get(s.place_id);
      return planPlace ? [{ ...s, planPlace }] : [];
    });
    return {
      index,
      name: day.name,
      date: itinerary.start_date === null ? null : addDays(itinerary.start_date, index),
      timeZone: day.time_zone ?? itinerary.time_zone ?? fallbackZone,
      stops,
      legModes: stops.slice(1).map((s) => s.travel_mode ?? day.travel_mode),
    };
  });
}

const located = (place: Place) =>
  place.lat === null || place.lng === null ? null : { lat: place.lat, lng: place.lng };

/** Each leg of the day as the estimate gives it, or too far for its mode (null where a place has no coordinates). */
export function estimatedLegs(day: TripDay): (TravelEstimate | TooFarLeg | null)[] {
  return day.legModes.map((mode, i) => {
    const from = located(day.stops[i].planPlace.place);
    const to = located(day.stops[i + 1].planPlace.place);
    return from && to ? estimateTravel(from, to, mode) : null;
  });
}

/**
 * What a leg takes, in minutes: the real figure when there is one (from the server's directions), else the
 * estimate; null (unknown) for a leg too far for its mode.
 */
export function legMinutes(
  real: readonly (TravelLeg | null | undefined)[],
  estimates: readonly (TravelEstimate | TooFarLeg | null)[],
) {
  return estimates.map((estimate, i) => {
    const leg = real[i] ?? estimate;
    if (!leg?.reachable) return null;
    return 'duration_s' in leg ? Math.ceil(leg.duration_s / 60) : leg.minutes;
  });
}

/** The day's schedule over legs of these minutes (see scheduleDay). */
export function scheduleTripDay(
  day: TripDay,
  minutes: readonly (number | null)[],
  options?: ScheduleOptions,
): DaySchedule {
  return scheduleDay(
    {
      date: day.date,
      timeZone: day.timeZone,
      stops: day.stops.map((s) => ({ startTime: s.start_time, stayMinutes: s.stay_minutes })),
      legMinutes: [...minutes],
    },
    options,
  );
}

/**
 * One day as a plan of its own (its stops' places, in order), for what takes a plan: the GPX file and the Google
 * Maps directions link work per day through it.
 */
export function dayAsPlan(
  plan: Pick<PlanWithPlaces, 'plan_name'>,
  day: TripDay,
): Pick<PlanWithPlaces, 'plan_name' | 'plan_places'> {
  return {
    plan_name: day.name ? `${plan.plan_name} — ${day.name}` : plan.plan_name,
    plan_places: day.stops.map((s) => s.planPlace),
  };
}

/**
 * The calendar file of a dated trip: one event per stop of each day, from its start to its departure, with the
 * place's name, address and coordinates, and the stop's notes. An undated trip has no events.
 */
export function itineraryIcs(
  /** the plan's id (in each event's UID) and its name as shown: a guest's plan without a name has the default one */
  plan: { id: PlanWithPlaces['id']; name: string },
  days: readonly TripDay[],
  schedules: readonly DaySchedule[],
  now: Date,
): string {
  const events: IcsEvent[] = days.flatMap((day, d) =>
    day.date === null
      ? []
      : day.stops.map((stop, i) => {
          const times = schedules[d].stops[i];
          const { place, notes } = stop.planPlace;
          return {
            uid: stopUid(plan.id, day.index, place.id),
            startUtcMs: times.start.utcMs,
            endUtcMs: times.departure.utcMs,
            summary: place.place_name,
            location: placeAddress(place),
            geo: located(place),
            description: notes || undefined,
          };
        }),
  );
  return buildIcs({ name: plan.name, events, now });
}
