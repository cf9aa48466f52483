import { useLocation, useSearchParams, useTranslation } from 'page-singleton';
import { useEffect, useMemo } from 'react';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { bus, fetchApi, languageAtom, useApiQuery, useFirstScreen, type SearchFilter } from 'shared';
import { tagRoute } from '../routes';
import { NS } from '../i18n';
import { SearchView } from './components/SearchView';
import { useSearchNavigation } from './hooks/useSearchNavigation';
import { useSearchResults } from './hooks/useSearchResults';
import { globalSearchQuery, initialFilterState } from './state/filterFlow';
import { filterStateAtom, nameFilterAtom, routeTagAtom, savedScrollAtom, takeFacetsAtom } from './state/searchStore';
import { placeHref } from './state/restore';
import { parseSearchUrl, withNames } from './state/searchUrl';

/** The tags, from the page's one cache (the tag page and the upload form's tag picker share one answer). */
function tagsIn(language: string) {
  return fetchApi('getTags', language).then((r) => r.data ?? []);
}

/**
 * Experience search (`/search?place_id=…&type_filter=…&mode=…&country_place_id=…&page=…`) and tag search
 * (`/tag/{slug}`: the same screen with that tag applied). The address holds the applied search: every arrival
 * (a cold load, a shared link, Back/Forward, a step the user took) shows what it asks for, from the page's one
 * cache keyed by the search — a search seen before shows at once, and Back from an experience also finds the
 * scroll position again. The filter drawer works on the same atoms and the same cached results.
 */
