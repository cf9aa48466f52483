import { useLocation, useSearchParams, useTranslation } from 'shared/singleton';
import { useEffect, useMemo, useState } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { api, bus, fetchApi, languageAtom, type Place, type SearchFilter } from 'shared';
import { NS } from '../i18n';
import { SearchView } from './components/SearchView';
import { useSearchNavigation } from './hooks/useSearchNavigation';
import { globalSearchQuery, initialFilterState } from './state/filterFlow';
import {
  adoptEntryAtom,
  filterStateAtom,
  loadPagesAtom,
  nameFilterAtom,
  routeTagAtom,
  saveScrollAtom,
  savedSearchAtom,
  setSearchErrorMessage,
  startSearchAtom,
} from './state/searchStore';
import { placeHref, shouldRestore } from './state/restore';
import { parseSearchUrl, searchKey, withNames, type RouteTag } from './state/searchUrl';

/** The tags, from the page's one cache (the tag page and the upload form's tag picker share one answer). */
function tagsIn(language: string) {
  return fetchApi('getTags', language).then((r) => r.data ?? []);
}

/**
 * Experience search (`/search?place_id=…&type_filter=…&mode=…&country_place_id=…&page=…`) and tag search
 * (`/tag/{slug}`: the same screen with that tag applied). The address holds the applied search: every arrival
 * (a cold load, a shared link, Back/Forward, a step the user took) runs what it asks for, unless the results kept
 * in the shared atoms are already for it — then Back from an experience restores them and the scroll position.
 * The filter drawer works on the same atoms.
 */
export function SearchPage({ params }: { params?: Record<string, string> }) {
  const { t } = useTranslation(NS);
  const slug = params?.slug;
  const location = useLocation();
  const [query] = useSearchParams();
  const language = useAtomValue(languageAtom);
  const filterState = useAtomValue(filterStateAtom);
  const saved = useAtomValue(savedSearchAtom);
  const setRouteTag = useSetAtom(routeTagAtom);
  const start = useSetAtom(startSearchAtom);
  const loadPages = useSetAtom(loadPagesAtom);
  const adoptEntry = useSetAtom(adoptEntryAtom);
  const nameFilter = useSetAtom(nameFilterAtom);
  const saveScroll = useSetAtom(saveScrollAtom);
  const { change, showMore } = useSearchNavigation();
  const [tagName, setTagName] = useState<string | null>(null);
  // the places found, and the lookup they answer
  const [places, setPlaces] = useState<{ query: string | null; list: Place[] }>({ query: null, list: [] });
  const store = useStore();

  setSearchErrorMessage(t('search.error'));
  const entryKey = location.key;

  // run what the address asks for, or keep the results that are already for it
  useEffect(() => {
    let cancelled = false;
    let frame = 0;
    (async () => {
      let tag: RouteTag | null = null;
      let tagFilter: SearchFilter[] = [];
      if (slug) {
        const found = await tagsIn(language).then(
          (tags) => tags.find((tg) => tg.slug === slug),
          () => undefined,
        );
        if (cancelled) return;
        if (!found) {
          bus.emit('route:not-found', { path: location.pathname });
          return;
        }
        tag = { id: found.id, slug: found.slug };
        setTagName(found.name);
        tagFilter = [{ type: 'tag', value: found.name, placeId: found.id }];
      }
      setRouteTag(tag);
      const wanted = parseSearchUrl(new URLSearchParams(location.search));
      const current = store.get(filterStateAtom);
      const savedNow = store.get(savedSearchAtom);
      // filters named by what is known so far (the results name the rest)
      const known = [...current.applied, ...current.selected, ...current.popular, ...savedNow.filters];
      const applied = [
        ...tagFilter,
        ...withNames(wanted.filters, known).filter((f) => !(tag && f.type === 'tag' && f.placeId === tag.id)),
      ];
      const state = initialFilterState(wanted.term, wanted.typeFilter, applied, wanted.mode);
      const key = searchKey(state, language);
      const kept = savedNow.query === key && (savedNow.status === 'ready' || savedNow.status === 'loading');
      if (kept && wanted.page >= savedNow.page) {
        if (shouldRestore(savedNow, entryKey)) {
          // Back from an experience: the kept list is rendered; go back to where the user was
          const y = savedNow.scrollY;
          frame = requestAnimationFrame(() => window.scrollTo(0, y));
        } else adoptEntry(entryKey);
        if (wanted.page > savedNow.page) await loadPages(wanted.page);
        return;
      }
      // the same term and type keep their popular filters (a reset clears them)
      const samePopular = current.term === state.term && current.typeFilter.join() === state.typeFilter.join();
      await start({
        state: { ...state, popular: samePopular ? current.popular : [] },
        entryKey,
        query: key,
        pages: wanted.page,
      });
    })();
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
    // the address (or the language: names come back in it) decides the search; the rest is the store and its
    // setters, the same for the page's life
  }, [entryKey, location.search, location.pathname, slug, language, store, setRouteTag, start, loadPages, adoptEntry]);

  // filters the address named only by id and the results did not name: each asks its own lookup
  const unnamed = useMemo(
    () => (saved.status === 'loading' ? [] : filterState.applied.filter((f) => !f.value)),
    [filterState.applied, saved.status],
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
    filterState.term && filterState.typeFilter.includes('place')
      ? JSON.stringify({ ...globalSearchQuery(filterState, filterState.applied, { page: 1 }), type_filter: 'place' })
      : null;
  const placesFor = placeQuery && `${language}|${placeQuery}`;
  useEffect(() => {
    if (!placesFor || !placeQuery) return;
    const controller = new AbortController();
    const found = (list: Place[]) => !controller.signal.aborted && setPlaces({ query: placesFor, list });
    api.call('globalSearch', { query: JSON.parse(placeQuery), signal: controller.signal }).then(
      (r) => found(r.data?.places ?? []),
      () => found([]),
    );
    return () => controller.abort();
  }, [placesFor, placeQuery]);
  const shownPlaces = placesFor && places.query === placesFor ? places.list : [];

  // a failed search shows the generic alert
  useEffect(() => {
    if (saved.status === 'error') bus.emit('message:show', { message: t('search.error'), type: 'error' });
  }, [saved.status, t]);

  const title = slug && tagName ? t('search.tagTitle', { tag: tagName }) : t('search.title');
  return (
    // the scroll position is saved as the user follows a link out of the results, so coming back restores it
    <div
      onClickCapture={(e) => {
        if ((e.target as Element).closest('a[href]')) saveScroll(window.scrollY);
      }}
    >
      <SearchView
        title={title}
        filterState={filterState}
        saved={saved}
        places={shownPlaces.map((place) => ({ place, href: placeHref(place, query) }))}
        placesLoading={Boolean(placesFor) && places.query !== placesFor}
        onSubmitTerm={(term) => change({ type: 'setTerm', term })}
        onTypeChange={(typeFilter) => change({ type: 'setType', typeFilter })}
        onModeChange={(mode) => change({ type: 'setMode', mode })}
        onToggle={(filter) => change({ type: 'toggle', filter })}
        onReset={() => change({ type: 'reset' })}
        onOpenFilters={() => bus.emit('drawer:open', { drawer: 'filter' })}
        onMore={showMore}
        onRetry={() =>
          void start({
            state: filterState,
            entryKey,
            query: searchKey(filterState, language),
            pages: Math.max(1, saved.page),
          })
        }
      />
    </div>
  );
}
