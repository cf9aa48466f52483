import { Link, useTranslation } from 'page-singleton';
import { LoadFailed, placeLink, type ExperienceSummary, type LoadState, type Place } from 'shared';
import { NS } from '../../i18n';
import { SearchForm } from '../../search';
import { ExperienceCard } from './ExperienceCard';
import { PlaceCard } from './PlaceCard';
import { SectionEmpty, SectionSkeleton } from './SectionStatus';
import '../../common/home.css';

export interface HomeViewProps {
  experiences: LoadState<ExperienceSummary[]>;
  places: LoadState<Place[]>;
  onRetryExperiences: () => void;
  onRetryPlaces: () => void;
  /** countries with their experience counts (for_countries); the section is left out when absent */
  countries?: LoadState<CountryEntry[]>;
  onRetryCountries?: () => void;
  /** the search box's term was submitted (go to the search with it) */
  onSearch: (term: string) => void;
}

export interface CountryEntry {
  country: Place;
  experience_count: number;
}

/**
 * Home, given its data: the search box first, then featured experiences and places, each with its own loading /
 * empty / error state.
 */
export function HomeView({
  experiences,
  places,
  onRetryExperiences,
  onRetryPlaces,
  countries,
  onRetryCountries,
  onSearch,
}: HomeViewProps) {
  const { t } = useTranslation(NS);
  return (
    <main className="mfd-home">
      <div className="mfd-home__hero">
        <h1>{t('home.title')}</h1>
        <p className="mfd-home__lead">{t('home.lead')}</p>
        <SearchForm id="mfd-home-search" term="" onSubmit={onSearch} size="large" />
      </div>

      <section aria-labelledby="mfd-home-experiences">
        <h2 id="mfd-home-experiences">{t('home.experiences')}</h2>
        {experiences.status === 'loading' && <SectionSkeleton label={t('home.loading.experiences')} />}
        {experiences.status === 'error' && <LoadFailed message={experiences.message} onRetry={onRetryExperiences} />}
        {experiences.status === 'ready' &&
          (experiences.data.length === 0 ? (
            <SectionEmpty>{t('home.empty.experiences')}</SectionEmpty>
          ) : (
            <ul className="mfd-grid">
              {experiences.data.map((e, i) => (
                <li key={e.id}>
                  <ExperienceCard experience={e} priority={i === 0} />
                </li>
              ))}
            </ul>
          ))}
      </section>

      <section aria-labelledby="mfd-home-places">
        <h2 id="mfd-home-places">{t('home.places')}</h2>
        {places.status === 'loading' && <SectionSkeleton label={t('home.loading.places')} count={8} />}
        {places.status === 'error' && <LoadFailed message={places.message} onRetry={onRetryPlaces} />}
        {places.status === 'ready' &&
          (places.data.length === 0 ? (
            <SectionEmpty>{t('home.empty.places')}</SectionEmpty>
          ) : (
            <ul className="mfd-places">
              {places.data.map((p) => (
                <li key={p.id}>
                  <PlaceCard place={p} />
                </li>
              ))}
            </ul>
          ))}
      </section>

      {countries && (
        <section aria-labelledby="mfd-home-countries">
          <h2 id="mfd-home-countries">{t('countries.title')}</h2>
          {countries.status === 'loading' && <SectionSkeleton label={t('countries.loading')} count={4} />}
          {countries.status === 'error' && (
            <LoadFailed message={countries.message} onRetry={onRetryCountries ?? (() => undefined)} />
          )}
          {countries.status === 'ready' &&
            (countries.data.length === 0 ? (
              <SectionEmpty>{t('countries.empty')}</SectionEmpty>
            ) : (
              <ul className="mfd-places">
                {countries.data.map((c) => (
                  <li key={c.country.id}>
                    <article className="mfd-place">
                      <h3 className="mfd-place__name">
                        <Link to={placeLink(c.country)}>{c.country.place_name}</Link>
                      </h3>
                      <p className="mfd-place__label">{t('countries.count', { count: c.experience_count })}</p>
                    </article>
                  </li>
                ))}
              </ul>
            ))}
        </section>
      )}
    </main>
  );
}
