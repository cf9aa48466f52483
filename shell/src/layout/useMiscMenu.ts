import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { api, languageAtom, sharedStore, type Menu } from 'shared';

export type MenuState = { status: 'loading' } | { status: 'ready'; menu: Menu } | { status: 'error' };

/** A menu from the API (`getGlobalMenu` or `getMiscMenu`), loaded again when the language changes. */
export function useApiMenu(route: 'getGlobalMenu' | 'getMiscMenu'): MenuState {
  const language = useAtomValue(languageAtom, { store: sharedStore });
  const [state, setState] = useState<MenuState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    api.call(route).then(
      (r) => !cancelled && setState({ status: 'ready', menu: r.data ?? { items: [] } }),
      () => !cancelled && setState({ status: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [route, language]);
  return state;
}
