import { atom, type Getter, type Setter } from 'jotai';
import { api, errorMessage, type ExperienceSummary, type SearchFilter } from 'shared';
import {
  experienceSearchQuery,
  filterFlow,
  initialFilterState,
  mayRequestPage,
  sameFilter,
  type DrawerStep,
  type FilterState,
} from './filterFlow';
import type { RouteTag } from './searchUrl';

/**
 * Saved search state: current page, totals, experiences, popular filters, filters, max page, search term,
 * total count (of the selected filters), result term, scroll position — plus the history entry it belongs to,
 * so coming back to that entry restores it.
 */
export interface SavedSearch {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** `location.key` of the page the results belong to */
  entryKey: string | null;
  /** the search the results are for (`searchKey`: language and applied search), null before any */
  query: string | null;
  page: number;
  total: number;
  experiences: ExperienceSummary[];
  popularFilters: SearchFilter[];
  filters: SearchFilter[];
  maxPage: number | null;
  term: string;
  /** how many results the selected (not yet applied) filters give; null while unknown */
  totalCount: number | null;
  countLoading: boolean;
  resultTerm: string;
  scrollY: number;
  /** loading a further page (the list stays) */
  loadingMore: boolean;
  error: string | null;
}

export const emptySaved: SavedSearch = {
  status: 'idle',
  entryKey: null,
  query: null,
  page: 0,
  total: 0,
  experiences: [],
  popularFilters: [],
  filters: [],
  maxPage: null,
  term: '',
  totalCount: null,
  countLoading: false,
  resultTerm: '',
  scrollY: 0,
  loadingMore: false,
  error: null,
};

/** The filter flow state, shared by the search page and the filter drawer (same remote → same atoms). */
export const filterStateAtom = atom<FilterState>(initialFilterState());
/** The results and the rest of the saved search state (page, filters, scroll position…). */
export const savedSearchAtom = atom<SavedSearch>(emptySaved);
/** The tag a tag page's path applies (null on /search): the drawer and the page build addresses with it. */
export const routeTagAtom = atom<RouteTag | null>(null);

/** A shared link asking for many pages loads at most this many at once (each is a request); "Show more" goes on. */
export const MAX_PAGES_AT_ONCE = 10;

/** The generic search failure message, set by the page in the current language. */
let genericError = 'Search failed. Please try again.';
export function setSearchErrorMessage(message: string): void {
  genericError = message;
}

let searchSeq = 0;
let countSeq = 0;

async function runSearch(get: Getter, set: Setter, page: number): Promise<void> {
  const saved = get(savedSearchAtom);
  if (!mayRequestPage(page, saved.maxPage)) return; // never ask for a page past the last one
  const state = get(filterStateAtom);
  const seq = ++searchSeq;
  set(savedSearchAtom, (s) =>
    page === 1
      ? { ...s, status: 'loading', error: null, loadingMore: false, term: state.term }
      : { ...s, loadingMore: true, error: null },
  );
  try {
    const res = await api.call('searchExperiences', {
      query: experienceSearchQuery(state, state.applied, { page, withFacets: page === 1 }),
    });
    if (seq !== searchSeq) return;
    const r = res.result!;
    set(savedSearchAtom, (s) => ({
      ...s,
      status: 'ready',
      loadingMore: false,
      page,
      total: r.total,
      maxPage: r.max_page,
      experiences: page === 1 ? (res.data ?? []) : [...s.experiences, ...(res.data ?? [])],
      filters: page === 1 ? r.filters : s.filters,
      popularFilters: page === 1 ? (r.popular_filters ?? []) : s.popularFilters,
      resultTerm: r.result_term ?? state.term,
      totalCount: page === 1 ? r.total : s.totalCount,
      error: null,
    }));
    if (page === 1) set(filterStateAtom, (f) => named(f, r.filters));
    if (page === 1 && state.popular.length === 0 && r.popular_filters?.length) {
      set(filterStateAtom, (f) => filterFlow(f, { type: 'setPopular', popular: r.popular_filters! }).state);
    }
  } catch (err) {
    if (seq !== searchSeq) return;
    const message = errorMessage(err, genericError);
    set(savedSearchAtom, (s) => ({
      ...s,
      status: page === 1 ? 'error' : s.status,
      loadingMore: false,
      error: message,
    }));
  }
}

