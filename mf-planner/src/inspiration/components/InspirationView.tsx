import { Link, useTranslation } from 'page-singleton';
import { placeLabel, placeLink, WaitingToSync, withCount, type CountryFacet, type InspirationPoi } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import { LoadError } from '../../common/LoadError';
import { SaveToggle } from '../../widgets';
import './inspiration.css';

export interface InspirationViewProps {
  pois: InspirationPoi[];
  countries: CountryFacet[];
  status: 'loading' | 'ready' | 'error';
  countryId: number;
  signedIn: boolean;
  /** changes to the list made without a connection are kept until it is back */
  waitingToSync?: boolean;
  compact?: boolean;
  onCountry: (countryId: number) => void;
  onRemove: (poiId: number) => void;
  onRetry?: () => void;
}

/** The inspiration list with its country filter (0 = all). */
export function InspirationView(props: InspirationViewProps) {
  const { pois, countries, status, countryId, signedIn, waitingToSync = false, compact = false } = props;
  const { onCountry, onRemove, onRetry } = props;
  const { t, i18n } = useTranslation(NS);
  const total = countries.reduce((n, c) => n + c.count, 0);
  const Heading = compact ? 'h2' : 'h1';
  return (
    <section className={`mfp-insp${compact ? ' mfp-insp--compact' : ''}`}>
      <Heading>{t('inspiration.title')}</Heading>
      {waitingToSync && <WaitingToSync />}
      {!signedIn && <p className="mfp-hint">{t('inspiration.guestHint')}</p>}
      {countries.length > 0 && (
        <div className="mfp-chips" role="group" aria-label={t('inspiration.filter')}>
          <button type="button" className="mfp-chip" aria-pressed={countryId === 0} onClick={() => onCountry(0)}>
            {t('inspiration.all', { count: total })}
          </button>
          {countries.map((c) => (
            <button
              key={c.id}
              type="button"
              className="mfp-chip"
              aria-pressed={countryId === c.id}
              onClick={() => onCountry(c.id)}
            >
              {withCount(c.country_name, c.count, i18n.language)}
            </button>
          ))}
        </div>
      )}
      {status === 'loading' && <p role="status">{t('loading')}</p>}
      {status === 'error' && <LoadError onRetry={onRetry} />}
      {status === 'ready' && pois.length === 0 && (
        <div className="mfp-empty">
          <h2>{t('inspiration.empty.title')}</h2>
          <p>{t('inspiration.empty.body')}</p>
          <Link to="/search">{t('planner.add.search')}</Link>
        </div>
      )}
      {status === 'ready' && pois.length > 0 && (
        <ul className="mfp-list" aria-label={t('inspiration.places')}>
          {pois.map((poi) => (
            <li key={poi.poi_id} className="mfp-card mfp-insp__item">
              <div>
                <h3 className="mfp-card__name">
                  <Link to={poi.place ? placeLink(poi.place) : `/place/${poi.poi_id}`}>
                    {poi.place?.place_name ?? poi.poi_id}
                  </Link>
                </h3>
                {poi.place && <p className="mfp-card__count">{placeLabel(poi.place)}</p>}
              </div>
              <SaveToggle saved placeName={poi.place?.place_name} onToggle={() => onRemove(poi.poi_id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
