import { useTranslation } from 'page-singleton';
import { useEffect, useRef } from 'react';
import { cx, formatDistance, type Itinerary, type PlanWithPlaces, type TravelLeg, type TravelMode } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import { orderDay } from '../../common/itineraryOps';
import {
  estimatedLegs,
  legMinutes,
  optimiseDay,
  scheduleTripDay,
  tripDays,
  type TripDay,
  type DaySchedule,
  type LocalTime,
  type StopTimes,
} from '../../itinerary';
import { legKey, type LegRequest } from '../hooks/useItinerary';

// The parts of a day that every view of the days shows the same way: the planner's days, the print view and the
// shared plan's days.

type PlanPlace = PlanWithPlaces['plan_places'][number];

/**
 * A leg as shown: by which mode, how long and how far, and whether Google measured it or it is an estimate; or
 * that it is too far for its mode (`km` is then the great-circle distance).
 */
export type LegFigures =
  | { mode: TravelMode; reachable: true; minutes: number; km: number; source: TravelLeg['source'] }
  | { mode: TravelMode; reachable: false; km: number };

/** A stop's coordinates, or null for a place without a location. */
export const located = (pp: PlanPlace) =>
  pp.place.lat === null || pp.place.lng === null ? null : { lat: pp.place.lat, lng: pp.place.lng };

/** "25 min" / "1 h 5 min" (whole minutes). */
export function useDuration() {
  const { t } = useTranslation(NS);
  return (minutes: number) =>
    minutes < 60
      ? t('itinerary.minutes', { count: minutes })
      : t('itinerary.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** The label of where a leg's figures come from: Google's directions, the site's routing service, the estimate. */
const LEG_SOURCE_LABEL: Record<TravelLeg['source'], string> = {
  google: 'itinerary.google',
  osrm: 'itinerary.osrm',
  estimate: 'itinerary.estimate',
};

/**
 * "Walk 25 min, 1.9 km to Shilin Night Market", labelled as Google's figure, a road route's or an estimate; or, for a
 * leg too far for its mode, that it is and how to go instead.
 */
export function LegLine({ leg, next, language }: { leg: LegFigures | null; next: string; language: string }) {
  const { t } = useTranslation(NS);
  const duration = useDuration();
  if (!leg) return <p className="mfp-stop__leg">{t('itinerary.legUnknown', { next })}</p>;
  if (!leg.reachable)
    return (
      <p className="mfp-stop__leg">
        {t(leg.mode === 'walk' ? 'itinerary.tooFarToWalk' : 'itinerary.tooFarOverland', {
          next,
          distance: formatDistance(leg.km, language),
        })}
      </p>
    );
  return (
    <p className="mfp-stop__leg">
      {t('itinerary.leg', {
        mode: t(`itinerary.modes.${leg.mode}`),
        duration: duration(leg.minutes),
        distance: formatDistance(leg.km, language),
        next,
      })}{' '}
      <span className={cx('mfp-badge', leg.source === 'estimate' && 'mfp-badge--estimate')}>
        {t(LEG_SOURCE_LABEL[leg.source])}
      </span>
    </p>
  );
}

/** A day's date as the viewer's language writes it ("Sat, Dec 5"); the date is a calendar day, read in UTC. */
export function formatDay(date: string, language: string) {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(y, m - 1, d));
}

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
          : { mode: leg.mode, reachable: false, km: leg.distance_m / 1000 };
      if (!e) return null;
      return e.reachable
        ? { mode: e.mode, reachable: true, minutes: e.minutes, km: e.distanceKm, source: 'estimate' }
        : { mode: e.mode, reachable: false, km: e.distanceKm };
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

/** "Arrive 09:00 · leave 10:30" (with the wait for a fixed start, and "(next day)" past midnight). */
export function useTimesLine() {
  const { t } = useTranslation(NS);
  const clock = (time: LocalTime) => (time.dayOffset > 0 ? t('itinerary.nextDay', { time: time.time }) : time.time);
  return (times: StopTimes) =>
    times.waitMinutes > 0
      ? t('itinerary.timesWait', {
          arrival: clock(times.arrival),
          start: clock(times.start),
          departure: clock(times.departure),
        })
      : t('itinerary.times', { arrival: clock(times.arrival), departure: clock(times.departure) });
}

/** "Day 2" or "Day 2: Coast". */
export function useDayTitle() {
  const { t } = useTranslation(NS);
  return (index: number, name: string) => {
    const day = t('itinerary.day', { number: index + 1 });
    return name ? t('itinerary.dayTitle', { day, name }) : day;
  };
}

/** The server's directions are asked to measure the legs of these days (the estimate shows until they answer). */
export function useLegRequests(days: readonly DayFigures[], onLegs?: (legs: LegRequest[]) => void) {
  const wanted = days.flatMap((d) => d.requests.filter((r): r is LegRequest => r !== null));
  const wantedKey = wanted.map(legKey).join('|');
  const wantedRef = useRef(wanted);
  wantedRef.current = wanted;
  useEffect(() => {
    if (onLegs && wantedRef.current.length > 0) onLegs(wantedRef.current);
  }, [wantedKey, onLegs]);
}
