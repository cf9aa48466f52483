import { useTranslation } from 'page-singleton';
import type { ReactNode } from 'react';
import { MAX_STAY_MINUTES, TRAVEL_MODES, type Itinerary, type PlanWithPlaces, type TravelMode } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import type { DayStop } from '../../itinerary';
import type { DayFigures } from '../state/dayFigures';
import { dayLabel, type RunTripDaysAction, type TripDaysState } from '../state/tripDaysState';
import { dragStopProps } from './daysDragAndDrop';
import { PlanStopMain } from './PlanParts';
import { LegLine, useTimesLine } from './TripDayParts';

// A stop of the planner's days, scheduled in a day or in no day, and the controls a stop and a leg share.

type PlanPlace = PlanWithPlaces['plan_places'][number];

/** What a stop of the days needs from the days around it. */
export interface StopContext {
  it: Itinerary;
  state: TripDaysState;
  run: RunTripDaysAction;
  busy: boolean;
  onRemove: (placeId: number) => void;
  /** the planner's own parts of a stop (its notes) */
  stopExtras?: (stop: PlanPlace) => ReactNode;
}

/** The travel modes, each by its name. */
export function TravelModeOptions() {
  const { t } = useTranslation(NS);
  return (
    <>
      {TRAVEL_MODES.map((m) => (
        <option key={m} value={m}>
          {t(`itinerary.modes.${m}`)}
        </option>
      ))}
    </>
  );
}

/** The day a stop is in (null: none), to move it to another. */
export function DaySelect({
  stop,
  current,
  it,
  run,
}: {
  stop: PlanPlace;
  current: number | null;
  it: Itinerary;
  run: RunTripDaysAction;
}) {
  const { t } = useTranslation(NS);
  return (
    <label className="mfp-field">
      <span aria-hidden="true">{t('itinerary.dayOf')}</span>
      <select
        data-day-select
        className="mfp-select"
        aria-label={t('itinerary.dayOfNamed', { name: stop.place.place_name })}
        value={current === null ? '' : String(current)}
        onChange={(e) =>
          run({ type: 'chooseDay', placeId: stop.id, to: e.target.value === '' ? null : Number(e.target.value) })
        }
      >
        {it.days.map((_, i) => (
          <option key={i} value={String(i)}>
            {dayLabel(it, i, t)}
          </option>
        ))}
        <option value="">{t('itinerary.noDay')}</option>
      </select>
    </label>
  );
}

/** A stop of a day: its place, ↑ / ↓ / ✕, start time, stay, day, times, warnings, and the leg to the next one. */
export function TripStop({
  ctx,
  figures: f,
  stop,
  index: i,
  language,
}: {
  ctx: StopContext;
  figures: DayFigures;
  stop: DayStop;
  index: number;
  language: string;
}) {
  const { t } = useTranslation(NS);
  const timesLine = useTimesLine();
  const { run } = ctx;
  const pp = stop.planPlace;
  const placeName = pp.place.place_name;
  const times = f.schedule.stops[i];
  const warnings = f.schedule.warnings.filter((w) => w.stop === i);
  const count = f.day.stops.length;
  const next = i < count - 1 ? f.day.stops[i + 1] : null;
  return (
    <li data-stop-id={pp.id} {...dragStopProps(ctx, pp.id)}>
      <PlanStopMain
        stop={pp}
        index={i}
        count={count}
        busy={ctx.busy}
        onMove={(to, control) => run({ type: 'moveStop', day: f.day.index, placeId: pp.id, to, control })}
        onRemove={() => ctx.onRemove(pp.id)}
      />
      <div className="mfp-stop__fields mfp-row">
        <label className="mfp-field">
          <span aria-hidden="true">{t('itinerary.start')}</span>
          <input
            type="time"
            className="mfp-input"
            aria-label={t('itinerary.startAt', { name: placeName })}
            value={stop.start_time ?? ''}
            onChange={(e) => run({ type: 'setStartTime', placeId: pp.id, time: e.target.value })}
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
            onChange={(e) => run({ type: 'setStay', placeId: pp.id, minutes: e.target.value })}
          />
        </label>
        <DaySelect stop={pp} current={f.day.index} it={ctx.it} run={run} />
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
      {ctx.stopExtras?.(pp)}
      {next && (
        <div className="mfp-leg mfp-row">
          <LegLine leg={f.legs[i]} next={next.planPlace.place.place_name} language={language} />
          <label className="mfp-field mfp-field--inline">
            <span aria-hidden="true">{t('itinerary.by')}</span>
            <select
              className="mfp-select"
              aria-label={t('itinerary.byTo', { next: next.planPlace.place.place_name })}
              value={f.day.legModes[i]}
              onChange={(e) =>
                run({
                  type: 'setLegMode',
                  day: f.day.index,
                  placeId: next.place_id,
                  mode: e.target.value as TravelMode,
                })
              }
            >
              <TravelModeOptions />
            </select>
          </label>
        </div>
      )}
    </li>
  );
}