export function SearchPage({ params }: { params?: Record<string, string> }) {
  const { t } = useTranslation(NS);
  const slug = params?.slug;
  const location = useLocation();
  const [query] = useSearchParams();
  const language = useAtomValue(languageAtom);
  const [filterState, setFilterState] = useAtom(filterStateAtom);
  const setRouteTag = useSetAtom(routeTagAtom);
  const nameFilter = useSetAtom(nameFilterAtom);
  const takeFacets = useSetAtom(takeFacetsAtom);
  const setSavedScroll = useSetAtom(savedScrollAtom);
  const { change, showMore } = useSearchNavigation();
  const store = useStore();
  const entryKey = location.key;

  // a tag page applies the tag its path names
  const tags = useFirstScreen(tagRoute, 'tags', params, t('search.error'), {
    enabled: Boolean(slug),
    select: (r) => r.data ?? [],
  });
  const tag = slug && tags.state.status === 'ready' ? tags.state.data.find((tg) => tg.slug === slug) : undefined;
  const tagUnknown = Boolean(slug) && (tags.state.status === 'error' || (tags.state.status === 'ready' && !tag));
  const tagId = tag?.id;
  const tagName = tag?.name;
  useEffect(() => {
    if (tagUnknown) bus.emit('route:not-found', { path: location.pathname });
  }, [tagUnknown, location.pathname]);

  // what the address applies: its filters by id (their names come from what is known, the results, lookups)
  const wanted = useMemo(() => parseSearchUrl(new URLSearchParams(location.search)), [location.search]);
  const search = useMemo(() => {
    if (slug && (tagId === undefined || tagName === undefined)) return null;
    const tagFilter: SearchFilter[] = tagId !== undefined ? [{ type: 'tag', value: tagName!, placeId: tagId }] : [];
    const others = wanted.filters.filter((f) => !(f.type === 'tag' && f.placeId === tagId));
    return { ...wanted, tagFilter, others, applied: [...tagFilter, ...withNames(others, [])] };
  }, [wanted, slug, tagId, tagName]);
  const { results, first, retry, more } = useSearchResults(search, wanted.page);

  // the filters shown (and the drawer's) follow the address, named by what is known so far
  useEffect(() => {
    if (!search) return;
    setRouteTag(tagId !== undefined && slug ? { id: tagId, slug } : null);
    const current = store.get(filterStateAtom);
    const known = [...current.applied, ...current.selected, ...current.popular];
    const applied = [...search.tagFilter, ...withNames(search.others, known)];
    const state = initialFilterState(search.term, search.typeFilter, applied, search.mode);
    // the same term and type keep their popular filters (a reset clears them)
    const samePopular = current.term === state.term && current.typeFilter.join() === state.typeFilter.join();
    setFilterState({ ...state, popular: samePopular ? current.popular : [] });
  }, [search, slug, tagId, store, setRouteTag, setFilterState]);

  // the first page of the results names the filters and gives the term's popular ones
  useEffect(() => {
    if (first) takeFacets(first);
  }, [first, takeFacets]);

  // Back to the results a link was followed from: where they were scrolled to
  const ready = results.status === 'ready';
  useEffect(() => {
    const saved = store.get(savedScrollAtom);
    if (!ready || saved.entryKey !== entryKey) return;
    const frame = requestAnimationFrame(() => window.scrollTo(0, saved.y));
    return () => cancelAnimationFrame(frame);
  }, [ready, entryKey, store]);

  // filters the address named only by id and the results did not name: each asks its own lookup
  const unnamed = useMemo(
    () => (results.status === 'loading' ? [] : filterState.applied.filter((f) => !f.value)),
    [filterState.applied, results.status],
  );
  // (each lookup is the page's cached answer when there is one: asking again for the same filters costs nothing)
  useEffect(() => {
    let cancelled = false;
    for (const f of unnamed) {
      const id = f.placeId!;
      const named = (value: string) => !cancelled && value && nameFilter({ ...f, value });
      if (f.type === 'review') named(t('filter.stars', { count: id }));
      else if (f.type === 'tag')
        tagsIn(language).then(
          (tags) => named(tags.find((tg) => tg.id === id)?.name ?? ''),
          () => undefined,
        );
      else
        fetchApi('getPlace', language, { params: { placeId: id } }).then(
          (r) => named(r.data?.place_name ?? ''),
          () => undefined,
        );
    }
    return () => {
      cancelled = true;
    };
  }, [unnamed, language, nameFilter, t]);

  // places matching the term inside the applied filters, linked to their pages (carrying the planning query over)
  const placeQuery =
    search?.term && search.typeFilter.includes('place')
      ? { ...globalSearchQuery(search, search.applied, { page: 1 }), type_filter: 'place' }
      : null;
  const places = useApiQuery('globalSearch', t('search.error'), {
    args: placeQuery ? { query: placeQuery } : undefined,
    enabled: placeQuery !== null,
    select: (r) => r.data?.places ?? [],
  });
  // (places that could not be looked up are left out: the videos are what was searched)
  const shownPlaces = placeQuery && places.state.status === 'ready' ? places.state.data : [];
  const placesLoading = placeQuery !== null && places.state.status === 'loading';

  // a failed search shows the generic alert
  useEffect(() => {
    if (results.status === 'error') bus.emit('message:show', { message: t('search.error'), type: 'error' });
  }, [results.status, t]);

  const title = slug && tagName ? t('search.tagTitle', { tag: tagName }) : t('search.title');
  return (
    // the scroll position is saved as the user follows a link out of the results, so coming back restores it
    <div
      onClickCapture={(e) => {
        if ((e.target as Element).closest('a[href]')) setSavedScroll({ entryKey, y: window.scrollY });
      }}
    >
      <SearchView
        title={title}
        filterState={filterState}
        saved={results}
        places={shownPlaces.map((place) => ({ place, href: placeHref(place, query) }))}
        placesLoading={placesLoading}
        onSubmitTerm={(term) => change({ type: 'setTerm', term })}
        onTypeChange={(typeFilter) => change({ type: 'setType', typeFilter })}
        onModeChange={(mode) => change({ type: 'setMode', mode })}
        onToggle={(filter) => change({ type: 'toggle', filter })}
        onReset={() => change({ type: 'reset' })}
        onOpenFilters={() => bus.emit('drawer:open', { drawer: 'filter' })}
        onMore={() => {
          showMore(results.page);
          more();
        }}
        onRetry={retry}
      />
    </div>
  );
}
