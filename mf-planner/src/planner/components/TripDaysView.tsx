import { useTranslation } from 'page-singleton';
import { useLayoutEffect, useReducer, useRef, type ReactNode } from 'react';
import { Button, formatDistance, MAX_ITINERARY_DAYS, type Itinerary, type PlanWithPlaces } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import { itineraryIcs, tripDays } from '../../itinerary';
import { downloadFile, fileName } from '../state/exportPlan';
import { dayDistanceKm, dayFigures, NO_LEGS } from '../state/dayFigures';
import {
  initialTripDaysState,
  tripDaysAction,
  tripDaysReducer,
  type FocusAfter,
  type TripDaysAction,
} from '../state/tripDaysState';
import { focusTarget } from '../state/tripDaysFocus';
import { ItinerarySaveState, type ItineraryControls } from './ItineraryView';
import { ShownDaySelect } from './ShownDaySelect';
import { TimeZoneSelect, viewerTimeZone } from './TimeZoneSelect';
import { useDuration, useLegRequests } from './TripDayParts';
import { TripDaySection } from './TripDaySection';
import type { StopContext } from './TripStop';
import { UnscheduledStops } from './UnscheduledStops';
import { ConflictChoice } from '../../together';
import { daysSummary } from '../state/daysSummary';

type PlanPlace = PlanWithPlaces['plan_places'][number];

/**
 * A plan's days: the start date, each day with its stops (times, stay, the day they are in, the leg to the next),
 * warnings, "Optimise this day" with Undo, and the calendar file. `stopExtras` adds the planner's own parts of a
 * stop (its notes). What each action does is tripDaysAction's; this view carries it out and shows the result.
 */
