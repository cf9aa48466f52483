import { useEffect, useSyncExternalStore } from 'react';
import { useAtomValue } from 'jotai';
import { loginStateAtom } from 'shared';
import { inspirationStore, type InspirationState } from '../../common/inspirationStore';

/** The inspiration list (ids) of the guest or the signed-in user, kept fresh across widgets and tabs. */
export function useInspiration(): InspirationState {
  const loginState = useAtomValue(loginStateAtom);
  const state = useSyncExternalStore(inspirationStore.subscribe, inspirationStore.getState);
  useEffect(() => {
    void inspirationStore.ensureLoaded();
  }, [loginState]);
  return state;
}