async function runCount(get: Getter, set: Setter): Promise<void> {
  const state = get(filterStateAtom);
  const seq = ++countSeq;
  set(savedSearchAtom, (s) => ({ ...s, countLoading: true }));
  try {
    const res = await api.call('searchExperiences', {
      query: experienceSearchQuery(state, state.selected, { page: 1, onlyCount: true }),
    });
    if (seq !== countSeq) return;
    set(savedSearchAtom, (s) => ({ ...s, totalCount: res.result?.total ?? 0, countLoading: false }));
  } catch (err) {
    if (seq !== countSeq) return;
    set(savedSearchAtom, (s) => ({
      ...s,
      countLoading: false,
      totalCount: null,
      error: errorMessage(err, genericError),
    }));
  }
}

/** The filters renamed from the results' facets (named in the language of the results; the address has no names). */
function named(state: FilterState, facets: SearchFilter[]): FilterState {
  const rename = (list: SearchFilter[]) =>
    list.map((f) => {
      const facet = facets.find((x) => sameFilter(x, f));
      return facet && facet.value !== f.value ? { ...f, value: facet.value } : f;
    });
  return { ...state, applied: rename(state.applied), selected: rename(state.selected) };
}

/** A drawer step: selecting asks for a count of what Apply would show; Cancel puts the applied filters back. */
export const dispatchAtom = atom(null, async (get, set, action: DrawerStep) => {
  const { state, effect } = filterFlow(get(filterStateAtom), action);
  set(filterStateAtom, state);
  if (effect.kind === 'count') await runCount(get, set);
  else if (action.type === 'cancel') set(savedSearchAtom, (s) => ({ ...s, totalCount: s.total }));
});

/**
 * Load further pages of the current results, one after the other, up to `page` (never past the known last page,
 * at most MAX_PAGES_AT_ONCE); stops when another search starts meanwhile.
 */
export const loadPagesAtom = atom(null, async (get, set, page: number) => {
  const { query, page: from } = get(savedSearchAtom);
  for (let next = from + 1; next <= Math.min(page, from + MAX_PAGES_AT_ONCE); next++) {
    const now = get(savedSearchAtom);
    if (now.query !== query || now.page !== next - 1 || now.status !== 'ready') return;
    await runSearch(get, set, next);
  }
});

/**
 * Start the search an address asks for: its state (filters named as far as known), the history entry and search
 * key the results belong to, and how many pages to show.
 */
export const startSearchAtom = atom(
  null,
  async (get, set, args: { state: FilterState; entryKey: string; query: string; pages: number }) => {
    set(filterStateAtom, args.state);
    set(savedSearchAtom, { ...emptySaved, entryKey: args.entryKey, query: args.query, term: args.state.term });
    await runSearch(get, set, 1);
    if (args.pages > 1) await set(loadPagesAtom, args.pages);
  },
);

/** The results stay as they are and now belong to this history entry (a step the page itself took). */
export const adoptEntryAtom = atom(null, (_get, set, entryKey: string) =>
  set(savedSearchAtom, (s) => ({ ...s, entryKey })),
);

/** Give a filter the address named only by id its name (its type's own lookup), wherever it is listed. */
export const nameFilterAtom = atom(null, (_get, set, filter: SearchFilter) => {
  const rename = (list: SearchFilter[]) => list.map((f) => (sameFilter(f, filter) && !f.value ? filter : f));
  set(filterStateAtom, (s) => ({ ...s, applied: rename(s.applied), selected: rename(s.selected) }));
});

/** Remember the scroll position (leaving the page). */
export const saveScrollAtom = atom(null, (_get, set, scrollY: number) =>
  set(savedSearchAtom, (s) => ({ ...s, scrollY })),
);
