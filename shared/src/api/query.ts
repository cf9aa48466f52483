import { useAtomValue } from 'jotai';
import {
  languageAtom,
  queryClient,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
  type UseQueryResult,
} from 'page-singleton';
import type { RouteName } from 'contract';
import { queryKeyOf } from '../runtime/routeDeclaration';
import type { BusEventName } from 'page-singleton/bus';
import { api } from './pageApi';
import { errorMessage, type CallArgs, type CallResponse } from './client';
import { invalidateOn } from './staleness';

/** What a screen shows for data it loads: loading, failed (with the message to show) or ready. */
export type LoadState<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/**
 * What a query asks: the route's path parameters and query string, and the body of a read sent as a POST because
 * its question does not fit an address (a list of places to look up, say).
 */
export type QueryArgs<N extends RouteName> = Pick<CallArgs<N>, 'params' | 'query'> & {
  body?: Exclude<CallArgs<N>['body'], FormData>;
};

export interface ApiQueryOptions<N extends RouteName, T> {
  args?: QueryArgs<N>;
  /** the part of the answer the screen uses (default: the whole envelope) */
  select?: (answer: CallResponse<N>) => T;
  /** false: not asked yet (e.g. until what it depends on has loaded) */
  enabled?: boolean;
  /**
   * The bus events after which the answer is out of date wherever it is cached: a like, a save, a plan change
   * made on any screen of any remote. The query is asked again at once if a screen shows it, else when one does.
   */
  staleOn?: readonly BusEventName[];
  /**
   * true: after a change of the interface language the answer in the previous language stays shown until the
   * new one comes, instead of loading (for a screen that must not start again, like a video that is playing).
   */
  keepOnLanguageChange?: boolean;
  /**
   * true: when the question changes (other parameters: a list's filter, its ids), the previous question's answer
   * stays shown until the new one comes, instead of loading.
   */
  keepPreviousAnswer?: boolean;
}

/** The cache key of a call (the one key function of the page's cache and of the answers written into a page). */
export function apiQueryKey<N extends RouteName>(name: N, language: string, args: QueryArgs<N> = {}) {
  const key = queryKeyOf(name, language, args);
  // a read asked by its body: the body is part of the question (the other reads' keys stay five long)
  return args.body === undefined ? key : ([...key, args.body] as unknown as typeof key);
}

/** Whether two cache keys are the same call (route, parameters and body) in any language. */
function sameCall(a: readonly unknown[], b: readonly unknown[]): boolean {
  return JSON.stringify([a[1], a[3], a[4], a[5]]) === JSON.stringify([b[1], b[3], b[4], b[5]]);
}

/**
 * The answer of a call from the page's one cache, for code that needs it once rather than a screen that shows it
 * (a step of an effect): the answer any screen cached is used while it is fresh, else it is asked, once however
 * many ask at the same time, and cached for the screens that show it. Offline, the answer the cache holds is used
 * however old (a page's persisted answers are restored stale).
 */
export function fetchApi<N extends RouteName>(
  name: N,
  language: string,
  args: QueryArgs<N> = {},
): Promise<CallResponse<N>> {
  const queryKey = apiQueryKey(name, language, args);
  // without a connection the answer kept is the one there is (asking would wait for the connection)
  const kept = typeof navigator !== 'undefined' && !navigator.onLine ? queryClient.getQueryData(queryKey) : undefined;
  if (kept !== undefined) return Promise.resolve(kept as CallResponse<N>);
  return queryClient.fetchQuery({
    queryKey,
    queryFn: ({ signal }) => api.call(name, { ...args, signal }),
  });
}

/** A query's state as a screen shows it; data already shown stays while it is asked again. */
export function loadStateOf<T>(
  query: Pick<UseQueryResult<T>, 'data' | 'status' | 'fetchStatus' | 'error'>,
  fallbackMessage: string,
): LoadState<T> {
  if (query.data !== undefined) return { status: 'ready', data: query.data };
  if (query.status === 'error' && query.fetchStatus !== 'fetching')
    return { status: 'error', message: errorMessage(query.error, fallbackMessage) };
  return { status: 'loading' };
}

/**
 * Load an API route into the page's one cache: asked once however many screens show it, sent with the query's
 * abort signal (a screen that goes away or changes its question cancels it), asked again when the language
 * changes and after the `staleOn` events. `retry()` asks again after an error (the screen shows loading).
 */
