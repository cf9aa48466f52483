import { atom } from 'jotai';
import type { ExperienceSummary, SearchFilter, SearchResultInfo } from 'shared';
import { filterFlow, initialFilterState, sameFilter, type DrawerStep, type FilterState } from './filterFlow';
import type { RouteTag } from './searchUrl';

/**
 * What the results of a search show: how far they are loaded (the pages the address asks for), the totals, the
 * experiences, the facets and popular filters of the first page, the term the server read, and a failed further
 * page. The answers themselves live in the page's one cache, keyed by the search.
 */
export interface SavedSearch {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** how many pages are shown */
  page: number;
  total: number;
  experiences: ExperienceSummary[];
  popularFilters: SearchFilter[];
  filters: SearchFilter[];
  maxPage: number | null;
  term: string;
  resultTerm: string;
  /** loading a further page (the list stays) */
  loadingMore: boolean;
  error: string | null;
}

export const emptySaved: SavedSearch = {
  status: 'idle',
  page: 0,
  total: 0,
  experiences: [],
  popularFilters: [],
  filters: [],
  maxPage: null,
  term: '',
  resultTerm: '',
  loadingMore: false,
  error: null,
};

/** The filter flow state, shared by the search page and the filter drawer (same remote → same atoms). */
export const filterStateAtom = atom<FilterState>(initialFilterState());
/** The tag a tag page's path applies (null on /search): the drawer and the page build addresses with it. */
export const routeTagAtom = atom<RouteTag | null>(null);
/** Where the results were scrolled to when a link out of them was followed, and the history entry they are on. */
export const savedScrollAtom = atom<{ entryKey: string | null; y: number }>({ entryKey: null, y: 0 });

/** A drawer step: selecting changes what Apply would apply (the drawer counts it); Cancel puts the applied back. */
export const dispatchAtom = atom(null, (get, set, action: DrawerStep) =>
  set(filterStateAtom, filterFlow(get(filterStateAtom), action).state),
);

/** Give a filter the address named only by id its name (its type's own lookup), wherever it is listed. */
export const nameFilterAtom = atom(null, (_get, set, filter: SearchFilter) => {
  const rename = (list: SearchFilter[]) => list.map((f) => (sameFilter(f, filter) && !f.value ? filter : f));
  set(filterStateAtom, (s) => ({ ...s, applied: rename(s.applied), selected: rename(s.selected) }));
});

/**
 * What a search's first page tells the filters: their names in the language of the results (the address has
 * no names), and the popular filters of the term when none are shown yet.
 */
export const takeFacetsAtom = atom(null, (_get, set, result: SearchResultInfo) =>
  set(filterStateAtom, (state) => {
    const rename = (list: SearchFilter[]) =>
      list.map((f) => {
        const facet = result.filters.find((x) => sameFilter(x, f));
        return facet && facet.value !== f.value ? { ...f, value: facet.value } : f;
      });
    const named = { ...state, applied: rename(state.applied), selected: rename(state.selected) };
    return named.popular.length === 0 && result.popular_filters?.length
      ? filterFlow(named, { type: 'setPopular', popular: result.popular_filters }).state
      : named;
  }),
);
