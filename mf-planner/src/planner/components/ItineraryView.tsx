import { useTranslation } from 'page-singleton';
import { useLayoutEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import {
  Button,
  cx,
  formatDistance,
  MAX_ITINERARY_DAYS,
  MAX_STAY_MINUTES,
  TextField,
  TRAVEL_MODES,
  type Itinerary,
  type PlanWithPlaces,
  type TravelLeg,
  type TravelMode,
} from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import { dayAsPlan, itineraryIcs, tripDays, type DayStop } from '../../itinerary';
import type { ItinerarySaveStatus, LegRequest } from '../hooks/useItinerary';
import { downloadFile, fileName, googleMapsDirectionsUrl, planToGpx } from '../state/exportPlan';
import {
  addDay,
  moveDay,
  moveStopToDay,
  moveStopWithinDay,
  orderDay,
  removeDay,
  renameDay,
  setDayMode,
  setStartDate,
  setStop,
  setTimeZone,
} from '../../common/itineraryOps';
import { PlanStopSummary, SaveStateLine, StopControls } from './PlanParts';
import { TimeZoneSelect, viewerTimeZone } from './TimeZoneSelect';
import {
  dayDistanceKm,
  dayFigures,
  dayFiguresInOrder,
  formatDay,
  LegLine,
  NO_LEGS,
  optimiseDayFigures,
  SHORTER_BY_KM,
  useDuration,
  useLegRequests,
  useTimesLine,
  type DayFigures,
  type DayOptimisation,
} from './TripDayParts';

type PlanPlace = PlanWithPlaces['plan_places'][number];
type Change = (it: Itinerary, placeIds: readonly number[]) => Itinerary;

/** What the planner needs to show and edit a plan's days. */
export interface ItineraryControls {
  /** null until loaded: the plan shows as its one list meanwhile */
  itinerary: Itinerary | null;
  saveStatus: ItinerarySaveStatus;
  onChange: (change: Change) => void;
  onRetry: () => void;
  /** legs measured by the server's directions, by legKey */
  realLegs?: ReadonlyMap<string, TravelLeg>;
  /** the legs on screen, for the server's directions to measure */
  onLegs?: (legs: LegRequest[]) => void;
  /** the zone of a plan without one (default: the viewer's) */
  timeZone?: string;
  /** the moment the calendar file is made (default: now) */
  now?: () => Date;
}

/**
 * What "Optimise this day" did: the saving in km (or that the order was already the shortest), with Undo. The
 * figures are the day's total (dayDistanceKm) in the order before and in the order now.
 */
export function OptimiseResult({
  inputKm,
  km,
  language,
  onUndo,
}: {
  inputKm: number;
  km: number;
  language: string;
  onUndo: () => void;
}) {
  const { t } = useTranslation(NS);
  const saved = inputKm - km;
  return (
    <div className="mfp-optimised">
      <p role="status">
        {saved >= SHORTER_BY_KM
          ? t('itinerary.optimised', {
              saved: formatDistance(saved, language),
              before: formatDistance(inputKm, language),
              after: formatDistance(km, language),
            })
          : t('itinerary.alreadyBest', { distance: formatDistance(km, language) })}
      </p>
      {saved >= SHORTER_BY_KM && (
        <Button size="sm" variant="secondary" onClick={onUndo}>
          {t('itinerary.undo')}
        </Button>
      )}
    </div>
  );
}

/** Shown under a plan without days: the way to split it into days. */
export function ItinerarySetup({ onSplit }: { onSplit: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <section className="mfp-itinerary-setup" aria-labelledby="mfp-days-title">
      <h2 id="mfp-days-title">{t('itinerary.title')}</h2>
      <p className="mfp-hint">{t('itinerary.intro')}</p>
      <Button variant="secondary" size="sm" onClick={onSplit}>
        {t('itinerary.split')}
      </Button>
    </section>
  );
}

/** Where the days' last change stands; a refused save keeps the change on screen and offers to try again. */
export function ItinerarySaveState({
  status,
  guest,
  onRetry,
}: {
  status: ItinerarySaveStatus;
  guest: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation(NS);
  const text =
    status === 'saving'
      ? t('itinerary.saving')
      : status === 'saved'
        ? t(guest ? 'itinerary.savedOnDevice' : 'itinerary.saved')
        : status === 'error'
          ? t('itinerary.failed')
          : '';
  return <SaveStateLine text={text} error={status === 'error'} retryText={t('itinerary.retry')} onRetry={onRetry} />;
}

/**
 * A plan's days: the start date, each day with its stops (times, stay, the day they are in, the leg to the next),
 * warnings, "Optimise this day" with Undo, and the calendar file. `stopExtras` adds the planner's own parts of a
 * stop (its notes).
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
  const { itinerary: it, onChange, onLegs } = controls;
  const zone = controls.timeZone ?? viewerTimeZone();
  const source = { plan, itinerary: it, zone, realLegs: controls.realLegs ?? NO_LEGS };
  const days = dayFigures(tripDays(plan, it, zone), source.realLegs);
  const shownDay = shownDayProp !== null && shownDayProp < days.length ? shownDayProp : null;
  const shown = shownDay === null ? days : [days[shownDay]];
  const byId = new Map(plan.plan_places.map((p) => [p.id, p]));
  const unscheduled = it.unscheduled.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const [announce, setAnnounce] = useState('');
  const [keepLast, setKeepLast] = useState<Record<number, boolean>>({});
  /** the last optimisation: shown (with Undo) while its day keeps the order it found */
  const [optimised, setOptimised] = useState<(DayOptimisation & { day: number }) | null>(null);
  const root = useRef<HTMLDivElement>(null);
  /** a stop moved by one of its controls: that control keeps the focus once the stop is in its new place */
  const focusAfter = useRef<{ placeId: number; control: 'day' | 'up' | 'down' } | null>(null);

  /** a day removed: the heading of the day now in its place (or the one before) takes the focus */
  const focusDay = useRef<number | null>(null);
  /** a day moved: its earlier / later button keeps the focus in its new place (the other one at either end) */
  const dayMove = useRef<{ to: number; button: 'earlier' | 'later' } | null>(null);

  useLayoutEffect(() => {
    const moved = dayMove.current;
    if (moved && root.current) {
      dayMove.current = null;
      const section = root.current.querySelector(`section[aria-labelledby="mfp-day-${moved.to + 1}"]`);
      const other = moved.button === 'earlier' ? 'later' : 'earlier';
      (
        section?.querySelector<HTMLElement>(`button[data-day-move="${moved.button}"]:not(:disabled)`) ??
        section?.querySelector<HTMLElement>(`button[data-day-move="${other}"]:not(:disabled)`)
      )?.focus();
    }
    if (focusDay.current !== null && root.current) {
      const headings = root.current.querySelectorAll<HTMLElement>('.mfp-day:not(.mfp-day--unscheduled) h2');
      (headings[Math.min(focusDay.current, headings.length - 1)] ?? null)?.focus();
      focusDay.current = null;
    }
    const want = focusAfter.current;
    if (!want || !root.current) return;
    focusAfter.current = null;
    const stop = root.current.querySelector(`[data-stop-id="${want.placeId}"]`);
    const find = (selector: string) => stop?.querySelector<HTMLElement>(selector) ?? null;
    const target =
      want.control === 'day'
        ? find('select[data-day-select]')
        : (find(`button[data-move="${want.control}"]:not(:disabled)`) ??
          find(`button[data-move="${want.control === 'up' ? 'down' : 'up'}"]:not(:disabled)`));
    // moved out of the one day shown: that day's heading takes the focus
    (target ?? root.current.querySelector<HTMLElement>('.mfp-day:not(.mfp-day--unscheduled) h2'))?.focus();
  });

  // the server's directions measure the legs on screen (the estimate shows until they answer)
  useLegRequests(days, onLegs);

  const dayLabel = (index: number) => {
    const day = it.days[index];
    const number = t('itinerary.day', { number: index + 1 });
    return day?.name ? t('itinerary.dayTitle', { day: number, name: day.name }) : number;
  };

  const toDay = (stop: PlanPlace, value: string) => {
    const to = value === '' ? null : Number(value);
    focusAfter.current = { placeId: stop.id, control: 'day' };
    onChange((x, ids) => moveStopToDay(x, stop.id, to, ids));
    setAnnounce(
      t('itinerary.moved', { name: stop.place.place_name, day: to === null ? t('itinerary.noDay') : dayLabel(to) }),
    );
  };

  /** the stop being dragged with the mouse (its place), and the day it is over (null: none; 'none': no day) */
  const [dragging, setDragging] = useState<number | null>(null);
  const [dropOn, setDropOn] = useState<number | 'none' | null>(null);
  const dragStop = (placeId: number) => ({
    draggable: true,
    onDragStart: (e: DragEvent) => {
      setDragging(placeId);
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', String(placeId));
    },
    onDragEnd: () => {
      setDragging(null);
      setDropOn(null);
    },
  });
  /** a day (null: no day) where a dragged stop lands: before the stop it is dropped on, else at the end */
  const dropZone = (to: number | null) => ({
    onDragOver: (e: DragEvent) => {
      if (dragging === null) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
      setDropOn(to ?? 'none');
    },
    onDrop: (e: DragEvent) => {
      const placeId = dragging;
      if (placeId === null) return;
      e.preventDefault();
      setDragging(null);
      setDropOn(null);
      const onStop = (e.target as Element).closest('[data-stop-id]')?.getAttribute('data-stop-id');
      const before = onStop ? Number(onStop) : null;
      const pp = byId.get(placeId);
      if (before === placeId || !pp) return;
      setOptimised(null);
      onChange((x, ids) => moveStopToDay(x, placeId, to, ids, before));
      setAnnounce(
        t('itinerary.moved', { name: pp.place.place_name, day: to === null ? t('itinerary.noDay') : dayLabel(to) }),
      );
    },
  });
  const dropClass = (to: number | null) => cx('mfp-day', dropOn === (to ?? 'none') && 'mfp-day--drop');
  const stopClass = (placeId: number) => cx('mfp-stop', dragging === placeId && 'mfp-stop--dragging');

  const daySelect = (stop: PlanPlace, current: number | null) => (
    <label className="mfp-field">
      <span aria-hidden="true">{t('itinerary.dayOf')}</span>
      <select
        data-day-select
        className="mfp-select"
        aria-label={t('itinerary.dayOfNamed', { name: stop.place.place_name })}
        value={current === null ? '' : String(current)}
        onChange={(e) => toDay(stop, e.target.value)}
      >
        {it.days.map((_, i) => (
          <option key={i} value={String(i)}>
            {dayLabel(i)}
          </option>
        ))}
        <option value="">{t('itinerary.noDay')}</option>
      </select>
    </label>
  );

  const modeOptions = TRAVEL_MODES.map((m) => (
    <option key={m} value={m}>
      {t(`itinerary.modes.${m}`)}
    </option>
  ));

  const timesLine = useTimesLine();

  const optimise = ({ day }: DayFigures) => {
    const found = optimiseDayFigures(source, day.index, { fixLast: !!keepLast[day.index] });
    if (found.after !== found.before) onChange((x, ids) => orderDay(x, day.index, found.after, ids));
    setOptimised({ day: day.index, ...found });
  };
  const undo = () => {
    if (!optimised) return;
    const { day, before } = optimised;
    onChange((x, ids) => orderDay(x, day, before, ids));
    setOptimised(null);
    setAnnounce(t('itinerary.undone'));
  };

  const exportIcs = () => {
    const ics = itineraryIcs(
      { id: plan.id, name },
      days.map((d) => d.day),
      days.map((d) => d.schedule),
      controls.now?.() ?? new Date(),
    );
    downloadFile(fileName(name, 'ics'), ics, 'text/calendar');
  };

  const renderStop = (f: DayFigures, stop: DayStop, i: number) => {
    const pp = stop.planPlace;
    const placeName = pp.place.place_name;
    const times = f.schedule.stops[i];
    const warnings = f.schedule.warnings.filter((w) => w.stop === i);
    const count = f.day.stops.length;
    return (
      <li key={pp.id} data-stop-id={pp.id} className={stopClass(pp.id)} {...dragStop(pp.id)}>
        <div className="mfp-stop__main">
          <PlanStopSummary stop={pp} index={i} />
          <StopControls
            name={placeName}
            index={i}
            count={count}
            busy={busy}
            onMove={(to, control) => {
              focusAfter.current = { placeId: pp.id, control };
              onChange((x, ids) => moveStopWithinDay(x, f.day.index, pp.id, to, ids));
            }}
            onRemove={() => onRemove(pp.id)}
          />
        </div>
        <div className="mfp-stop__fields mfp-row">
          <label className="mfp-field">
            <span aria-hidden="true">{t('itinerary.start')}</span>
            <input
              type="time"
              className="mfp-input"
              aria-label={t('itinerary.startAt', { name: placeName })}
              value={stop.start_time ?? ''}
              onChange={(e) => {
                const value = e.target.value || null;
                onChange((x, ids) => setStop(x, pp.id, { start_time: value }, ids));
              }}
            />
          </label>
          <label className="mfp-field">
            <span aria-hidden="true">{t('itinerary.stay')}</span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_STAY_MINUTES}
              step={5}
              placeholder="60"
              className="mfp-input mfp-input--short"
              aria-label={t('itinerary.stayAt', { name: placeName })}
              value={stop.stay_minutes ?? ''}
              onChange={(e) => {
                const n = e.target.value === '' ? null : Math.round(Number(e.target.value));
                // the contract's bounds: 0 to a whole day
                const value = n === null || !Number.isFinite(n) ? null : Math.min(MAX_STAY_MINUTES, Math.max(0, n));
                onChange((x, ids) => setStop(x, pp.id, { stay_minutes: value }, ids));
              }}
            />
          </label>
          {daySelect(pp, f.day.index)}
        </div>
        {times && <p className="mfp-stop__times">{timesLine(times)}</p>}
        {warnings.map((w) => (
          <p key={w.kind} className="mfp-warn">
            <span aria-hidden="true">⚠ </span>
            {w.kind === 'overlap'
              ? t('itinerary.warnOverlap', { name: placeName, time: stop.start_time, minutes: w.minutes })
              : t('itinerary.warnMidnight', { name: placeName })}
          </p>
        ))}
        {stopExtras?.(pp)}
        {i < count - 1 && (
          <div className="mfp-leg mfp-row">
            <LegLine leg={f.legs[i]} next={f.day.stops[i + 1].planPlace.place.place_name} language={language} />
            <label className="mfp-field mfp-field--inline">
              <span aria-hidden="true">{t('itinerary.by')}</span>
              <select
                className="mfp-select"
                aria-label={t('itinerary.byTo', { next: f.day.stops[i + 1].planPlace.place.place_name })}
                value={f.day.legModes[i]}
                onChange={(e) => {
                  const mode = e.target.value as TravelMode;
                  const next = f.day.stops[i + 1].place_id;
                  // the leg into a stop is travelled by that stop's mode; the day's own mode is stored as none
                  const travel_mode = mode === it.days[f.day.index].travel_mode ? null : mode;
                  onChange((x, ids) => setStop(x, next, { travel_mode }, ids));
                }}
              >
                {modeOptions}
              </select>
            </label>
          </div>
        )}
      </li>
    );
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
            onChange={(e) => {
              const value = e.target.value || null;
              onChange((x, ids) => setStartDate(x, value, ids));
            }}
          />
        </label>
        <TimeZoneSelect
          value={it.time_zone}
          viewer={zone}
          onChange={(value) => onChange((x, ids) => setTimeZone(x, value, ids))}
        />
        <Button
          variant="secondary"
          size="sm"
          disabled={it.days.length >= MAX_ITINERARY_DAYS}
          onClick={() => onChange((x, ids) => addDay(x, ids))}
        >
          {t('itinerary.addDay')}
        </Button>
        {onShowDay && days.length > 1 && (
          <label className="mfp-field">
            {t('itinerary.show')}
            <select
              className="mfp-select"
              value={shownDay === null ? '' : String(shownDay)}
              onChange={(e) => onShowDay(e.target.value === '' ? null : Number(e.target.value))}
            >
              <option value="">{t('itinerary.wholeTrip')}</option>
              {days.map((f) => (
                <option key={f.day.index} value={String(f.day.index)}>
                  {dayLabel(f.day.index)}
                </option>
              ))}
            </select>
          </label>
        )}
        <ItinerarySaveState status={controls.saveStatus} guest={plan.id === 'guest'} onRetry={controls.onRetry} />
      </div>
      <p id="mfp-start-date-hint" className="mfp-hint">
        {t('itinerary.startDateHint')}
      </p>
      <p id="mfp-time-zone-hint" className="mfp-hint">
        {t('itinerary.timeZoneHint')}
      </p>
      {it.days.length > 1 && <p className="mfp-hint">{t('itinerary.dragHint')}</p>}
      <p className="ti-visually-hidden" role="status" aria-live="polite">
        {announce}
      </p>

      {shown.map((f) => {
        const { day } = f;
        const number = day.index + 1;
        const headingId = `mfp-day-${number}`;
        const km = dayDistanceKm(f);
        const order = day.stops.map((s) => s.place_id);
        const showOptimised =
          optimised?.day === day.index && optimised.after.join(',') === order.join(',') ? optimised : null;
        const dayPlan = dayAsPlan({ plan_name: name }, day);
        const directions = googleMapsDirectionsUrl(dayPlan);
        return (
          <section
            key={day.index}
            className={dropClass(day.index)}
            aria-labelledby={headingId}
            {...dropZone(day.index)}
          >
            <header className="mfp-day__head">
              <h2 id={headingId} tabIndex={-1}>
                {day.name
                  ? t('itinerary.dayTitle', { day: t('itinerary.day', { number }), name: day.name })
                  : t('itinerary.day', { number })}
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
                  onChange={(value) => onChange((x, ids) => renameDay(x, day.index, value, ids))}
                />
                <label className="mfp-field">
                  {t('itinerary.mode', { number })}
                  <select
                    className="mfp-select"
                    value={it.days[day.index].travel_mode}
                    onChange={(e) => {
                      const mode = e.target.value as TravelMode;
                      onChange((x, ids) => setDayMode(x, day.index, mode, ids));
                    }}
                  >
                    {modeOptions}
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
                      disabled={to < 0 || to >= days.length}
                      onClick={() => {
                        setOptimised(null);
                        dayMove.current = { to, button };
                        onChange((x, ids) => moveDay(x, day.index, to, ids));
                        // the day shown alone stays shown in its new place
                        if (shownDay !== null) onShowDay?.(to);
                        setAnnounce(t('itinerary.dayMoved', { number: to + 1 }));
                      }}
                    >
                      {t(button === 'earlier' ? 'itinerary.dayEarlier' : 'itinerary.dayLater', { number })}
                    </Button>
                  );
                })}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    setOptimised(null);
                    focusDay.current = day.index;
                    onChange((x, ids) => removeDay(x, day.index, ids));
                    // the day shown alone is gone: the whole trip is shown
                    if (shownDay !== null) onShowDay?.(null);
                  }}
                >
                  {t('itinerary.removeDay', { number })}
                </Button>
              </div>
            </header>
            {day.stops.length === 0 ? (
              <p className="mfp-hint">{t('itinerary.emptyDay')}</p>
            ) : (
              <ol className="mfp-stops" aria-label={t('itinerary.day', { number })}>
                {day.stops.map((stop, i) => renderStop(f, stop, i))}
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
                    checked={!!keepLast[day.index]}
                    onChange={(e) => setKeepLast((k) => ({ ...k, [day.index]: e.target.checked }))}
                  />
                  {t('itinerary.keepLast')}
                </label>
                <Button size="sm" onClick={() => optimise(f)}>
                  {t('itinerary.optimise')}
                </Button>
              </div>
            )}
            {showOptimised && (
              <OptimiseResult
                inputKm={dayDistanceKm(dayFiguresInOrder(source, day.index, showOptimised.before))}
                km={km}
                language={language}
                onUndo={undo}
              />
            )}
            {day.stops.length > 0 && (
              <div className="mfp-row mfp-day__export">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    downloadFile(fileName(dayPlan.plan_name, 'gpx'), planToGpx(dayPlan), 'application/gpx+xml')
                  }
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
      })}

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

      {shownDay === null && unscheduled.length > 0 && (
        <section
          className={cx(dropClass(null), 'mfp-day--unscheduled')}
          aria-labelledby="mfp-day-none"
          {...dropZone(null)}
        >
          <h2 id="mfp-day-none">{t('itinerary.unscheduled')}</h2>
          <ul className="mfp-stops">
            {unscheduled.map((pp, i) => (
              <li key={pp.id} data-stop-id={pp.id} className={stopClass(pp.id)} {...dragStop(pp.id)}>
                <div className="mfp-stop__main">
                  <PlanStopSummary stop={pp} index={i} />
                  <StopControls
                    name={pp.place.place_name}
                    index={i}
                    count={unscheduled.length}
                    busy={busy}
                    onRemove={() => onRemove(pp.id)}
                  />
                </div>
                <div className="mfp-stop__fields mfp-row">{daySelect(pp, null)}</div>
                {stopExtras?.(pp)}
              </li>
            ))}
          </ul>
        </section>
      )}

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
