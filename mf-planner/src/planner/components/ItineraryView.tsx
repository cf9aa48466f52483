import { useTranslation } from 'page-singleton';
import { Button, formatDistance, type Itinerary, type TravelLeg } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import type { ItinerarySaveStatus, LegRequest } from '../hooks/useItinerary';
import { SHORTER_BY_KM } from '../state/dayFigures';
import type { ItineraryChange } from '../state/tripDaysState';
import { SaveStateLine } from './PlanParts';

// The small parts around the planner's days (the days themselves are TripDaysView's).

/** What the planner needs to show and edit a plan's days. */
export interface ItineraryControls {
  /** null until loaded: the plan shows as its one list meanwhile */
  itinerary: Itinerary | null;
  saveStatus: ItinerarySaveStatus;
  onChange: (change: ItineraryChange) => void;
  onRetry: () => void;
  /** the days as someone else stored them while these were edited (a conflict to settle), else null */
  theirs?: Itinerary | null;
  onKeepMine?: () => void;
  onKeepTheirs?: () => void;
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
      : status === 'waiting'
        ? t('itinerary.waiting')
        : status === 'saved'
          ? t(guest ? 'itinerary.savedOnDevice' : 'itinerary.saved')
          : status === 'error'
            ? t('itinerary.failed')
            : '';
  return <SaveStateLine text={text} error={status === 'error'} retryText={t('itinerary.retry')} onRetry={onRetry} />;
}
