import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from 'shared';
import { shouldFetchPage } from './paging';

export interface PageAnswer<T> {
  items: T[];
  maxPage: number;
  total: number;
}

export interface PagedListState<T> {
  items: T[];
  /** the last page loaded (0 before the first answer) */
  page: number;
  maxPage: number | null;
  total: number;
  status: 'loading' | 'ready' | 'error' | 'loading-more';
  error: string | null;
}

/**
 * A list loaded page by page ("show more"), with the spec §5 guard: a page above 1 and above the known
 * maximum is never requested. `key` restarts the list (new filters, another user…).
 */
export function usePagedList<T>(
  fetchPage: (page: number, signal: AbortSignal) => Promise<PageAnswer<T>>,
  key: string,
  fallbackError: string,
) {
  const [state, setState] = useState<PagedListState<T>>({
    items: [],
    page: 0,
    maxPage: null,
    total: 0,
    status: 'loading',
    error: null,
  });
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const controller = useRef<AbortController | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  const load = useCallback(
    async (page: number, reset: boolean) => {
      const known = reset ? null : stateRef.current.maxPage;
      if (!shouldFetchPage(page, known)) return;
      controller.current?.abort();
      const c = new AbortController();
      controller.current = c;
      setState((s) =>
        reset
          ? { items: [], page: 0, maxPage: null, total: 0, status: 'loading', error: null }
          : { ...s, status: 'loading-more', error: null },
      );
      try {
        const answer = await fetchRef.current(page, c.signal);
        if (c.signal.aborted) return;
        setState((s) => ({
          items: reset ? answer.items : [...s.items, ...answer.items],
          page,
          maxPage: answer.maxPage,
          total: answer.total,
          status: 'ready',
          error: null,
        }));
      } catch (err) {
        if (c.signal.aborted) return;
        setState((s) => ({ ...s, status: 'error', error: errorMessage(err, fallbackError) }));
      }
    },
    [fallbackError],
  );

  useEffect(() => {
    void load(1, true);
    return () => controller.current?.abort();
  }, [key, load]);

  const loadMore = useCallback(() => void load(stateRef.current.page + 1, false), [load]);
  const retry = useCallback(() => {
    const s = stateRef.current;
    void load(s.page === 0 ? 1 : s.page + 1, s.page === 0);
  }, [load]);
  const reload = useCallback(() => void load(1, true), [load]);
  /** change the loaded items locally (an item removed, a like toggled) */
  const update = useCallback((change: (items: T[]) => T[], totalDelta = 0) => {
    setState((s) => ({ ...s, items: change(s.items), total: Math.max(0, s.total + totalDelta) }));
  }, []);

  return { state, loadMore, retry, reload, update };
}
