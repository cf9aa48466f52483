import { Link, useTranslation } from 'page-singleton';
import type { Itinerary, PlanWithPlaces } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import { LoadError } from '../../common/LoadError';
import { tripDays } from '../../itinerary';
import {
  dayFigures,
  googleMapsDirectionsUrl,
  legDistances,
  NO_LEGS,
  PlanLeg,
  PlanMap,
  PlanStopSummary,
  ReadOnlyDays,
} from '../../planner';
import '../../common/planner.css';
import './share.css';

export type SharedPlan = Pick<PlanWithPlaces, 'plan_name' | 'notes' | 'plan_places'>;
export type SharedPlanStatus = 'loading' | 'ready' | 'not-found' | 'error';

export interface SharedPlanViewProps {
  plan: SharedPlan | null;
  status: SharedPlanStatus;
  language: string;
  onRetry?: () => void;
  /** Google Maps key for the map; undefined = from GET /app, null = the accessible list (no map) */
  mapApiKey?: string | null;
  /** the plan's days (null: none, or not loaded: the plan shows as its one list) */
  itinerary?: Itinerary | null;
  /** the zone of a plan without one (default: the reader's) */
  timeZone?: string;
}

/**
 * A plan opened from a share link: its places in order with notes, distances and the map, or its days with their
 * times and legs when it has days. Nothing can be changed.
 */
export function SharedPlanView({
  plan,
  status,
  language,
  onRetry,
  mapApiKey,
  itinerary = null,
  timeZone,
}: SharedPlanViewProps) {
  const { t } = useTranslation(NS);
  if (status === 'loading') return <p role="status">{t('loading')}</p>;
  if (status === 'not-found')
    return (
      <section className="mfp-planner">
        <h1>{t('shared.notFound')}</h1>
        <p>{t('shared.notFoundBody')}</p>
        <Link to="/">{t('shared.home')}</Link>
      </section>
    );
  if (status === 'error' || !plan) return <LoadError onRetry={onRetry} className="mfp-planner" />;

  const places = plan.plan_places;
  const legs = legDistances(plan);
  const withDays = itinerary !== null && itinerary.days.length > 0;
  // the map of a plan with days is the planner's: each day's stops numbered in its order, each day in its colour
  const zone = itinerary?.time_zone ?? timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const mapDays = withDays ? dayFigures(tripDays(plan, itinerary, zone), NO_LEGS) : undefined;
  const directions = googleMapsDirectionsUrl(plan);
  return (
    <section className="mfp-planner" aria-label={t('shared.label')}>
      <header className="mfp-planner__header">
        <h1>{plan.plan_name}</h1>
        {plan.notes.trim() && <p className="mfp-card__notes">{plan.notes}</p>}
        <p className="mfp-shared__notice">{t('shared.readOnly')}</p>
      </header>
      {places.length === 0 ? (
        <p className="mfp-empty">{t('shared.empty')}</p>
      ) : (
        <>
          {withDays ? (
            <ReadOnlyDays plan={plan} itinerary={itinerary} language={language} timeZone={timeZone} />
          ) : (
            <ol className="mfp-stops" aria-label={t('shared.places')}>
              {places.map((pp, i) => (
                <li key={pp.id} className="mfp-stop">
                  <div className="mfp-stop__main">
                    <PlanStopSummary stop={pp} index={i}>
                      {pp.notes.trim() && <p className="mfp-card__notes">{pp.notes}</p>}
                    </PlanStopSummary>
                  </div>
                  <PlanLeg places={places} legs={legs} index={i} language={language} />
                </li>
              ))}
            </ol>
          )}
          <PlanMap name={plan.plan_name} places={places} apiKey={mapApiKey} days={mapDays} />
          {directions && (
            <p className="mfp-export">
              <a href={directions} target="_blank" rel="noopener noreferrer" className="mfp-link">
                {t('planner.directions')}
              </a>
            </p>
          )}
        </>
      )}
    </section>
  );
}
