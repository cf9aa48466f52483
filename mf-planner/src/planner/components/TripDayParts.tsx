import { useTranslation } from 'page-singleton';
import { useEffect, useRef } from 'react';
import { cx, formatDistance, type TravelLeg } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import type { LocalTime, StopTimes } from '../../itinerary';
import { legKey, type LegRequest } from '../hooks/useItinerary';
import type { DayFigures, LegFigures } from '../state/dayFigures';

// The parts of a day that every view of the days shows the same way: the planner's days, the print view and the
// shared plan's days.

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
 * Why a leg has no figure: no road joins its ends (by any mode), or it is too far to walk or to cycle (a car or public
 * transport would make it), or to go overland at all.
 */
const LEG_UNREACHABLE_TEXT = (leg: Extract<LegFigures, { reachable: false }>) => {
  if (leg.noRoad) return 'itinerary.noRoad';
  if (leg.mode === 'walk') return 'itinerary.tooFarToWalk';
  return leg.mode === 'bike' ? 'itinerary.tooFarToCycle' : 'itinerary.tooFarOverland';
};

/**
 * "Walk 25 min, 1.9 km to Shilin Night Market", labelled as Google's figure, a road route's or an estimate; or, for a
 * leg its mode cannot make (no road joins its ends, or too far), that it is and how to go instead.
 */
export function LegLine({ leg, next, language }: { leg: LegFigures | null; next: string; language: string }) {
  const { t } = useTranslation(NS);
  const duration = useDuration();
  if (!leg) return <p className="mfp-stop__leg">{t('itinerary.legUnknown', { next })}</p>;
  if (!leg.reachable)
    return (
      <p className="mfp-stop__leg">
        {t(LEG_UNREACHABLE_TEXT(leg), {
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
