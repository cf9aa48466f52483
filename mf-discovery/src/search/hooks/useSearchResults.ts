import { useTranslation } from 'page-singleton';
import { useEffect, useRef } from 'react';
import { useApiPages } from 'shared';
import { NS } from '../../i18n';
import { experienceSearchQuery, type FilterState } from '../state/filterFlow';
import { emptySaved, type SavedSearch } from '../state/searchStore';

/** The search the results are for: what the address applies (the filters by id; their names do not matter). */
export type AppliedSearch = Pick<FilterState, 'term' | 'mode' | 'typeFilter' | 'applied'>;

/** An address asking for many pages loads at most this many at once (each is a request); "Show more" goes on. */
export const MAX_PAGES_AT_ONCE = 10;

/**
 * The results of a search, page by page, from the page's one cache keyed by the search: the search page and the
 * filter drawer showing the same search send one request, and coming back to a search (Back, Forward, the same
 * filters again) shows its answer at once. `pages` is how many pages the address asks for: the missing ones are
 * asked one after the other (at most MAX_PAGES_AT_ONCE for one address), and a list loaded further than that
 * shows only as many. `search` null: not known yet (a tag page still looking its tag up).
 */
export function useSearchResults(search: AppliedSearch | null, pages = 1) {
  const { t } = useTranslation(NS);
  const query = search && experienceSearchQuery(search, search.applied, { page: 1, withFacets: true });
  const list = useApiPages('searchExperiences', t('search.error'), {
    args: query ? { query } : undefined,
    enabled: query !== null,
    // an experience changed or deleted by its owner shows as it is now
    staleOn: ['experience:changed'],
    // the facets come with the first page only
    pageArgs: (page) => ({ query: { ...query, page, fields: page === 1 ? 'filters' : undefined } }),
    maxPage: (answer) => answer.result?.max_page ?? 0,
  });

  const loaded = list.state.status === 'ready' ? list.state.data : [];
  const shown = loaded.slice(0, Math.max(1, pages));
  const lastPage = loaded[0]?.result?.max_page ?? 0;
  const missing =
    list.state.status === 'ready' &&
    loaded.length < Math.min(pages, lastPage) &&
    !list.loadingMore &&
    list.moreError === null;

  // the pages the address asks for, each after the one before; counted per address so one link asks a bounded number
  const asked = useRef({ address: '', count: 0 });
  const address = `${JSON.stringify(query)}|${pages}`;
  const { more } = list;
  useEffect(() => {
    if (!missing) return;
    if (asked.current.address !== address) asked.current = { address, count: 0 };
    if (asked.current.count >= MAX_PAGES_AT_ONCE) return;
    asked.current.count += 1;
    more();
  }, [missing, address, more]);

  const first = shown[0];
  const results: SavedSearch =
    list.state.status === 'error'
      ? { ...emptySaved, status: 'error', term: search?.term ?? '', error: list.state.message }
      : list.state.status === 'ready' && first?.result
        ? {
            status: 'ready',
            page: shown.length,
            total: first.result.total,
            maxPage: first.result.max_page,
            experiences: shown.flatMap((answer) => answer.data ?? []),
            filters: first.result.filters,
            popularFilters: first.result.popular_filters ?? [],
            term: search?.term ?? '',
            resultTerm: first.result.result_term ?? search?.term ?? '',
            loadingMore: list.loadingMore,
            error: list.moreError,
          }
        : { ...emptySaved, status: 'loading', term: search?.term ?? '' };
  return {
    results,
    /** the facets and totals of the first page, as the server answered them */
    first: first?.result,
    retry: list.retry,
    /** the next page now (again after it failed), unless the cache holds more than is shown */
    more: () => {
      if (loaded.length <= shown.length) more();
    },
  };
}
