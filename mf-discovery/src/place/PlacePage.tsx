import { Navigate, useLocation, useSearchParams, useTranslation } from 'page-singleton';
import { useEffect } from 'react';
import { ApiError, RemoteWidget, bus, useApiPages, useFirstScreen, type ExposedProps, type LoadState } from 'shared';
import { placeRoute } from '../routes';
import { NS } from '../i18n';
import { PlaceView, type PlaceExperiences } from './components/PlaceView';

/** Place detail (`/place/{placeId}--{slug}`). */
export function PlacePage({ params = {} }: { params?: Record<string, string> }) {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const [query] = useSearchParams();
  const placeId = Number(params.placeId);
  const place = useFirstScreen(placeRoute, 'place', params, t('place.error'), { select: (r) => r.data! });
  const notFound = !place.named || (place.error instanceof ApiError && place.error.status === 404);
  useEffect(() => {
    if (notFound) bus.emit('route:not-found', { path: location.pathname });
  }, [notFound, location.pathname]);

  const loaded = place.state.status === 'ready' ? place.state.data : null;
  const vlogs = useApiPages('getPlaceVlogs', t('search.error'), {
    args: { params: { placeId: loaded?.id ?? placeId } },
    pageArgs: (page) => ({ query: { page } }),
    maxPage: (r) => r.result?.max_page ?? 0,
    enabled: Boolean(loaded),
  });
  const summary = useFirstScreen(placeRoute, 'summary', params, t('place.rating.error'), {
    enabled: Boolean(loaded),
    select: (r) => r.data!,
  });
  const experiences: LoadState<PlaceExperiences> =
    vlogs.state.status === 'ready'
      ? {
          status: 'ready',
          data: {
            items: vlogs.state.data.flatMap((r) => r.data ?? []),
            total: vlogs.state.data[0]?.result?.total ?? 0,
            page: vlogs.state.data.length,
            maxPage: vlogs.state.data[0]?.result?.max_page ?? 0,
            loadingMore: vlogs.loadingMore,
          },
        }
      : vlogs.state;

  // a wrong slug goes to the canonical address (query kept)
  if (loaded && params.slug !== loaded.slug) {
    return <Navigate replace to={{ pathname: `/place/${loaded.id}--${loaded.slug}`, search: location.search }} />;
  }

  const planExtra: ExposedProps<'mf_planner', 'AddToPlan'> = { placeId };
  for (const key of ['planId', 'action', 'onPlaceId'] as const) {
    const value = query.get(key);
    if (value !== null) planExtra[key] = value;
  }
  return (
    <PlaceView
      place={place.state}
      experiences={experiences}
      summary={summary.state}
      onRetryPlace={place.retry}
      onRetryExperiences={vlogs.retry}
      onRetrySummary={summary.retry}
      onMore={vlogs.more}
      actions={
        loaded && (
          <>
            <RemoteWidget remote="mf_planner" module="SaveToInspiration" extra={{ placeId }} />
            <RemoteWidget remote="mf_planner" module="AddToPlan" extra={planExtra} />
          </>
        )
      }
      posts={
        loaded && <RemoteWidget remote="mf_profile" module="PlacePosts" extra={{ placeId }} load="near-viewport" />
      }
    />
  );
}
