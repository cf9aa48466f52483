import { Link, useTranslation } from 'page-singleton';
import { Button, LoadFailed, placeLabel, withCount, type Place, type SearchFilter } from 'shared';
import { NS } from '../../i18n';
import { ExperienceCard, SectionEmpty, SectionSkeleton } from '../../home';
import { DEFAULT_TYPE, SEARCH_MODES, type FilterState, type SearchMode, type SearchType } from '../state/filterFlow';
import type { SavedSearch } from '../state/searchStore';
import { FilterPanel } from './FilterPanel';
import { SearchForm } from './SearchForm';
import '../../common/search.css';

export interface SearchViewProps {
  title: string;
  filterState: FilterState;
  saved: SavedSearch;
  /** places matching the term (shown above the videos), each with the link to open */
  places: { place: Place; href: string }[];
  /** the places for the current search are still being looked up: the results wait for them, so nothing moves */
  placesLoading?: boolean;
  onSubmitTerm: (term: string) => void;
  onTypeChange: (type: SearchType[]) => void;
  onModeChange: (mode: SearchMode) => void;
  onToggle: (filter: SearchFilter) => void;
  onReset: () => void;
  onOpenFilters: () => void;
  onMore: () => void;
  onRetry: () => void;
}

/** The experience search screen, given its state: form, type filter, order, applied filters, facets, results. */
export function SearchView(props: SearchViewProps) {
  const { title, filterState, saved, places, onSubmitTerm, onTypeChange, onToggle, onReset, onOpenFilters } = props;
  const { t, i18n } = useTranslation(NS);
  const type = filterState.typeFilter[0] ?? DEFAULT_TYPE;
  const applied = filterState.applied;
  // the places are shown above the videos: both appear together, or the places would push the videos down
  const status = saved.status === 'ready' && props.placesLoading ? 'loading' : saved.status;

  return (
    <main className="mfd-search">
      <h1>{title}</h1>
      <SearchForm id="mfd-search-term" term={filterState.term} onSubmit={onSubmitTerm} />

      <fieldset className="mfd-search__types">
        <legend>{t('search.type.label')}</legend>
        {(['place', 'experience'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="mfd-search-type"
              value={value}
              checked={type === value}
              onChange={() => onTypeChange([value])}
            />{' '}
            {t(`search.type.${value}`)}
          </label>
        ))}
      </fieldset>

      <div className="mfd-search__toolbar">
        <Button variant="secondary" onClick={onOpenFilters} aria-haspopup="dialog">
          {applied.length ? withCount(t('search.openFilters'), applied.length, i18n.language) : t('search.openFilters')}
        </Button>
        {(applied.length > 0 || type !== DEFAULT_TYPE) && (
          <Button variant="secondary" onClick={onReset}>
            {t('search.reset')}
          </Button>
        )}
        <label className="mfd-search__order">
          {t('search.order.label')}
          <select
            className="ti-input"
            value={filterState.mode}
            onChange={(e) => props.onModeChange(e.target.value as SearchMode)}
          >
            {SEARCH_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`search.order.${mode}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      {applied.length > 0 && (
        <ul className="mfd-chips" aria-label={t('search.applied')}>
          {applied.map((f) => (
            <li key={`${f.type}-${f.placeId}`}>
              <button
                type="button"
                className="mfd-chip"
                aria-label={t('search.removeFilter', { name: f.value })}
                onClick={() => onToggle(f)}
              >
                {f.value} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="mfd-search__body">
        <aside className="mfd-search__facets" aria-labelledby="mfd-search-refine">
          <h2 id="mfd-search-refine">{t('search.refine')}</h2>
          {saved.status !== 'idle' && (
            <FilterPanel
              facets={saved.filters}
              chosen={applied}
              popular={filterState.popular}
              onToggle={onToggle}
              idPrefix="mfd-inline"
            />
          )}
        </aside>

        <section className="mfd-search__results" aria-labelledby="mfd-search-count">
          <h2 id="mfd-search-count" aria-live="polite">
            {status === 'ready'
              ? saved.resultTerm
                ? t('search.resultsFor', { count: saved.total, term: saved.resultTerm })
                : t('search.results', { count: saved.total })
              : status === 'loading'
                ? t('search.loading')
                : ''}
          </h2>

          {places.length > 0 && status === 'ready' && (
            <section aria-labelledby="mfd-search-places" className="mfd-search__places">
              <h3 id="mfd-search-places">{t('search.places')}</h3>
              <ul>
                {places.map(({ place, href }) => (
                  <li key={place.id}>
                    <Link to={href}>{place.place_name}</Link>
                    {placeLabel(place) && <span className="mfd-place__label"> {placeLabel(place)}</span>}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {status === 'loading' && <SectionSkeleton label={t('search.loading')} />}
          {status === 'error' && <LoadFailed message={saved.error ?? t('search.error')} onRetry={props.onRetry} />}
          {status === 'ready' &&
            (saved.experiences.length === 0 ? (
              <SectionEmpty>{t('search.empty')}</SectionEmpty>
            ) : (
              <>
                <ul className="mfd-grid">
                  {saved.experiences.map((e, i) => (
                    <li key={e.id}>
                      <ExperienceCard experience={e} priority={i === 0} />
                    </li>
                  ))}
                </ul>
                {saved.maxPage !== null && saved.page < saved.maxPage && (
                  <div className="mfd-search__more">
                    <Button variant="secondary" onClick={props.onMore} disabled={saved.loadingMore}>
                      {saved.loadingMore ? t('search.loadingMore') : t('search.more')}
                    </Button>
                  </div>
                )}
                {saved.error && saved.loadingMore === false && saved.page > 0 && (
                  <p role="alert" className="mfd-error">
                    {saved.error}
                  </p>
                )}
              </>
            ))}
        </section>
      </div>
    </main>
  );
}
