import { useLocation, useNavigate } from 'page-singleton';
import { useCallback } from 'react';
import { useStore } from 'jotai';
import { filterFlow, type AppliedChange } from '../state/filterFlow';
import { filterStateAtom, routeTagAtom } from '../state/searchStore';
import { searchLocation } from '../state/searchUrl';

/**
 * The steps that change the applied search go through the address: each applied change is a new history entry
 * (Back undoes it), "Show more" replaces the entry with its page. The search page shows what the address asks
 * for. The filters and chips show the change at once.
 */
export function useSearchNavigation() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const store = useStore();

  const change = useCallback(
    (action: AppliedChange) => {
      const { state } = filterFlow(store.get(filterStateAtom), action);
      store.set(filterStateAtom, state);
      navigate(searchLocation(state, 1, store.get(routeTagAtom), new URLSearchParams(search)));
    },
    [navigate, search, store],
  );

  /** the address of the results with one page more than the `shown` ones */
  const showMore = useCallback(
    (shown: number) => {
      const from = new URLSearchParams(search);
      navigate(searchLocation(store.get(filterStateAtom), shown + 1, store.get(routeTagAtom), from), {
        replace: true,
      });
    },
    [navigate, search, store],
  );

  return { change, showMore };
}
