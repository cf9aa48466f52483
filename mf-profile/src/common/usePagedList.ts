import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from 'shared';
import { hasMorePages, shouldFetchPage } from './paging';

export interface PageAnswer<T> {
  items: T[];
  maxPage: number;
  total: number;
  /** where this page ends, for lists the server pages by cursor (`result.next_cursor`) */
  nextCursor?: string | null;
}

export interface PagedListState<T> {
  items: T[];
  /** the last page loaded (0 before the first answer) */
  page: number;
  maxPage: number | null;
  total: number;
  /** the end of the last page loaded, when the list pages by cursor */
  cursor: string | null;
  /** items taken out here since the last page loaded */
  removedHere: number;
  status: 'loading' | 'ready' | 'error' | 'loading-more';
  error: string | null;
}

const FIRST: PagedListState<never> = {
  items: [],
  page: 0,
  maxPage: null,
  total: 0,
  cursor: null,
  removedHere: 0,
  status: 'loading',
  error: null,
};

/**
 * A list loaded page by page ("show more"), with a page guard: a page above 1 and above the known
 * maximum is never requested. A list the server pages by cursor asks for the next page from the end of the
 * last one, so items removed or added meanwhile neither skip nor repeat one; an item already shown is never
 * listed twice. `key` restarts the list (new filters, another user…); `idOf` tells items apart.
 */
export function usePagedList<T>(
  fetchPage: (page: number, signal: AbortSignal, cursor: string | null) => Promise<PageAnswer<T>>,
  key: string,
  fallbackError: string,
  idOf: (item: T) => number,
) {
  const [state, setState] = useState<PagedListState<T>>(FIRST);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const idRef = useRef(idOf);
  idRef.current = idOf;
  const controller = useRef<AbortController | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  const load = useCallback(
    async (page: number, reset: boolean) => {
      const known = reset ? null : stateRef.current.maxPage;
      if (!shouldFetchPage(page, known)) return;
      const cursor = reset ? null : stateRef.current.cursor;
      controller.current?.abort();
      const c = new AbortController();
      controller.current = c;
      setState((s) => (reset ? FIRST : { ...s, status: 'loading-more', error: null }));
      try {
        const answer = await fetchRef.current(page, c.signal, cursor);
        if (c.signal.aborted) return;
        setState((s) => {
          const shown = new Set(reset ? [] : s.items.map(idRef.current));
          const added = answer.items.filter((item) => !shown.has(idRef.current(item)));
          return {
            items: reset ? added : [...s.items, ...added],
            page,
            maxPage: answer.maxPage,
            total: answer.total,
            cursor: answer.nextCursor ?? null,
            removedHere: 0,
            status: 'ready',
            error: null,
          };
        });
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

  // every item shown was removed here but more are left: what follows them is the list's start now
  const emptiedHere =
    state.status === 'ready' &&
    state.items.length === 0 &&
    state.removedHere > 0 &&
    hasMorePages(state.page, state.maxPage);
  useEffect(() => {
    if (emptiedHere) void load(1, true);
  }, [emptiedHere, load]);

  const loadMore = useCallback(() => void load(stateRef.current.page + 1, false), [load]);
  const retry = useCallback(() => {
    const s = stateRef.current;
    void load(s.page === 0 ? 1 : s.page + 1, s.page === 0);
  }, [load]);
  const reload = useCallback(() => void load(1, true), [load]);
  /** change the loaded items locally (an item removed or put back, a like toggled) */
  const update = useCallback((change: (items: T[]) => T[], totalDelta = 0) => {
    setState((s) => {
      const items = change(s.items);
      const removedHere = s.removedHere + Math.max(0, s.items.length - items.length);
      return { ...s, items, removedHere, total: Math.max(0, s.total + totalDelta) };
    });
  }, []);

  return { state, loadMore, retry, reload, update };
}
