import { Link, useTranslation } from 'page-singleton';
import { useLayoutEffect, useRef, useState, type DragEvent, type FormEvent, type ReactNode } from 'react';
import { Button, TextArea, TextField, type Place, type PlanWithPlaces } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import { LoadError } from '../../common/LoadError';
import { guestPlanName } from '../../common/guestPlan';
import type { NoteStatus, PlanStatus } from '../../common/usePlan';
import { downloadFile, fileName, googleMapsDirectionsUrl, legDistances, planToGpx } from '../state/exportPlan';
import { ItinerarySetup, TripDaysView, type ItineraryControls } from './ItineraryView';
import { PlanPrintView } from './PlanPrintView';
import { useDayTitle } from './TripDayParts';
import { addDay } from '../../common/itineraryOps';
import { PlanLeg, PlanMap, PlanStopSummary, SaveStateLine, StopControls } from './PlanParts';
import type { InsertAction, NoteDrafts } from '../../common/planOps';
import '../../common/planner.css';

type MoveButton = 'up' | 'down';

export interface PlannerViewProps {
  plan: PlanWithPlaces | null;
  status: PlanStatus;
  busy?: boolean;
  language: string;
  /** the places of the inspiration list, offered for adding */
  savedPlaces?: Place[];
  /** narrower layout for the planner drawer */
  compact?: boolean;
  onMove: (placeId: number, to: number) => void;
  onRemove: (placeId: number) => void;
  /** stop notes typed and not stored yet: shown instead of the stored ones */
  noteDrafts?: NoteDrafts;
  noteStatus?: Readonly<Record<number, NoteStatus>>;
  /** a stop's note was typed */
  onNoteChange: (placeId: number, notes: string) => void;
  /** store the typed notes now (a note field was left, or Try again) */
  onNotesSave: () => void;
  onUpdate: (fields: { plan_name?: string; notes?: string }) => void;
  onInsert: (placeId: number, action: InsertAction, onPlaceId?: number | null) => void;
  onRetry?: () => void;
  /** Google Maps key for the map; undefined = from GET /app, null = the accessible list (no map) */
  mapApiKey?: string | null;
  /** a guest plan seen by a signed-in user: it can move to the account (instead of "sign up" hints) */
  onMoveToAccount?: () => void;
  movingToAccount?: boolean;
  /** the share control, shown at the end */
  share?: ReactNode;
  /** the plan's days and times; without it (the drawer) or without days the plan is its one list */
  itinerary?: ItineraryControls;
  /** the days' print view is shown instead of the planner */
  printing?: boolean;
  /** open (true) or leave (false) the print view; without it there is no print view */
  onPrint?: (open: boolean) => void;
  /** the one day the days, the map and the distances show (its index), or null: the whole trip */
  shownDay?: number | null;
  /** show one day, or the whole trip (null); without it the whole trip is always shown */
  onShowDay?: (day: number | null) => void;
}

