import { useTranslation } from 'page-singleton';
import { cx, formatDistance, type Itinerary, type PlanWithPlaces, type TravelLeg } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import { tripDays, placeAddress } from '../../itinerary';
import type { LegRequest } from '../hooks/useItinerary';
import { PlanMap, PlanStopSummary } from './PlanParts';
import { dayDistanceKm, dayFigures, NO_LEGS, type DayFigures } from '../state/dayFigures';
import { formatDay, LegLine, useDayTitle, useDuration, useLegRequests, useTimesLine } from './TripDayParts';

type PlanPlace = PlanWithPlaces['plan_places'][number];

export interface ReadOnlyDaysProps {
  plan: Pick<PlanWithPlaces, 'plan_name' | 'plan_places'>;
  itinerary: Itinerary;
  language: string;
  /** the zone of a plan without one (default: the viewer's) */
  timeZone?: string;
  /** legs measured by the server's directions, by legKey */
  realLegs?: ReadonlyMap<string, TravelLeg>;
  /** the legs shown, for the server's directions to measure */
  onLegs?: (legs: LegRequest[]) => void;
  /** a map of each day's stops and legs under them: its Google Maps key (null: the open map), and the list */
  dayMaps?: { apiKey?: string | null } | null;
  /** the print layout: each day on a page of its own, every stop with its address */
  print?: boolean;
  /** the days' headings' ids start with this (several lists of days on one screen) */
  idPrefix?: string;
}

/**
 * A plan's days to read, not to change: the clock their times are on, each day's date, its stops with arrival and
 * departure, stay, address and notes, the leg to the next stop, the day's travel, and the places in no day. The
 * shared plan and the print view show the days through it.
 */
export function ReadOnlyDays({
  plan,
  itinerary,
  language,
  timeZone,
  realLegs = NO_LEGS,
  onLegs,
  dayMaps = null,
  print = false,
  idPrefix = 'mfp-read-day',
}: ReadOnlyDaysProps) {
  const { t } = useTranslation(NS);
  const duration = useDuration();
  const timesLine = useTimesLine();
  const dayTitle = useDayTitle();
  const zone = itinerary.time_zone ?? timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const days = dayFigures(tripDays(plan, itinerary, zone), realLegs);
  const byId = new Map(plan.plan_places.map((p) => [p.id, p]));
  const unscheduled = itinerary.unscheduled.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));

  useLegRequests(days, onLegs);

  const details = (pp: PlanPlace) => (
    <>
      {print && <p className="mfp-stop__address">{placeAddress(pp.place)}</p>}
      {pp.notes.trim() && <p className="mfp-card__notes">{pp.notes}</p>}
    </>
  );

  const renderDay = (figures: DayFigures) => {
    const { day, legs, schedule } = figures;
    const number = day.index + 1;
    const headingId = `${idPrefix}-${number}`;
    const km = dayDistanceKm({ legs });
    return (
      <section
        key={day.index}
        className={cx('mfp-day', 'mfp-day--read', print && 'mfp-print__day')}
        aria-labelledby={headingId}
      >
        <header className="mfp-day__head">
          <h2 id={headingId}>{dayTitle(day.index, day.name)}</h2>
          {day.date && (
            <p className="mfp-day__date">
              <time dateTime={day.date}>{formatDay(day.date, language)}</time>
            </p>
          )}
        </header>
        {day.stops.length === 0 ? (
          <p className="mfp-hint">{t('shared.emptyDay')}</p>
        ) : (
          <ol className="mfp-stops" aria-label={t('itinerary.day', { number })}>
            {day.stops.map((stop, i) => {
              const times = schedule.stops[i];
              const stay = times ? Math.round((times.departure.utcMs - times.start.utcMs) / 60_000) : null;
              return (
                <li key={stop.place_id} className="mfp-stop">
                  <div className="mfp-stop__main">
                    <PlanStopSummary stop={stop.planPlace} index={i}>
                      {times && (
                        <p className="mfp-stop__times">
                          {timesLine(times)}
                          {stay !== null && (
                            <span className="mfp-stop__stay">
                              {' · '}
                              {t('itinerary.stayFor', { duration: duration(stay) })}
                            </span>
                          )}
                        </p>
                      )}
                      {details(stop.planPlace)}
                    </PlanStopSummary>
                  </div>
                  {i < day.stops.length - 1 && (
                    <LegLine leg={legs[i]} next={day.stops[i + 1].planPlace.place.place_name} language={language} />
                  )}
                </li>
              );
            })}
          </ol>
        )}
        {day.stops.length > 1 && (
          <p className="mfp-day__total">
            {t('itinerary.total', {
              duration: duration(schedule.travelMinutes),
              distance: formatDistance(km, language),
            })}
          </p>
        )}
        {dayMaps && day.stops.length > 0 && (
          <div className="mfp-day__map">
            <PlanMap
              name={dayTitle(day.index, day.name)}
              places={day.stops.map((s) => s.planPlace)}
              apiKey={dayMaps.apiKey}
              days={[figures]}
              realLegs={realLegs}
            />
          </div>
        )}
      </section>
    );
  };

  return (
    <div className={cx('mfp-days', 'mfp-days--read')}>
      {/* the reader may be on another clock than the plan: say which one its times are on */}
      {days.some(({ day }) => day.stops.length > 0) && (
        <p className="mfp-hint">
          {itinerary.time_zone
            ? t('itinerary.timesInZone', { zone: itinerary.time_zone })
            : t('itinerary.timesInViewerZone', { zone })}
        </p>
      )}
      {days.map(renderDay)}
      {unscheduled.length > 0 && (
        <section className="mfp-day mfp-day--unscheduled" aria-labelledby={`${idPrefix}-none`}>
          <h2 id={`${idPrefix}-none`}>{t('itinerary.unscheduled')}</h2>
          <ul className="mfp-stops">
            {unscheduled.map((pp, i) => (
              <li key={pp.id} className="mfp-stop">
                <div className="mfp-stop__main">
                  <PlanStopSummary stop={pp} index={i}>
                    {details(pp)}
                  </PlanStopSummary>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
