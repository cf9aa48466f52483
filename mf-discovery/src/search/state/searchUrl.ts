import type { SearchFilter } from 'shared';
import { CARRIED_QUERY } from './restore';
import {
  DEFAULT_MODE,
  DEFAULT_TYPE,
  SEARCH_MODES,
  initialFilterState,
  type FilterState,
  type SearchMode,
  type SearchType,
} from './filterFlow';

/**
 * The search page keeps what the user applied in its address, so a reload, a shared link and Back/Forward show
 * the same search. The query uses the names of the experience search call it sends: `place_id` (the
 * term), `type_filter`, `mode`, `page` and the comma-joined ids per filter type. Defaults are left out.
 */
export const FILTER_PARAMS = {
  country: 'country_place_id',
  area: 'area_place_id',
  // cities are areas of the place tree: the search takes them with the areas
  city: 'area_place_id',
  poi: 'poi_id',
  tag: 'tag_id',
  review: 'reviews',
} as const satisfies Record<SearchFilter['type'], string>;

/** The filter types read back from the address, each from its own parameter. */
const PARSED_TYPES = ['country', 'area', 'poi', 'tag', 'review'] as const;

/** Names older links used for the term and the type (`/search?q=…&type=…`): still read, never written. */
const OLDER_NAMES = { place_id: 'q', type_filter: 'type' } as const;

/** What the address says: the applied search, with its filters as ids (their names come from the results). */
export interface UrlSearch {
  term: string;
  typeFilter: SearchType[];
  mode: SearchMode;
  filters: { type: SearchFilter['type']; placeId: number }[];
  /** how many pages of results are shown ("Show more" adds one) */
  page: number;
}

/** A tag page (`/tag/{slug}`): the tag its path applies. */
export interface RouteTag {
  id: number;
  slug: string;
}

const ID = /^[1-9]\d{0,8}$/;

function read(query: URLSearchParams, name: keyof typeof OLDER_NAMES): string | null {
  return query.get(name) ?? query.get(OLDER_NAMES[name]);
}

/** Read the search from a query string; anything malformed is left out (a bad link still shows a search). */
export function parseSearchUrl(query: URLSearchParams): UrlSearch {
  const type = read(query, 'type_filter');
  const mode = query.get('mode');
  const page = Number(query.get('page'));
  const filters: UrlSearch['filters'] = [];
  for (const kind of PARSED_TYPES) {
    const ids = (query.get(FILTER_PARAMS[kind]) ?? '').split(',').filter((id) => ID.test(id));
    for (const id of new Set(ids)) filters.push({ type: kind, placeId: Number(id) });
  }
  return {
    term: (read(query, 'place_id') ?? '').trim().slice(0, 200),
    typeFilter: type === 'experience' || type === 'place' ? [type] : [DEFAULT_TYPE],
    mode: (SEARCH_MODES as readonly string[]).includes(mode ?? '') ? (mode as SearchMode) : DEFAULT_MODE,
    filters,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of a search (without `?`), defaults left out; the tag of a tag page is its path, not a parameter. */
export function searchQueryString(
  state: Pick<FilterState, 'term' | 'typeFilter' | 'mode' | 'applied'>,
  page: number,
  routeTag: RouteTag | null = null,
): string {
  const query = new URLSearchParams();
  if (state.term) query.set('place_id', state.term);
  const type = state.typeFilter.join(',');
  if (type && type !== DEFAULT_TYPE) query.set('type_filter', type);
  if (state.mode !== DEFAULT_MODE) query.set('mode', state.mode);
  // one parameter per filter type, always in the same order, so one search has one address
  for (const kind of PARSED_TYPES) {
    const name = FILTER_PARAMS[kind];
    const ids = state.applied
      .filter((f) => FILTER_PARAMS[f.type] === name && f.placeId !== null)
      .filter((f) => !(routeTag && f.type === 'tag' && f.placeId === routeTag.id))
      .map((f) => f.placeId);
    if (ids.length) query.set(name, ids.join(','));
  }
  if (page > 1) query.set('page', String(page));
  // ids and commas stay readable in the address
  return query.toString().replace(/%2C/g, ',');
}

/**
 * Where a search lives: on the tag page while its tag is applied, else on /search (removing a tag page's tag
 * leaves the tag page, or a reload would apply it again). The planning values of the current address (`from`)
 * go along, for the place links.
 */
export function searchLocation(
  state: Pick<FilterState, 'term' | 'typeFilter' | 'mode' | 'applied'>,
  page: number,
  routeTag: RouteTag | null,
  from: URLSearchParams = new URLSearchParams(),
): { pathname: string; search: string } {
  const onTagPage = routeTag !== null && state.applied.some((f) => f.type === 'tag' && f.placeId === routeTag.id);
  const query = new URLSearchParams(searchQueryString(state, page, onTagPage ? routeTag : null));
  for (const key of CARRIED_QUERY) {
    const value = from.get(key);
    if (value !== null) query.set(key, value);
  }
  const search = query.toString().replace(/%2C/g, ',');
  return { pathname: onTagPage ? `/tag/${routeTag.slug}` : '/search', search: search ? `?${search}` : '' };
}

/** The address of a search for a term, everything else as it starts (home's and the popup's search boxes). */
export function searchFor(term: string): { pathname: string; search: string } {
  return searchLocation(initialFilterState(term.trim()), 1, null);
}

/** Names the address gives no names for: each filter takes the name a known filter of its type and id has, or ''. */
export function withNames(filters: UrlSearch['filters'], known: SearchFilter[]): SearchFilter[] {
  return filters.map((f) => {
    const found = known.find(
      (k) => (k.type === f.type || FILTER_PARAMS[k.type] === FILTER_PARAMS[f.type]) && k.placeId === f.placeId,
    );
    return {
      type: f.type,
      placeId: f.placeId,
      value: found?.value ?? '',
      ...(found?.count !== undefined && { count: found.count }),
    };
  });
}
