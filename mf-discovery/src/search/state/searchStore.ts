import { atom, type Getter, type Setter } from 'jotai';
import { api, errorMessage, type ExperienceSummary, type SearchFilter } from 'shared';
import {
  experienceSearchQuery,
  filterFlow,
  initialFilterState,
  mayRequestPage,
  type FilterState,
  type FlowAction,
  type SearchType,
} from './filterFlow';

/**
 * spec §3 Saved search state: current page, totals, experiences, popular filters, filters, max page, search term,
 * total count (of the selected filters), result term, scroll position — plus the history entry it belongs to,
 * so coming back to that entry restores it.
 */
export interface SavedSearch {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** `location.key` of the page the results belong to */
  entryKey: string | null;
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
/** The results and everything spec §3 saves. */
export const savedSearchAtom = atom<SavedSearch>(emptySaved);

/** The generic search failure message (spec §8), set by the page in the current language. */
let genericError = 'Search failed. Please try again.';
export function setSearchErrorMessage(message: string): void {
  genericError = message;
}

let searchSeq = 0;
let countSeq = 0;

async function runSearch(get: Getter, set: Setter, page: number): Promise<void> {
  const saved = get(savedSearchAtom);
  if (!mayRequestPage(page, saved.maxPage)) return; // spec §5 page guard
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

/** Dispatch a filter-flow action and run what it asks for (search page 1, or a count). */
export const dispatchAtom = atom(null, async (get, set, action: FlowAction) => {
  const { state, effect } = filterFlow(get(filterStateAtom), action);
  set(filterStateAtom, state);
  if (effect.kind === 'search') await runSearch(get, set, 1);
  else if (effect.kind === 'count') await runCount(get, set);
  else if (action.type === 'cancel') set(savedSearchAtom, (s) => ({ ...s, totalCount: s.total }));
});

/** Load the next page (guarded by spec §5). */
export const loadPageAtom = atom(null, (get, set, page: number) => runSearch(get, set, page));

/** Start a fresh search for a page (term, type, applied filters from the route) and remember its entry key. */
export const startSearchAtom = atom(
  null,
  async (get, set, args: { term: string; typeFilter: SearchType[]; applied: SearchFilter[]; entryKey: string }) => {
    set(filterStateAtom, initialFilterState(args.term, args.typeFilter, args.applied));
    set(savedSearchAtom, { ...emptySaved, entryKey: args.entryKey, term: args.term });
    await runSearch(get, set, 1);
  },
);

/** Remember the scroll position (leaving the page). */
export const saveScrollAtom = atom(null, (_get, set, scrollY: number) =>
  set(savedSearchAtom, (s) => ({ ...s, scrollY })),
);