/** The planner: the plan's places in order with notes, reordering (drag and buttons), adding, the route and export. */
export function PlannerView(props: PlannerViewProps) {
  const { plan, status, busy = false, language, savedPlaces = [], compact = false, onRetry } = props;
  const { noteDrafts = {}, noteStatus = {} } = props;
  const { t } = useTranslation(NS);
  const dayTitle = useDayTitle();
  const [announce, setAnnounce] = useState('');
  const [dragId, setDragId] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  /** a stop moved with its ↑ / ↓ button: that button keeps the focus once the stop is in its new place */
  const moving = useRef<{ placeId: number; to: number; button: MoveButton } | null>(null);

  /** the plan was just split into days: its first day's heading takes the focus from the vanished button */
  const split = useRef(false);
  useLayoutEffect(() => {
    const first = split.current ? document.getElementById('mfp-day-1') : null;
    if (first) {
      split.current = false;
      first.focus();
    }
  });

  /**
   * back from the print view: the button that opened it takes the focus again, once it is on screen (the days may
   * still be loading), unless the focus went somewhere else meanwhile
   */
  const wasPrinting = useRef(false);
  const refocusPrint = useRef(false);
  useLayoutEffect(() => {
    if (wasPrinting.current && !props.printing) refocusPrint.current = true;
    wasPrinting.current = !!props.printing;
    if (!refocusPrint.current) return;
    const button = document.querySelector<HTMLElement>('.mfp-planner button[data-print]');
    const elsewhere = document.activeElement !== null && document.activeElement !== document.body;
    if (button && !elsewhere) button.focus();
    if (button || elsewhere) refocusPrint.current = false;
  });

  useLayoutEffect(() => {
    const want = moving.current;
    const list = listRef.current;
    if (!want || !list) return;
    const stops = plan?.plan_places ?? [];
    const at = stops.findIndex((p) => p.id === want.placeId);
    if (at !== want.to && at !== -1) return; // not re-rendered in its new place yet
    moving.current = null;
    const stop = list.querySelector(`[data-place-id="${want.placeId}"]`);
    const button = (which: MoveButton) =>
      stop?.querySelector<HTMLButtonElement>(`button[data-move="${which}"]:not(:disabled)`) ?? null;
    // at the top or bottom its button is gone (disabled): the other one of the same stop takes the focus
    (button(want.button) ?? button(want.button === 'up' ? 'down' : 'up'))?.focus();
  });

  if (status === 'loading') return <p role="status">{t('loading')}</p>;
  if (status === 'not-found' || status === 'forbidden')
    return (
      <section className="mfp-planner">
        <h1>{t(status === 'not-found' ? 'planner.notFound' : 'planner.forbidden')}</h1>
        <Link to="/my/plans">{t('planner.backToPlans')}</Link>
      </section>
    );
  if (status === 'error' || !plan) return <LoadError onRetry={onRetry} className="mfp-planner" />;

  const isGuest = plan.id === 'guest';
  const name = isGuest ? guestPlanName(plan, language) : plan.plan_name;
  const places = plan.plan_places;
  const legs = legDistances(plan);
  const directions = googleMapsDirectionsUrl(plan);
  const inPlan = new Set(places.map((p) => p.id));
  const candidates = savedPlaces.filter((p) => !inPlan.has(p.id));

  const move = (placeId: number, from: number, to: number, button?: MoveButton) => {
    if (to < 0 || to >= places.length || to === from) return;
    moving.current = button ? { placeId, to, button } : null;
    props.onMove(placeId, to);
    const moved = places[from].place.place_name;
    setAnnounce(t('planner.moved', { name: moved, position: to + 1, count: places.length }));
  };

  const onDrop = (e: DragEvent, to: number) => {
    e.preventDefault();
    if (dragId === null) return;
    const from = places.findIndex((p) => p.id === dragId);
    setDragId(null);
    if (from >= 0) move(dragId, from, to);
  };

  const saveHeader = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    props.onUpdate({
      plan_name: String(data.get('plan_name') ?? '').trim() || name,
      notes: String(data.get('notes') ?? ''),
    });
    setEditing(false);
  };

  const onAdd = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const placeId = Number(data.get('place'));
    const where = String(data.get('where') ?? 'end');
    if (!placeId) return;
    if (where === 'end') props.onInsert(placeId, 'insert');
    else {
      const [action, on] = where.split(':');
      props.onInsert(placeId, action as InsertAction, Number(on));
    }
  };

  const stopNotes = (pp: (typeof places)[number]) => (
    <div className="mfp-stop__notes">
      <TextArea
        label={t('planner.placeNotes', { name: pp.place.place_name })}
        value={Object.hasOwn(noteDrafts, pp.id) ? noteDrafts[pp.id] : pp.notes}
        maxLength={2000}
        rows={2}
        onChange={(text) => props.onNoteChange(pp.id, text)}
        onBlur={props.onNotesSave}
      />
      <NoteSaveState status={noteStatus[pp.id]} placeName={pp.place.place_name} onRetry={props.onNotesSave} />
    </div>
  );
  const days = props.itinerary?.itinerary ?? null;
  const withDays = props.itinerary && days && days.days.length > 0 ? { ...props.itinerary, itinerary: days } : null;

  if (props.printing && props.onPrint && props.itinerary)
    return (
      <PlanPrintView
        plan={plan}
        name={name}
        itinerary={days}
        language={language}
        timeZone={props.itinerary.timeZone}
        realLegs={props.itinerary.realLegs}
        onLegs={props.itinerary.onLegs}
        mapApiKey={props.mapApiKey}
        onBack={() => props.onPrint?.(false)}
      />
    );

  /** the map's places: the one day shown, else the whole plan */
  const mapOf = () => {
    const day = withDays && props.shownDay != null ? withDays.itinerary.days[props.shownDay] : undefined;
    if (!day || withDays!.itinerary.days.length < 2) return { name, places };
    const ids = new Set(day.stops.map((s) => s.place_id));
    return { name: dayTitle(props.shownDay!, day.name), places: places.filter((p) => ids.has(p.id)) };
  };

  const Heading = compact ? 'h2' : 'h1';
  return (
    <section className={`mfp-planner${compact ? ' mfp-planner--compact' : ''}`} aria-busy={busy || undefined}>
      {editing ? (
        <form className="mfp-planner__edit" onSubmit={saveHeader}>
          <TextField label={t('planner.name')} name="plan_name" defaultValue={name} maxLength={200} required />
          <TextArea label={t('planner.planNotes')} name="notes" defaultValue={plan.notes} maxLength={5000} />
          <div className="mfp-row">
            <Button type="submit">{t('save.submit')}</Button>
            <Button variant="ghost" onClick={() => setEditing(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <header className="mfp-planner__header">
          <Heading>{name}</Heading>
          {plan.notes.trim() && <p className="mfp-card__notes">{plan.notes}</p>}
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {t('planner.edit')}
          </Button>
          {isGuest && !props.onMoveToAccount && <p className="mfp-hint">{t('plans.local.hint')}</p>}
          {isGuest && props.onMoveToAccount && (
            <div className="mfp-planner__device">
              <p className="mfp-hint">{t('planner.onDevice.hint')}</p>
              <Button size="sm" loading={props.movingToAccount} onClick={props.onMoveToAccount}>
                {t('planner.onDevice.move')}
              </Button>
            </div>
          )}
        </header>
      )}

      <p className="ti-visually-hidden" role="status" aria-live="polite">
        {announce}
      </p>

      {withDays && places.length > 0 ? (
        <TripDaysView
          plan={plan}
          name={name}
          controls={withDays}
          language={language}
          busy={busy}
          onRemove={props.onRemove}
          stopExtras={stopNotes}
          onPrint={props.onPrint && (() => props.onPrint?.(true))}
          shownDay={props.shownDay}
          onShowDay={props.onShowDay}
        />
      ) : places.length === 0 ? (
        <div className="mfp-empty">
          <h2>{t('planner.empty.title')}</h2>
          <p>{t('planner.empty.body')}</p>
        </div>
      ) : (
        <ol className="mfp-stops" aria-label={t('planner.places')} ref={listRef}>
          {places.map((pp, i) => (
            <li
              key={pp.id}
              data-place-id={pp.id}
              className={`mfp-stop${dragId === pp.id ? ' mfp-stop--dragging' : ''}`}
              draggable
              onDragStart={(e) => {
                setDragId(pp.id);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', String(pp.id));
              }}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => onDrop(e, i)}
              onDragEnd={() => setDragId(null)}
            >
              <div className="mfp-stop__main">
                <PlanStopSummary stop={pp} index={i} />
                <StopControls
                  name={pp.place.place_name}
                  index={i}
                  count={places.length}
                  busy={busy}
                  onMove={(to, button) => move(pp.id, i, to, button)}
                  onRemove={() => props.onRemove(pp.id)}
                />
              </div>
              {stopNotes(pp)}
              <PlanLeg places={places} legs={legs} index={i} language={language} />
            </li>
          ))}
        </ol>
      )}

      {!withDays && days && places.length > 0 && (
        <ItinerarySetup
          onSplit={() => {
            split.current = true;
            props.itinerary?.onChange((it, ids) => addDay(it, ids));
          }}
        />
      )}

      {!compact && places.length > 0 && <PlanMap {...mapOf()} apiKey={props.mapApiKey} />}

      <form className="mfp-addform" onSubmit={onAdd} aria-labelledby="mfp-add-title">
        <h2 id="mfp-add-title">{t('planner.add.title')}</h2>
        {candidates.length === 0 ? (
          <p className="mfp-hint">
            {t('planner.add.none')} <Link to="/search">{t('planner.add.search')}</Link>
          </p>
        ) : (
          <div className="mfp-row">
            <label>
              {t('planner.add.place')}
              <select name="place" className="mfp-select">
                {candidates.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.place_name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('planner.add.where')}
              <select name="where" className="mfp-select" defaultValue="end">
                <option value="end">{t('planner.add.end')}</option>
                {places.map((pp) => (
                  <option key={`b${pp.id}`} value={`insert_before:${pp.id}`}>
                    {t('planner.add.before', { name: pp.place.place_name })}
                  </option>
                ))}
                {places.map((pp) => (
                  <option key={`a${pp.id}`} value={`insert_after:${pp.id}`}>
                    {t('planner.add.after', { name: pp.place.place_name })}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" loading={busy}>
              {t('planner.add.submit')}
            </Button>
          </div>
        )}
      </form>

      {places.length > 0 && (
        <div className="mfp-export mfp-row">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => downloadFile(fileName(name, 'gpx'), planToGpx(plan, name), 'application/gpx+xml')}
          >
            {t('planner.gpx')}
          </Button>
          {directions && (
            <a href={directions} target="_blank" rel="noopener noreferrer" className="mfp-link">
              {t('planner.directions')}
            </a>
          )}
        </div>
      )}
      {props.share}
    </section>
  );
}

/**
 * Where a stop's note stands, announced politely: saving (also while typing pauses), saved, or not saved with
 * the text kept in the field and a way to try again. Nothing before the note is first touched.
 */
export function NoteSaveState({
  status,
  placeName,
  onRetry,
}: {
  status?: NoteStatus;
  placeName: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation(NS);
  const text =
    status === 'pending' || status === 'saving'
      ? t('planner.note.saving')
      : status === 'saved'
        ? t('planner.note.saved')
        : status === 'error'
          ? t('planner.note.failed')
          : '';
  return (
    <SaveStateLine
      text={text}
      error={status === 'error'}
      retryLabel={t('planner.note.retry', { name: placeName })}
      retryText={t('retry')}
      onRetry={onRetry}
    />
  );
}
