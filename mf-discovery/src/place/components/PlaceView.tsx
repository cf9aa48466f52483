import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PlaceMap, placeLabel, type ExperienceSummary, type Place } from 'shared';
import { NS } from '../../i18n';
import { ExperienceCard } from '../../home/components/ExperienceCard';
import { SectionEmpty, SectionError, SectionSkeleton } from '../../home/components/SectionStatus';
import type { LoadState } from '../../home/hooks/useApiLoad';
import '../../home/components/home.css';
import '../../search/components/search.css';

export interface PlaceExperiences {
  items: ExperienceSummary[];
  total: number;
  page: number;
  maxPage: number;
  loadingMore: boolean;
}

export interface PlaceViewProps {
  place: LoadState<Place>;
  experiences: LoadState<PlaceExperiences>;
  onRetryPlace: () => void;
  onRetryExperiences: () => void;
  onMore: () => void;
  /** the planner's save / add-to-plan widgets */
  actions?: ReactNode;
  /** the profile's posts and reviews: a section with its own heading */
  posts?: ReactNode;
  /** a browser maps key for stories (undefined: the one GET /app gives) */
  mapKey?: string | null;
}

/** Place detail, given its data: name, area / country, planner actions, experiences, map, posts. */
export function PlaceView(props: PlaceViewProps) {
  const { place, experiences } = props;
  const { t } = useTranslation(NS);
  if (place.status === 'loading') return <SectionSkeleton label={t('place.loading')} count={3} />;
  if (place.status === 'error') return <SectionError message={place.message} onRetry={props.onRetryPlace} />;
  const p = place.data;
  const label = placeLabel(p);
  return (
    <main className="mfd-place-page">
      <h1>{p.place_name}</h1>
      {label && <p className="mfd-place__label">{label}</p>}
      {props.actions && <div className="mfd-place-page__slots">{props.actions}</div>}

      <section aria-labelledby="mfd-place-experiences">
        <h2 id="mfd-place-experiences">{t('place.experiences', { name: p.place_name })}</h2>
        {experiences.status === 'loading' && <SectionSkeleton label={t('search.loading')} />}
        {experiences.status === 'error' && (
          <SectionError message={experiences.message} onRetry={props.onRetryExperiences} />
        )}
        {experiences.status === 'ready' &&
          (experiences.data.items.length === 0 ? (
            <SectionEmpty>{t('place.noExperiences')}</SectionEmpty>
          ) : (
            <>
              <ul className="mfd-grid">
                {experiences.data.items.map((e) => (
                  <li key={e.id}>
                    <ExperienceCard experience={e} />
                  </li>
                ))}
              </ul>
              {experiences.data.page < experiences.data.maxPage && (
                <div className="mfd-search__more">
                  <Button variant="secondary" onClick={props.onMore} disabled={experiences.data.loadingMore}>
                    {experiences.data.loadingMore ? t('search.loadingMore') : t('place.more')}
                  </Button>
                </div>
              )}
            </>
          ))}
      </section>

      <section aria-labelledby="mfd-place-map">
        <h2 id="mfd-place-map">{t('place.map', { name: p.place_name })}</h2>
        <PlaceMap
          places={[{ id: p.id, name: p.place_name, lat: p.lat, lng: p.lng }]}
          selectedId={p.id}
          label={t('place.map', { name: p.place_name })}
          apiKey={props.mapKey}
        />
      </section>

      {/* the posts widget is a whole section with its own heading */}
      {props.posts && <div className="mfd-place-page__posts">{props.posts}</div>}
    </main>
  );
}
