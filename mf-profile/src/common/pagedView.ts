import type { LoadState } from 'shared';
import { hasMorePages } from './paging';

/** A paged list as a screen shows it. */
export interface PagedView<T> {
  state: { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: T[] };
  hasMore: boolean;
  loadingMore: boolean;
  /** why the next page did not come (the items shown stay; `onMore` asks for it again) */
  moreError?: string | null;
  /** more than one page was loaded (a list shown to its end says so) */
  paged?: boolean;
  onMore: () => void;
  onRetry: () => void;
}

/** A page of a list answer: its items, and the last page there is. */
export interface ListPage<T> {
  data?: T[];
  result?: { max_page: number };
}

/** What useApiPages gives for a list loaded page by page. */
export interface ListPages<T> {
  state: LoadState<ListPage<T>[]>;
  loadingMore: boolean;
  moreError: string | null;
  more: () => void;
  retry: () => void;
}

/**
 * The pages as one list, each item once (a page that repeats one already shown, after items were added above
 * it, leaves it out), each as `shown` makes it; "show more" while the last answer has more pages.
 */
export function pagedView<T, V = T>(
  pages: ListPages<T>,
  idOf: (item: T) => unknown,
  shown: (item: T) => V = (item) => item as unknown as V,
): PagedView<V> {
  const { state } = pages;
  if (state.status !== 'ready')
    return { state, hasMore: false, loadingMore: false, onMore: pages.more, onRetry: pages.retry };
  const seen = new Set<unknown>();
  const items: T[] = [];
  for (const item of state.data.flatMap((page) => page.data ?? [])) {
    if (seen.has(idOf(item))) continue;
    seen.add(idOf(item));
    items.push(item);
  }
  const maxPage = state.data[state.data.length - 1]?.result?.max_page ?? null;
  return {
    state: { status: 'ready', items: items.map(shown) },
    hasMore: hasMorePages(state.data.length, maxPage),
    loadingMore: pages.loadingMore,
    moreError: pages.moreError,
    paged: state.data.length > 1,
    onMore: pages.more,
    onRetry: pages.retry,
  };
}

/**
 * The pages with `change` made to their items taken as one list (an item removed, put back or replaced): an
 * item stays in its page, one the change adds goes to the page of the item before it.
 */
export function changeItems<T, P extends ListPage<T>>(
  pages: P[],
  idOf: (item: T) => unknown,
  change: (items: T[]) => T[],
) {
  if (pages.length === 0) return pages;
  const pageOf = new Map<unknown, number>();
  pages.forEach((page, index) => page.data?.forEach((item) => pageOf.set(idOf(item), index)));
  const items: T[][] = pages.map(() => []);
  let at = 0;
  for (const item of change(pages.flatMap((page) => page.data ?? []))) {
    at = pageOf.get(idOf(item)) ?? at;
    items[at].push(item);
  }
  return pages.map((page, index) => ({ ...page, data: items[index] }));
}

/** The arguments of page `page` of a list the server pages by cursor: from where the page before ended. */
export function afterCursor(previous: { result?: { next_cursor?: string | null } } | undefined): {
  cursor?: string;
} {
  const cursor = previous?.result?.next_cursor;
  return cursor ? { cursor } : {};
}
