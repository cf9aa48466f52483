import { useTranslation } from 'page-singleton';
import type { ReactNode } from 'react';
import {
  Button,
  LoadFailed,
  PlaceMap,
  placeLabel,
  type LoadState,
  type Place,
  type PlaceSummary,
  type PlaceVlog,
} from 'shared';
import { NS } from '../../i18n';
import { SectionEmpty, SectionSkeleton } from '../../home';
import '../../common/home.css';
import '../../common/search.css';
import { PlacePhotos } from './PlacePhotos';
import { RatingSummary } from './RatingSummary';
import { VlogCard } from './VlogCard';

export interface PlaceExperiences {
  items: PlaceVlog[];
  total: number;
  page: number;
  maxPage: number;
  loadingMore: boolean;
}

export interface PlaceViewProps {
  place: LoadState<Place>;
  experiences: LoadState<PlaceExperiences>;
  /** the rating and photos of the posts about the place */
  summary: LoadState<PlaceSummary>;
  onRetryPlace: () => void;
  onRetryExperiences: () => void;
  onRetrySummary: () => void;
  onMore: () => void;
  /** the planner's save / add-to-plan widgets */
  actions?: ReactNode;
  /** the profile's posts and reviews: a section with its own heading */
  posts?: ReactNode;
  /** a browser maps key for stories (undefined: the one GET /app gives) */
  mapKey?: string | null;
}

/** The part of a loading state a section shows (the same status, or its data picked out). */
function pick<T, U>(state: LoadState<T>, part: (data: T) => U): LoadState<U> {
  return state.status === 'ready' ? { status: 'ready', data: part(state.data) } : state;
}

/**
 * Place detail, given its data: name, area / country, planner actions, photos and rating of its posts, its vlogs
 * with the moment each shows it, map, posts.
 */
export function PlaceView(props: PlaceViewProps) {
  const { place, experiences, summary } = props;
  const { t } = useTranslation(NS);
  // the summary (photos, rating) sits above the vlogs: the page waits for it, so nothing below moves when it arrives
  if (place.status === 'loading' || (place.status === 'ready' && summary.status === 'loading'))
    return <SectionSkeleton label={t('place.loading')} count={3} />;
  if (place.status === 'error') return <LoadFailed message={place.message} onRetry={props.onRetryPlace} />;
  const p = place.data;
  const label = placeLabel(p);
  return (
    <main className="mfd-place-page">
      <h1>{p.place_name}</h1>
      {label && <p className="mfd-place__label">{label}</p>}
      {props.actions && <div className="mfd-place-page__slots">{props.actions}</div>}

      <PlacePhotos
        photos={pick(summary, (s) => ({ photos: s.photos, count: s.photo_count }))}
        onRetry={props.onRetrySummary}
      />
      <RatingSummary rating={pick(summary, (s) => s.rating)} onRetry={props.onRetrySummary} />

      <section aria-labelledby="mfd-place-experiences">
        <h2 id="mfd-place-experiences">{t('place.experiences', { name: p.place_name })}</h2>
        {experiences.status === 'loading' && <SectionSkeleton label={t('search.loading')} />}
        {experiences.status === 'error' && (
          <LoadFailed message={experiences.message} onRetry={props.onRetryExperiences} />
        )}
        {experiences.status === 'ready' &&
          (experiences.data.items.length === 0 ? (
            <SectionEmpty>{t('place.noExperiences')}</SectionEmpty>
          ) : (
            <>
              <ul className="mfd-grid">
                {experiences.data.items.map((e) => (
                  <li key={e.id}>
                    <VlogCard vlog={e} placeId={p.id} />
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
