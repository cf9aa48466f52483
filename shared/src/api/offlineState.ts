import { useCallback, useSyncExternalStore } from 'react';
import { queryClient } from 'page-singleton';
import { isKeptOffline, type MutationName, type MutationVariables } from './mutations';

/** A write in the page's cache as this module reads it (TanStack Query's Mutation). */
interface CachedWrite {
  options: { mutationKey?: readonly unknown[] };
  state: { status: string; isPaused: boolean; failureCount: number; variables: unknown };
}

/**
 * Whether a write is waiting to sync: a kept write (./mutations.ts `keptOffline`) not sent yet, because the
 * browser is offline (paused) or because its sends got no answer so far (being tried again).
 */
export function isWaitingToSync(write: CachedWrite): boolean {
  const [root, name] = write.options.mutationKey ?? [];
  return (
    root === 'api' &&
    isKeptOffline(name as MutationName) &&
    write.state.status === 'pending' &&
    (write.state.isPaused || write.state.failureCount > 0)
  );
}

/**
 * How many of the page's writes that `concerns` (by their variables and name: the plan a screen shows, say) are waiting to
 * sync; the screen is drawn again when it changes.
 */
export function useWaitingWrites(
  concerns: (variables: MutationVariables<MutationName>, name: MutationName) => boolean,
): number {
  const subscribe = useCallback((changed: () => void) => queryClient.getMutationCache().subscribe(changed), []);
  return useSyncExternalStore(
    subscribe,
    () =>
      queryClient
        .getMutationCache()
        .getAll()
        .filter(
          (write) =>
            isWaitingToSync(write) &&
            concerns(
              (write.state.variables ?? {}) as MutationVariables<MutationName>,
              write.options.mutationKey?.[1] as MutationName,
            ),
        ).length,
    // a page rendered on the server has sent nothing yet (its hydration starts from the same)
    () => 0,
  );
}

// (the browser's connection has a module of its own: a page shows it without loading the declared writes)
export { useOnline } from './online';
