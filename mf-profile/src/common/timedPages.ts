import type { ExperienceSummary } from 'shared';
import type { TimedExperience } from './ExperienceListView';
import { afterCursor, changeItems, pagedView, type ListPage, type ListPages } from './pagedView';

/**
 * How my favorites and my history are paged: page N (in the path) from where page N-1 ended, so items removed
 * or put back above it skip and repeat none.
 */
export const pagedByCursor = {
  pageArgs: (page: number, previous: { result?: { next_cursor?: string | null } } | undefined) => ({
    params: { page },
    query: afterCursor(previous),
  }),
  maxPage: (answer: ListPage<unknown>) => answer.result?.max_page ?? 0,
};

const idOf = (item: { id: number }) => item.id;

/**
 * A list of experiences loaded by useApiPages, each with the time that orders it (`atOf`: when it was saved or
 * watched) as `at`: the list as the screen shows it, and `update` for a change made here (an item removed or put
 * back), which changes the cached pages.
 */
export function timedPages<I extends ExperienceSummary, P extends ListPage<I>>(
  pages: ListPages<I> & { replace: (update: (pages: P[]) => P[]) => void },
  atOf: (item: I) => string,
) {
  const timed = (item: I): I & TimedExperience => ({ ...item, at: atOf(item) });
  return {
    list: pagedView(pages, idOf, timed),
    update: (change: (items: Array<I & TimedExperience>) => Array<I & TimedExperience>) =>
      pages.replace((cached) => changeItems<I, P>(cached, idOf, (items) => change(items.map(timed)))),
  };
}
