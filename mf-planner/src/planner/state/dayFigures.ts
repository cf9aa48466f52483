import type { Itinerary, PlanWithPlaces, TravelLeg, TravelMode } from 'shared';
import { orderDay } from '../../common/itineraryOps';
import {
  estimatedLegs,
  legMinutes,
  optimiseDay,
  scheduleTripDay,
  tripDays,
  type DaySchedule,
  type TripDay,
} from '../../itinerary';
import { legKey, type LegRequest } from '../hooks/useItinerary';

// A day's figures as every view of the days shows them (the planner's days, the print view, the shared plan's
// days): each leg as measured or estimated, the schedule over them, the day's distance, and "Optimise this day"
// measured by that same distance. Pure: the views and the planner's state take them from here.

type PlanPlace = PlanWithPlaces['plan_places'][number];

/**
 * A leg as shown: by which mode, how long and how far, and whether Google measured it or it is an estimate; or
 * that its mode cannot make it (`km` is then the great-circle distance): too far for the mode, or — `noRoad` — no
 * road joins its ends (the routing service found no route: across a sea, to another continent).
 */
export type LegFigures =
  | { mode: TravelMode; reachable: true; minutes: number; km: number; source: TravelLeg['source'] }
  | { mode: TravelMode; reachable: false; km: number; noRoad: boolean };

/** A stop's coordinates, or null for a place without a location. */
export const located = (pp: PlanPlace) =>
  pp.place.lat === null || pp.place.lng === null ? null : { lat: pp.place.lat, lng: pp.place.lng };

export interface DayFigures {
  day: TripDay;
  legs: (LegFigures | null)[];
  requests: (LegRequest | null)[];
  schedule: DaySchedule;
}

/** Each day's legs (Google's where measured, else the estimate) and its schedule over them. */
export function dayFigures(days: TripDay[], realLegs: ReadonlyMap<string, TravelLeg>): DayFigures[] {
  return days.map((day) => {
    const estimates = estimatedLegs(day);
    const requests = day.legModes.map((mode, i) => {
      const from = located(day.stops[i].planPlace);
      const to = located(day.stops[i + 1].planPlace);
      return from && to ? { from, to, mode } : null;
    });
    const real = requests.map((r) => (r ? realLegs.get(legKey(r)) : undefined));
    const legs = estimates.map((e, i): LegFigures | null => {
      const leg = real[i];
      if (leg)
        return leg.reachable
          ? {
              mode: leg.mode,
              reachable: true,
              minutes: Math.ceil(leg.duration_s / 60),
              km: leg.distance_m / 1000,
              source: leg.source,
            }
          : { mode: leg.mode, reachable: false, km: leg.distance_m / 1000, noRoad: leg.source === 'osrm' };
      if (!e) return null;
      return e.reachable
        ? { mode: e.mode, reachable: true, minutes: e.minutes, km: e.distanceKm, source: 'estimate' }
        : { mode: e.mode, reachable: false, km: e.distanceKm, noRoad: false };
    });
    return { day, legs, requests, schedule: scheduleTripDay(day, legMinutes(real, estimates)) };
  });
}

export const NO_LEGS: ReadonlyMap<string, TravelLeg> = new Map();

/**
 * A day's travel distance: the sum of its legs as shown (measured where measured, else estimated); a leg without a
 * distance (a place without a location) or too far for its mode (not travelled by it) adds nothing. The one
 * figure a day's total, the whole trip's total and "Optimise this day" show.
 */
export const dayDistanceKm = ({ legs }: Pick<DayFigures, 'legs'>) =>
  legs.reduce((sum, l) => sum + (l?.reachable ? l.km : 0), 0);

/** What the days of a plan are figured from: the plan, its itinerary, the zone and the legs measured so far. */
export interface DaysSource {
  plan: Pick<PlanWithPlaces, 'plan_places'>;
  itinerary: Itinerary;
  zone: string;
  realLegs: ReadonlyMap<string, TravelLeg>;
}

/** The day as it would show with its stops in this order of their places. */
export function dayFiguresInOrder(source: DaysSource, dayIndex: number, order: readonly number[]): DayFigures {
  const placeIds = source.plan.plan_places.map((p) => p.id);
  const itinerary = orderDay(source.itinerary, dayIndex, order, placeIds);
  return dayFigures(tripDays(source.plan, itinerary, source.zone), source.realLegs)[dayIndex];
}

/** Shorter than this (in km) is no shorter: the distance is shown to a tenth of a kilometre at best. */
export const SHORTER_BY_KM = 0.05;

/** What "Optimise this day" found: the order of the stops' places before and after. */
export interface DayOptimisation {
  before: number[];
  after: number[];
}

/**
 * "Optimise this day": the order optimiseDay finds, measured as the day's total measures it (dayDistanceKm, over
 * the legs as shown). An order that is not shorter by that measure is not taken: `after` is then `before`.
 */
export function optimiseDayFigures(
  source: DaysSource,
  dayIndex: number,
  options: { fixLast?: boolean } = {},
): DayOptimisation {
  const current = dayFigures(tripDays(source.plan, source.itinerary, source.zone), source.realLegs)[dayIndex];
  const before = current.day.stops.map((s) => s.place_id);
  const points = current.day.stops.map((s) => located(s.planPlace));
  const found = optimiseDay(points, options).order.map((i) => before[i]);
  const shorter = dayDistanceKm(dayFiguresInOrder(source, dayIndex, found)) < dayDistanceKm(current) - SHORTER_BY_KM;
  return { before, after: shorter ? found : before };
}
