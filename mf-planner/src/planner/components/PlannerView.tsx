import { Link, useTranslation } from 'page-singleton';
import { useState, type ReactNode } from 'react';
import type { Place, PlanWithPlaces } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import { LoadError } from '../../common/LoadError';
import { guestPlanName } from '../../common/guestPlan';
import type { NameConflict, NoteStatus, PlanStatus } from '../../common/usePlan';
import { addDay } from '../../common/itineraryOps';
import type { InsertAction, NoteDrafts } from '../../common/planOps';
import { AddPlaceForm } from './AddPlaceForm';
import { ItinerarySetup, type ItineraryControls } from './ItineraryView';
import { PlanExport } from './PlanExport';
import { PlanHeader } from './PlanHeader';
import { PlanMap } from './PlanParts';
import { PlanPrintView } from './PlanPrintView';
import { PlanStopList } from './PlanStopList';
import { focusStop, stopIdOf, useFocusFirstDayAfterSplit, useFocusPrintAfterPrintView } from './plannerFocus';
import { StopNotes } from './StopNotes';
import { TripDaysView } from './TripDaysView';
import { viewerTimeZone } from './TimeZoneSelect';
import { tripDays } from '../../itinerary';
import { dayFigures, NO_LEGS } from '../state/dayFigures';
import { useDayTitle } from './TripDayParts';
import '../../common/planner.css';

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
  /** the plan's name as this person and a companion both changed it, until the person chooses */
  nameConflict?: NameConflict | null;
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
  const [editing, setEditing] = useState(false);

  /** the stop in focus in the days' list, highlighted on the map */
  const [mapSelected, setMapSelected] = useState<number | null>(null);
  const split = useFocusFirstDayAfterSplit();
  useFocusPrintAfterPrintView(!!props.printing);

  if (status === 'loading') return <p role="status">{t('loading')}</p>;
  if (status === 'not-found' || status === 'forbidden')
    return (
      <section className="mfp-planner">
        <h1>{t(status === 'not-found' ? 'planner.notFound' : 'planner.forbidden')}</h1>
        <Link to="/my/plans">{t('planner.backToPlans')}</Link>
      </section>
    );
  if (status === 'error' || !plan) return <LoadError onRetry={onRetry} className="mfp-planner" />;

  const name = plan.id === 'guest' ? guestPlanName(plan, language) : plan.plan_name;
  const places = plan.plan_places;

  const stopNotes = (pp: (typeof places)[number]) => (
    <StopNotes
      stop={pp}
      drafts={noteDrafts}
      status={noteStatus[pp.id]}
      onChange={props.onNoteChange}
      onSave={props.onNotesSave}
    />
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

  /**
   * The map: with days, the days shown (the one chosen, else every day) as numbered pins and lines by day, beside
   * the days' own list; else the plan's places with their list.
   */
  const mapOf = () => {
    if (!withDays) return { name, places };
    const zone = withDays.timeZone ?? viewerTimeZone();
    const realLegs = withDays.realLegs ?? NO_LEGS;
    const days = dayFigures(tripDays(plan, withDays.itinerary, zone), realLegs);
    const one = props.shownDay != null && props.shownDay < days.length && days.length > 1;
    const shown = one ? [days[props.shownDay!]] : days;
    const ids = new Set(shown.flatMap((d) => d.day.stops.map((s) => s.place_id)));
    return {
      name: one ? dayTitle(props.shownDay!, shown[0].day.name) : name,
      places: places.filter((p) => ids.has(p.id)),
      days: shown,
      realLegs,
      selectedId: mapSelected,
      onSelect: focusStop,
    };
  };

  return (
    <section className={`mfp-planner${compact ? ' mfp-planner--compact' : ''}`} aria-busy={busy || undefined}>
      <PlanHeader
        plan={plan}
        name={name}
        compact={compact}
        editing={editing}
        onEditing={setEditing}
        onUpdate={props.onUpdate}
        nameConflict={props.nameConflict}
        onMoveToAccount={props.onMoveToAccount}
        movingToAccount={props.movingToAccount}
      />

      <p className="ti-visually-hidden" role="status" aria-live="polite">
        {announce}
      </p>

      {withDays && places.length > 0 ? (
        <div className="mfp-planner__days" onFocus={(e) => setMapSelected(stopIdOf(e.target))}>
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
        </div>
      ) : places.length === 0 ? (
        <div className="mfp-empty">
          <h2>{t('planner.empty.title')}</h2>
          <p>{t('planner.empty.body')}</p>
        </div>
      ) : (
        <PlanStopList
          plan={plan}
          busy={busy}
          language={language}
          stopNotes={stopNotes}
          onMove={props.onMove}
          onRemove={props.onRemove}
          onAnnounce={setAnnounce}
        />
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

      <AddPlaceForm plan={plan} savedPlaces={savedPlaces} busy={busy} onInsert={props.onInsert} />

      {places.length > 0 && <PlanExport plan={plan} name={name} />}
      {props.share}
    </section>
  );
}
