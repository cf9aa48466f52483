import { useApiQuery, type Menu } from 'shared';

export type MenuState = { status: 'loading' } | { status: 'ready'; menu: Menu } | { status: 'error' };

/**
 * A menu from the API (`getGlobalMenu` or `getMiscMenu`), from the page's one cache (the header, the footer and
 * the menu drawer share one answer); after a language change the menu shown stays until the new one comes.
 */
export function useApiMenu(route: 'getGlobalMenu' | 'getMiscMenu'): MenuState {
  const { state } = useApiQuery(route, '', {
    select: (r) => r.data ?? { items: [] },
    keepOnLanguageChange: true,
  });
  if (state.status === 'ready') return { status: 'ready', menu: state.data };
  return state.status === 'error' ? { status: 'error' } : { status: 'loading' };
}
