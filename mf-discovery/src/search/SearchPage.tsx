import { useCallback, useEffect, useState } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api, bus, languageAtom, type Place, type SearchFilter } from 'shared';
import { NS } from '../i18n';
import { SearchView } from './components/SearchView';
import { DEFAULT_TYPE, type SearchType } from './state/filterFlow';
import {
  dispatchAtom,
  filterStateAtom,
  loadPageAtom,
  saveScrollAtom,
  savedSearchAtom,
  setSearchErrorMessage,
  startSearchAtom,
} from './state/searchStore';
import { placeHref, shouldRestore } from './state/restore';

const typeFromQuery = (value: string | null): SearchType[] =>
  value === 'experience' || value === 'place' ? [value] : [DEFAULT_TYPE];

/**
 * Experience search (`/search?q=…&type=…`) and tag search (`/tag/{slug}`: the same screen with that tag applied).
 * The search state lives in shared atoms, so the filter drawer works on the same state and Back from an
 * experience restores the results and the scroll position.
 */
export function SearchPage({ params }: { params?: Record<string, string> }) {
  const { t } = useTranslation(NS);
  const slug = params?.slug;
  const location = useLocation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const language = useAtomValue(languageAtom);
  const filterState = useAtomValue(filterStateAtom);
  const saved = useAtomValue(savedSearchAtom);
  const dispatch = useSetAtom(dispatchAtom);
  const loadPage = useSetAtom(loadPageAtom);
  const start = useSetAtom(startSearchAtom);
  const saveScroll = useSetAtom(saveScrollAtom);
  const [tagName, setTagName] = useState<string | null>(null);
  const [places, setPlaces] = useState<Place[]>([]);
  const store = useStore();
  // the saved state as it is right now (read on arrival, not subscribed)
  const savedNow = () => store.get(savedSearchAtom);

  setSearchErrorMessage(t('search.error'));
  const term = query.get('q') ?? '';
  const type = query.get('type');
  const entryKey = location.key;

  // a fresh search for this history entry (or the saved one restored)
  useEffect(() => {
    if (shouldRestore(savedNow(), entryKey)) {
      // the restored list is already rendered from the saved state: go back to where the user was
      const y = savedNow().scrollY;
      const frame = requestAnimationFrame(() => window.scrollTo(0, y));
      return () => cancelAnimationFrame(frame);
    }
    let cancelled = false;
    (async () => {
      let applied: SearchFilter[] = [];
      if (slug) {
        try {
          const tags = (await api.call('getTags')).data ?? [];
          const tag = tags.find((tg) => tg.slug === slug);
          if (!tag) {
            bus.emit('route:not-found', { path: location.pathname });
            return;
          }
          if (cancelled) return;
          setTagName(tag.name);
          applied = [{ type: 'tag', value: tag.name, placeId: tag.id }];
        } catch {
          /* the search below reports the failure */
        }
      }
      if (!cancelled) await start({ term, typeFilter: typeFromQuery(type), applied, entryKey });
    })();
    return () => {
      cancelled = true;
    };
    // the search restarts for a new history entry or language (names come back in it)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entryKey, language]);

  // places matching the term, linked to their pages (carrying the planning query over)
  useEffect(() => {
    if (!filterState.term || !filterState.typeFilter.includes('place')) {
      setPlaces([]);
      return;
    }
    const controller = new AbortController();
    api
      .call('globalSearch', {
        query: { place_id: filterState.term, type_filter: 'place', page: 1 },
        signal: controller.signal,
      })
      .then(
        (r) => setPlaces(r.data?.places ?? []),
        () => setPlaces([]),
      );
    return () => controller.abort();
  }, [filterState.term, filterState.typeFilter, language]);

  // spec §8: a failed search shows the generic alert
  useEffect(() => {
    if (saved.status === 'error') bus.emit('message:show', { message: t('search.error'), type: 'error' });
  }, [saved.status, t]);

  const submitTerm = useCallback(
    (next: string) => {
      const search = new URLSearchParams(query);
      if (next.trim()) search.set('q', next.trim());
      else search.delete('q');
      navigate({ pathname: location.pathname, search: search.toString() ? `?${search}` : '' });
    },
    [navigate, location.pathname, query],
  );

  const title = slug && tagName ? t('search.tagTitle', { tag: tagName }) : t('search.title');
  return (
    // the scroll position is saved as the user follows a link out of the results (spec §3)
    <div
      onClickCapture={(e) => {
        if ((e.target as Element).closest('a[href]')) saveScroll(window.scrollY);
      }}
    >
      <SearchView
        title={title}
        filterState={filterState}
        saved={saved}
        places={places.map((place) => ({ place, href: placeHref(place, query) }))}
        onSubmitTerm={submitTerm}
        onTypeChange={(typeFilter) => void dispatch({ type: 'setType', typeFilter })}
        onToggle={(filter) => void dispatch({ type: 'toggle', filter })}
        onReset={() => void dispatch({ type: 'reset' })}
        onOpenFilters={() => bus.emit('drawer:open', { drawer: 'filter' })}
        onMore={() => void loadPage(saved.page + 1)}
        onRetry={() => void start({ term, typeFilter: typeFromQuery(type), applied: filterState.applied, entryKey })}
      />
    </div>
  );
}
