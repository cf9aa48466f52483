import { Navigate, useLocation, useSearchParams, useTranslation } from 'shared/singleton';
import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  ApiError,
  RemoteWidget,
  api,
  bus,
  errorMessage,
  languageAtom,
  type ExposedProps,
  type Place,
  type PlaceSummary,
} from 'shared';
import { NS } from '../i18n';
import type { LoadState } from '../home/hooks/useApiLoad';
import { PlaceView, type PlaceExperiences } from './components/PlaceView';

/** Place detail (`/place/{placeId}--{slug}`). */
export function PlacePage({ params = {} }: { params?: Record<string, string> }) {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const [query] = useSearchParams();
  const language = useAtomValue(languageAtom);
  const placeId = Number(params.placeId);
  const [place, setPlace] = useState<LoadState<Place>>({ status: 'loading' });
  const [experiences, setExperiences] = useState<LoadState<PlaceExperiences>>({ status: 'loading' });
  const [summary, setSummary] = useState<LoadState<PlaceSummary>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [expAttempt, setExpAttempt] = useState(0);
  const [summaryAttempt, setSummaryAttempt] = useState(0);

  useEffect(() => {
    if (!Number.isInteger(placeId) || placeId < 1) {
      bus.emit('route:not-found', { path: location.pathname });
      return;
    }
    const controller = new AbortController();
    setPlace({ status: 'loading' });
    api.call('getPlace', { params: { placeId }, signal: controller.signal }).then(
      (r) => setPlace({ status: 'ready', data: r.data! }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        if (err instanceof ApiError && err.status === 404) bus.emit('route:not-found', { path: location.pathname });
        else setPlace({ status: 'error', message: errorMessage(err, t('place.error')) });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placeId, language, attempt]);

  const loaded = place.status === 'ready' ? place.data : null;
  const loadExperiences = useCallback(
    async (page: number, signal?: AbortSignal) => {
      if (!loaded) return;
      const r = await api.call('getPlaceVlogs', { params: { placeId: loaded.id }, query: { page }, signal });
      setExperiences((prev) => ({
        status: 'ready',
        data: {
          items: page === 1 || prev.status !== 'ready' ? (r.data ?? []) : [...prev.data.items, ...(r.data ?? [])],
          total: r.result?.total ?? 0,
          page,
          maxPage: r.result?.max_page ?? 0,
          loadingMore: false,
        },
      }));
    },
    [loaded],
  );

  useEffect(() => {
    if (!loaded) return;
    const controller = new AbortController();
    setExperiences({ status: 'loading' });
    loadExperiences(1, controller.signal).catch((err: unknown) => {
      if (!controller.signal.aborted)
        setExperiences({ status: 'error', message: errorMessage(err, t('search.error')) });
    });
    return () => controller.abort();
  }, [loaded, loadExperiences, expAttempt, t]);

  useEffect(() => {
    if (!loaded) return;
    const controller = new AbortController();
    setSummary({ status: 'loading' });
    api.call('getPlaceSummary', { params: { placeId: loaded.id }, signal: controller.signal }).then(
      (r) => setSummary({ status: 'ready', data: r.data! }),
      (err: unknown) => {
        if (!controller.signal.aborted)
          setSummary({ status: 'error', message: errorMessage(err, t('place.rating.error')) });
      },
    );
    return () => controller.abort();
  }, [loaded, summaryAttempt, t]);

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
      place={place}
      experiences={experiences}
      summary={summary}
      onRetryPlace={() => setAttempt((n) => n + 1)}
      onRetryExperiences={() => setExpAttempt((n) => n + 1)}
      onRetrySummary={() => setSummaryAttempt((n) => n + 1)}
      onMore={() => {
        if (experiences.status !== 'ready') return;
        const next = experiences.data.page + 1;
        if (next > experiences.data.maxPage) return; // spec §5 page guard
        setExperiences({ status: 'ready', data: { ...experiences.data, loadingMore: true } });
        loadExperiences(next).catch(() =>
          setExperiences({ status: 'ready', data: { ...experiences.data, loadingMore: false } }),
        );
      }}
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
