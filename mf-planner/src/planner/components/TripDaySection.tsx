import { useTranslation } from 'page-singleton';
import { Button, formatDistance, TextField, type TravelMode } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import { dayAsPlan } from '../../itinerary';
import { downloadFile, fileName, googleMapsDirectionsUrl, planToGpx } from '../state/exportPlan';
import { dayDistanceKm, dayFiguresInOrder, type DayFigures, type DaysSource } from '../state/dayFigures';
import { dayLabel, shownOptimisation } from '../state/tripDaysState';
import { OptimiseResult } from './ItineraryView';
import { formatDay, useDuration } from './TripDayParts';
import { dropZoneProps } from './daysDragAndDrop';
import { TravelModeOptions, TripStop, type StopContext } from './TripStop';

/**
 * One day of the planner's days: its heading and date, its name, mode, place among the days and removal; its stops;
 * its total; "Optimise this day" (keeping the last stop if asked) with the result and Undo; its GPX file and
 * directions.
 */
export function TripDaySection({
  ctx,
  figures: f,
  source,
  name,
  language,
}: {
  ctx: StopContext;
  figures: DayFigures;
  /** the days as shown, to measure the order before an optimisation */
  source: DaysSource;
  /** the plan's name as shown */
  name: string;
  language: string;
}) {
  const { t } = useTranslation(NS);
  const duration = useDuration();
  const { it, run, state } = ctx;
  const { day } = f;
  const number = day.index + 1;
  const headingId = `mfp-day-${number}`;
  const km = dayDistanceKm(f);
  const optimised = shownOptimisation(
    state,
    day.index,
    day.stops.map((s) => s.place_id),
  );
  const dayPlan = dayAsPlan({ plan_name: name }, day);
  const directions = googleMapsDirectionsUrl(dayPlan);
  return (
    <section {...dropZoneProps(ctx, day.index)} aria-labelledby={headingId}>
      <header className="mfp-day__head">
        <h2 id={headingId} tabIndex={-1}>
          {dayLabel(it, day.index, t)}
        </h2>
        {day.date && (
          <p className="mfp-day__date">
            <time dateTime={day.date}>{formatDay(day.date, language)}</time>
          </p>
        )}
        <div className="mfp-row">
          <TextField
            label={t('itinerary.dayName', { number })}
            value={day.name}
            maxLength={100}
            onChange={(value) => run({ type: 'renameDay', day: day.index, name: value })}
          />
          <label className="mfp-field">
            {t('itinerary.mode', { number })}
            <select
              className="mfp-select"
              value={it.days[day.index].travel_mode}
              onChange={(e) => run({ type: 'setDayMode', day: day.index, mode: e.target.value as TravelMode })}
            >
              <TravelModeOptions />
            </select>
          </label>
          {(['earlier', 'later'] as const).map((button) => {
            const to = day.index + (button === 'earlier' ? -1 : 1);
            return (
              <Button
                key={button}
                size="sm"
                variant="ghost"
                data-day-move={button}
                disabled={to < 0 || to >= it.days.length}
                onClick={() => run({ type: 'moveDay', day: day.index, button })}
              >
                {t(button === 'earlier' ? 'itinerary.dayEarlier' : 'itinerary.dayLater', { number })}
              </Button>
            );
          })}
          <Button size="sm" variant="ghost" onClick={() => run({ type: 'removeDay', day: day.index })}>
            {t('itinerary.removeDay', { number })}
          </Button>
        </div>
      </header>
      {day.stops.length === 0 ? (
        <p className="mfp-hint">{t('itinerary.emptyDay')}</p>
      ) : (
        <ol className="mfp-stops" aria-label={t('itinerary.day', { number })}>
          {day.stops.map((stop, i) => (
            <TripStop key={stop.planPlace.id} ctx={ctx} figures={f} stop={stop} index={i} language={language} />
          ))}
        </ol>
      )}
      {day.stops.length > 1 && (
        <p className="mfp-day__total">
          {t('itinerary.total', {
            duration: duration(f.schedule.travelMinutes),
            distance: formatDistance(km, language),
          })}
        </p>
      )}
      {day.stops.length > 2 && (
        <div className="mfp-row mfp-day__optimise">
          <label className="mfp-check">
            <input
              type="checkbox"
              checked={!!state.keepLast[day.index]}
              onChange={(e) => run({ type: 'keepLast', day: day.index, keep: e.target.checked })}
            />
            {t('itinerary.keepLast')}
          </label>
          <Button size="sm" onClick={() => run({ type: 'optimise', day: day.index })}>
            {t('itinerary.optimise')}
          </Button>
        </div>
      )}
      {optimised && (
        <OptimiseResult
          inputKm={dayDistanceKm(dayFiguresInOrder(source, day.index, optimised.before))}
          km={km}
          language={language}
          onUndo={() => run({ type: 'undo' })}
        />
      )}
      {day.stops.length > 0 && (
        <div className="mfp-row mfp-day__export">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => downloadFile(fileName(dayPlan.plan_name, 'gpx'), planToGpx(dayPlan), 'application/gpx+xml')}
          >
            {t('itinerary.gpxDay', { number })}
          </Button>
          {directions && (
            <a href={directions} target="_blank" rel="noopener noreferrer" className="mfp-link">
              {t('itinerary.directionsDay', { number })}
            </a>
          )}
        </div>
      )}
    </section>
  );
}
