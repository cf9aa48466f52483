import { useTranslation } from 'page-singleton';
import { useEffect, useRef, useState } from 'react';
import { Button, useAppInfo, type Itinerary, type PlanWithPlaces, type TravelLeg } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import type { LegRequest } from '../hooks/useItinerary';
import { ReadOnlyDays } from './ReadOnlyDays';
import './print.css';

export interface PlanPrintViewProps {
  plan: Pick<PlanWithPlaces, 'plan_name' | 'notes' | 'plan_places'>;
  /** the plan's name as shown */
  name: string;
  /** null while the days load */
  itinerary: Itinerary | null;
  language: string;
  timeZone?: string;
  realLegs?: ReadonlyMap<string, TravelLeg>;
  onLegs?: (legs: LegRequest[]) => void;
  /** Google Maps key for the maps; undefined = from GET /app, null = no key (the open map; the maps start unchecked) */
  mapApiKey?: string | null;
  onBack: () => void;
}

/**
 * The plan's days laid out for paper: A4, each day on a page of its own with its stops' times, stays, addresses,
 * notes and legs; a map of each day when chosen (chosen at first only when the site has a Maps key). The options
 * and the Print button are not printed.
 */
export function PlanPrintView(props: PlanPrintViewProps) {
  return props.mapApiKey === undefined ? <PrintWithAppKey {...props} /> : <PrintSheet {...props} />;
}

function PrintWithAppKey(props: PlanPrintViewProps) {
  const info = useAppInfo();
  return <PrintSheet {...props} mapApiKey={info?.google_maps_key ?? null} />;
}

function PrintSheet({ plan, name, itinerary, language, mapApiKey: key, onBack, ...days }: PlanPrintViewProps) {
  const { t } = useTranslation(NS);
  const heading = useRef<HTMLHeadingElement>(null);
  // opened from the planner's button, which is gone now: the sheet's heading takes the focus
  useEffect(() => heading.current?.focus(), []);
  /** null: not chosen yet, so a map only when there is a key to draw it */
  const [maps, setMaps] = useState<boolean | null>(null);
  const withMaps = maps ?? !!key;
  return (
    <div className="mfp-print">
      <div className="mfp-print__options mfp-row" role="group" aria-label={t('print.options')}>
        <Button onClick={() => window.print()} disabled={!itinerary || itinerary.days.length === 0}>
          {t('print.print')}
        </Button>
        <label className="mfp-check">
          <input type="checkbox" checked={withMaps} onChange={(e) => setMaps(e.target.checked)} />
          {t('print.map')}
        </label>
        <Button variant="ghost" onClick={onBack}>
          {t('print.back')}
        </Button>
        <p className="mfp-hint">{t('print.hint')}</p>
      </div>
      <article className="mfp-print__sheet" aria-labelledby="mfp-print-title">
        <header className="mfp-print__head">
          <h1 id="mfp-print-title" ref={heading} tabIndex={-1}>
            {name}
          </h1>
          {plan.notes.trim() && <p className="mfp-card__notes">{plan.notes}</p>}
        </header>
        {!itinerary ? (
          <p role="status">{t('loading')}</p>
        ) : itinerary.days.length === 0 ? (
          <p>{t('print.noDays')}</p>
        ) : (
          <ReadOnlyDays
            plan={plan}
            itinerary={itinerary}
            language={language}
            dayMaps={withMaps ? { apiKey: key } : null}
            idPrefix="mfp-print-day"
            print
            {...days}
          />
        )}
      </article>
    </div>
  );
}