export function useApiQuery<N extends RouteName, T = CallResponse<N>>(
  name: N,
  fallbackMessage: string,
  {
    args,
    select,
    enabled = true,
    staleOn = [],
    keepOnLanguageChange = false,
    keepPreviousAnswer = false,
  }: ApiQueryOptions<N, T> = {},
) {
  const language = useAtomValue(languageAtom);
  staleOn.forEach(invalidateOn);
  const queryKey = apiQueryKey(name, language, args);
  const query = useQuery(
    {
      queryKey,
      queryFn: ({ signal }) => api.call(name, { ...args, signal }),
      select,
      enabled,
      meta: { staleOn },
      placeholderData: keepPreviousAnswer
        ? (previous) => previous
        : keepOnLanguageChange
          ? (previous, previousQuery) =>
              previousQuery && sameCall(previousQuery.queryKey, queryKey) ? previous : undefined
          : undefined,
    },
    queryClient,
  );
  return {
    state: loadStateOf(query, fallbackMessage),
    retry: () => void query.refetch(),
    error: query.error,
    /**
     * Put what a change answered into the cached answer (a saved profile, say), as if this query had asked it:
     * every screen that shows it updates, with no request.
     */
    replace: (update: (answer: CallResponse<N>) => CallResponse<N>) =>
      queryClient.setQueryData<CallResponse<N>>(queryKey, (cached) => (cached === undefined ? cached : update(cached))),
  };
}

export interface ApiPagesOptions<N extends RouteName> extends Omit<
  ApiQueryOptions<N, never>,
  'select' | 'keepOnLanguageChange' | 'keepPreviousAnswer'
> {
  /** the arguments that ask for page `page` (after the answer `previous`, for lists paged by cursor) */
  pageArgs: (page: number, previous: CallResponse<N> | undefined) => QueryArgs<N>;
  /** the last page there is, as an answer gives it */
  maxPage: (answer: CallResponse<N>) => number;
}

/**
 * A list loaded page by page ("show more") into the page's one cache, like `useApiQuery`: the answers so far,
 * `more()` for the next page (never one above the last page an answer gave), `loadingMore` while it comes.
 * A failed next page leaves the pages shown as they were, with its message in `moreError` (`more()` asks again).
 */
export function useApiPages<N extends RouteName>(
  name: N,
  fallbackMessage: string,
  { args, enabled = true, staleOn = [], pageArgs, maxPage }: ApiPagesOptions<N>,
) {
  const language = useAtomValue(languageAtom);
  staleOn.forEach(invalidateOn);
  const queryKey = [...apiQueryKey(name, language, args), 'pages'];
  const query = useInfiniteQuery(
    {
      queryKey,
      queryFn: ({ pageParam, signal }) =>
        api.call(name, { ...args, ...pageArgs(pageParam.page, pageParam.previous), signal }),
      initialPageParam: { page: 1, previous: undefined } as { page: number; previous: CallResponse<N> | undefined },
      getNextPageParam: (last, all) =>
        all.length < maxPage(last) ? { page: all.length + 1, previous: last } : undefined,
      enabled,
      meta: { staleOn },
    },
    queryClient,
  );
  const state = loadStateOf<InfiniteData<CallResponse<N>>>(query, fallbackMessage);
  return {
    state: state.status === 'ready' ? { status: 'ready' as const, data: state.data.pages } : state,
    more: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    loadingMore: query.isFetchingNextPage,
    moreError:
      query.isFetchNextPageError && !query.isFetchingNextPage ? errorMessage(query.error, fallbackMessage) : null,
    retry: () => void query.refetch(),
    error: query.error,
    /**
     * Put what a change answered into the cached pages (an item updated, removed or put back), as if the pages
     * had been asked after it: every screen that shows them updates, with no request. `update` gets the pages
     * and gives as many back. A request under way (the next page, say) was sent before the change: what it
     * answers gets the change too. When every item shown was taken out while more pages are left, the list is
     * asked again from its start (what followed them is its start now).
     */
    replace: (update: (pages: CallResponse<N>[]) => CallResponse<N>[]) => {
      const apply = () =>
        queryClient.setQueryData<InfiniteData<CallResponse<N>>>(queryKey, (cached) =>
          cached === undefined ? cached : { ...cached, pages: update(cached.pages) },
        );
      const left = apply()?.pages.map((page) => (page as { data?: unknown }).data);
      if (query.hasNextPage && left?.every((items) => Array.isArray(items) && items.length === 0)) {
        void queryClient.resetQueries({ queryKey, exact: true });
        return;
      }
      const underWay = queryClient.getQueryCache().find({ queryKey, exact: true })?.promise;
      // (the query stores what the request answered before this runs: its own handler was attached first)
      void underWay?.then(apply, () => undefined);
    },
  };
}
