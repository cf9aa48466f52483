import { useLocation, useNavigationType } from 'page-singleton';
import { useEffect, useRef } from 'react';
import { useBrowserLayoutEffect } from 'shared';
import { shouldScrollToTop } from './scrollRule';

/** Google Places autocomplete dropdowns live at the end of <body> and outlive the field that opened them. */
export function removeMapAutocompleteDropdowns(root: ParentNode = document): number {
  const leftovers = root.querySelectorAll('.pac-container');
  leftovers.forEach((el) => el.remove());
  return leftovers.length;
}

/**
 * What the shell does on every page change: scroll to the top (except Back from an experience
 * detail to search, where the search page restores its own saved position) and remove leftover map
 * autocomplete dropdowns. The browser's own scroll restoration is off: the pages decide.
 */
export function useNavigationEffects(): void {
  const { pathname } = useLocation();
  const action = useNavigationType();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useBrowserLayoutEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (from === pathname) return;
    removeMapAutocompleteDropdowns();
    const toTop = shouldScrollToTop({ action, from, to: pathname });
    // pages (and tests) can see what the shell did: "top", or "kept" when the page restores its own position
    document.documentElement.dataset.tiScroll = toTop ? 'top' : 'kept';
    if (toTop) window.scrollTo(0, 0);
  }, [pathname, action]);
}