export function TripDaysView({
  plan,
  name,
  controls,
  language,
  busy = false,
  onRemove,
  stopExtras,
  onPrint,
  shownDay: shownDayProp = null,
  onShowDay,
}: {
  plan: PlanWithPlaces;
  /** the plan's name as shown */
  name: string;
  controls: ItineraryControls & { itinerary: Itinerary };
  language: string;
  busy?: boolean;
  onRemove: (placeId: number) => void;
  stopExtras?: (stop: PlanPlace) => ReactNode;
  /** open the days' print view */
  onPrint?: () => void;
  /** the one day shown (its index), or null: the whole trip */
  shownDay?: number | null;
  /** show one day, or the whole trip (null); without it the whole trip is always shown */
  onShowDay?: (day: number | null) => void;
}) {
  const { t } = useTranslation(NS);
  const duration = useDuration();
  const dayLabel = (number: number, dayName: string) =>
    dayName
      ? t('itinerary.dayTitle', { day: t('itinerary.day', { number }), name: dayName })
      : t('itinerary.day', { number });
  const { itinerary: it, onChange, onLegs } = controls;
  const zone = controls.timeZone ?? viewerTimeZone();
  const source = { plan, itinerary: it, zone, realLegs: controls.realLegs ?? NO_LEGS };
  const days = dayFigures(tripDays(plan, it, zone), source.realLegs);
  const shownDay = shownDayProp !== null && shownDayProp < days.length ? shownDayProp : null;
  const shown = shownDay === null ? days : [days[shownDay]];
  const byId = new Map(plan.plan_places.map((p) => [p.id, p]));
  const unscheduled = it.unscheduled.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const [state, dispatch] = useReducer(tripDaysReducer, initialTripDaysState);
  const root = useRef<HTMLDivElement>(null);
  /** where the focus goes once the last action's result is on screen */
  const focusAfter = useRef<FocusAfter | null>(null);

  useLayoutEffect(() => {
    const want = focusAfter.current;
    if (!want || !root.current) return;
    focusAfter.current = null;
    focusTarget(root.current, want)?.focus();
  });

  // the server's directions measure the legs on screen (the estimate shows until they answer)
  useLegRequests(days, onLegs);

  const run = (action: TripDaysAction) => {
    const outcome = tripDaysAction(state, action, { source, shownDay, t });
    if (outcome.focus) focusAfter.current = outcome.focus;
    if (outcome.change) onChange(outcome.change);
    if (outcome.showDay !== undefined) onShowDay?.(outcome.showDay);
    outcome.updates.forEach(dispatch);
    return outcome;
  };
  const ctx: StopContext = { it, state, run, busy, onRemove, stopExtras };

  const exportIcs = () => {
    const ics = itineraryIcs(
      { id: plan.id, name },
      days.map((d) => d.day),
      days.map((d) => d.schedule),
      controls.now?.() ?? new Date(),
    );
    downloadFile(fileName(name, 'ics'), ics, 'text/calendar');
  };

  return (
    <div className="mfp-days" ref={root}>
      <div className="mfp-days__head mfp-row">
        <label className="mfp-field">
          {t('itinerary.startDate')}
          <input
            type="date"
            className="mfp-input"
            value={it.start_date ?? ''}
            aria-describedby="mfp-start-date-hint"
            onChange={(e) => run({ type: 'setStartDate', date: e.target.value })}
          />
        </label>
        <TimeZoneSelect
          value={it.time_zone}
          viewer={zone}
          onChange={(value) => run({ type: 'setTimeZone', zone: value })}
        />
        <Button
          variant="secondary"
          size="sm"
          disabled={it.days.length >= MAX_ITINERARY_DAYS}
          onClick={() => run({ type: 'addDay' })}
        >
          {t('itinerary.addDay')}
        </Button>
        {onShowDay && days.length > 1 && (
          <ShownDaySelect days={days} it={it} shownDay={shownDay} onShowDay={onShowDay} />
        )}
        <ItinerarySaveState status={controls.saveStatus} guest={plan.id === 'guest'} onRetry={controls.onRetry} />
      </div>
      {controls.theirs && controls.onKeepMine && controls.onKeepTheirs && (
        <ConflictChoice
          field={t('itinerary.conflictField')}
          mine={daysSummary(it, plan, dayLabel)}
          theirs={daysSummary(controls.theirs, plan, dayLabel)}
          onKeepMine={controls.onKeepMine}
          onKeepTheirs={controls.onKeepTheirs}
        />
      )}
      <p id="mfp-start-date-hint" className="mfp-hint">
        {t('itinerary.startDateHint')}
      </p>
      <p id="mfp-time-zone-hint" className="mfp-hint">
        {t('itinerary.timeZoneHint')}
      </p>
      {it.days.length > 1 && <p className="mfp-hint">{t('itinerary.dragHint')}</p>}
      <p className="ti-visually-hidden" role="status" aria-live="polite">
        {state.announce}
      </p>

      {shown.map((f) => (
        <TripDaySection key={f.day.index} ctx={ctx} figures={f} source={source} name={name} language={language} />
      ))}

      {shownDay === null && days.length > 1 && (
        <p className="mfp-day__total mfp-days__total">
          {t('itinerary.tripTotal', {
            duration: duration(days.reduce((sum, f) => sum + f.schedule.travelMinutes, 0)),
            distance: formatDistance(
              days.reduce((sum, f) => sum + dayDistanceKm(f), 0),
              language,
            ),
          })}
        </p>
      )}

      {shownDay === null && unscheduled.length > 0 && <UnscheduledStops ctx={ctx} stops={unscheduled} />}

      <div className="mfp-export mfp-row">
        {it.start_date ? (
          <Button variant="secondary" size="sm" onClick={exportIcs}>
            {t('itinerary.ics')}
          </Button>
        ) : (
          <p className="mfp-hint">{t('itinerary.icsNeedsDate')}</p>
        )}
        {onPrint && (
          <Button variant="secondary" size="sm" data-print onClick={onPrint}>
            {t('itinerary.print')}
          </Button>
        )}
      </div>
    </div>
  );
}
