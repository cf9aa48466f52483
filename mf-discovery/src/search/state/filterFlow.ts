import type { SearchFilter } from 'shared';

/** The search type filter values (the default is place). */
export type SearchType = 'place' | 'experience';
export const DEFAULT_TYPE: SearchType = 'place';

/** The order of the results (the search's `mode`): most watched first (the default), or newest first. */
export const SEARCH_MODES = ['popular', 'latest'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];
export const DEFAULT_MODE: SearchMode = 'popular';

/** Search state: the term (sent as place_id), mode, applied / selected / popular filters, type filters. */
export interface FilterState {
  term: string;
  mode: SearchMode;
  applied: SearchFilter[];
  selected: SearchFilter[];
  popular: SearchFilter[];
  typeFilter: SearchType[];
}

/** What the caller must do after a transition. */
export type FlowEffect = { kind: 'search'; page: 1 } | { kind: 'count' } | { kind: 'none' };

/** A change to the applied search: the user's step, kept in the address (one history entry each). */
export type AppliedChange =
  | { type: 'toggle'; filter: SearchFilter }
  | { type: 'apply' }
  | { type: 'reset' }
  | { type: 'setType'; typeFilter: SearchType[] }
  | { type: 'setMode'; mode: SearchMode }
  | { type: 'setTerm'; term: string };

/** A step inside the filter drawer that applies nothing yet. */
export type DrawerStep = { type: 'select'; filter: SearchFilter } | { type: 'cancel' };

export type FlowAction = AppliedChange | DrawerStep | { type: 'setPopular'; popular: SearchFilter[] };

export function initialFilterState(
  term = '',
  typeFilter: SearchType[] = [DEFAULT_TYPE],
  applied: SearchFilter[] = [],
  mode: SearchMode = DEFAULT_MODE,
): FilterState {
  return { term, mode, applied, selected: applied, popular: [], typeFilter };
}

export const sameFilter = (a: SearchFilter, b: SearchFilter) => a.type === b.type && a.placeId === b.placeId;
export const hasFilter = (list: SearchFilter[], f: SearchFilter) => list.some((x) => sameFilter(x, f));
const toggled = (list: SearchFilter[], f: SearchFilter) =>
  hasFilter(list, f) ? list.filter((x) => !sameFilter(x, f)) : [...list, f];

/**
 * The filter flow (toggle, select, apply, cancel, reset, type change), as a pure function: the next state and
 * what to request.
 */
export function filterFlow(state: FilterState, action: FlowAction): { state: FilterState; effect: FlowEffect } {
  switch (action.type) {
    case 'toggle': {
      // toggling updates the applied list (selected follows) and searches page 1
      const applied = toggled(state.applied, action.filter);
      return { state: { ...state, applied, selected: applied }, effect: { kind: 'search', page: 1 } };
    }
    case 'select':
      // selecting toggles it in the selected list and asks only for a count
      return { state: { ...state, selected: toggled(state.selected, action.filter) }, effect: { kind: 'count' } };
    case 'apply':
      return { state: { ...state, applied: state.selected }, effect: { kind: 'search', page: 1 } };
    case 'cancel':
      return { state: { ...state, selected: state.applied }, effect: { kind: 'none' } };
    case 'reset':
      return {
        state: { ...state, popular: [], applied: [], selected: [], typeFilter: [DEFAULT_TYPE] },
        effect: { kind: 'search', page: 1 },
      };
    case 'setType':
      // the type says only where the term is looked for (everything, or titles and descriptions): every place,
      // tag and review filter narrows either search the same way, so what the person chose stays applied (and
      // selected in the drawer); the popular filters come from the results of the other type, so they go
      return {
        state: { ...state, typeFilter: action.typeFilter, popular: [] },
        effect: { kind: 'search', page: 1 },
      };
    case 'setMode':
      // the order of the same results: the filters stay
      return { state: { ...state, mode: action.mode }, effect: { kind: 'search', page: 1 } };
    case 'setTerm':
      // a new term is a new search: the filters (and the popular ones, which come from the term) start empty;
      // the type and the order stay as chosen
      return {
        state: { ...state, term: action.term.trim(), applied: [], selected: [], popular: [] },
        effect: { kind: 'search', page: 1 },
      };
    case 'setPopular':
      return { state: { ...state, popular: action.popular }, effect: { kind: 'none' } };
  }
}

const idsOf = (filters: SearchFilter[], ...types: SearchFilter['type'][]) =>
  filters.filter((f) => types.includes(f.type) && f.placeId !== null).map((f) => f.placeId as number);
// ids in one order whatever order the filters were chosen in: one search is one question (one cached answer)
const joined = (ids: number[]) => (ids.length ? [...ids].sort((a, b) => a - b).join(',') : undefined);

/** The query of GET /video_experience/search for a state and filter list. */
export function experienceSearchQuery(
  state: Pick<FilterState, 'term' | 'mode' | 'typeFilter'>,
  filters: SearchFilter[],
  opts: { page: number; onlyCount?: boolean; withFacets?: boolean },
) {
  return {
    place_id: state.term || undefined,
    mode: state.mode === DEFAULT_MODE ? undefined : state.mode,
    country_place_id: joined(idsOf(filters, 'country')),
    // cities are areas of the place tree: the experience search takes them with the areas
    area_place_id: joined(idsOf(filters, 'area', 'city')),
    poi_id: joined(idsOf(filters, 'poi')),
    tag_id: joined(idsOf(filters, 'tag')),
    reviews: joined(idsOf(filters, 'review')),
    only_count: opts.onlyCount ? true : undefined,
    type_filter: state.typeFilter.join(',') || undefined,
    page: opts.page,
    fields: opts.withFacets ? 'filters' : undefined,
  };
}

/**
 * The query of GET /global/search: comma-joined ids per filter type; city filters are gathered
 * but not sent; `fields` names the value filters when filter results are wanted, else it is empty.
 */
export function globalSearchQuery(
  state: Pick<FilterState, 'term' | 'mode' | 'typeFilter'>,
  filters: SearchFilter[],
  opts: { page: number; onlyCount?: boolean; withFacets?: boolean },
) {
  return {
    mode: state.mode === DEFAULT_MODE ? undefined : state.mode,
    page: opts.page,
    place_id: state.term || undefined,
    country_place_ids: joined(idsOf(filters, 'country')),
    area_place_ids: joined(idsOf(filters, 'area')),
    poi_ids: joined(idsOf(filters, 'poi')),
    tag_ids: joined(idsOf(filters, 'tag')),
    reviews: joined(idsOf(filters, 'review')),
    only_count: opts.onlyCount ? true : undefined,
    type_filter: state.typeFilter.join(','),
    fields: opts.withFacets ? 'filters' : '',
  };
}
