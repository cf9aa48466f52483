import { queryClient, useQuery } from 'page-singleton';
import type { AppInfo } from 'contract';
import { api } from './pageApi';
import { apiQueryKey } from './query';

/**
 * The app info is the same in every language and does not change while a page lives (a new build makes a new
 * page): one key, kept for the page's life, asked once however many modules want it.
 */
const APP_INFO_KEY = apiQueryKey('getApp', 'any');
const appInfoQuery = {
  queryKey: APP_INFO_KEY,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<AppInfo> =>
    (await api.call('getApp', { signal })).data ?? { app_js: '' },
  staleTime: Infinity,
  gcTime: Infinity,
};

/** App info from `GET /app` (build id and the public provider keys), from the page's cache: asked once per page. */
export function loadAppInfo(): Promise<AppInfo> {
  return queryClient.fetchQuery(appInfoQuery);
}

/** Forget the kept answer, so the next reader asks `GET /app` again (tests start each case afresh with it). */
export function forgetAppInfo(): void {
  queryClient.removeQueries({ queryKey: APP_INFO_KEY, exact: true });
}

/**
 * The app info once loaded (null before, or if it could not be loaded: every provider then counts as off).
 * `enabled` false holds the request back (a screen that needs the keys only after its first paint).
 */
export function useAppInfo(enabled = true): AppInfo | null {
  const query = useQuery({ ...appInfoQuery, enabled }, queryClient);
  return query.data ?? null;
}
