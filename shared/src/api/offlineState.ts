import { useRef, useSyncExternalStore } from 'react';
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

/** Every change of the page's writes (made, paused, sent, settled). */
const subscribeWrites = (changed: () => void) => queryClient.getMutationCache().subscribe(changed);

/** The page's declared writes that `concerns` (by their variables and name), in the order they were made. */
function writesThat<N extends MutationName>(
  concerns: (write: CachedWrite, variables: MutationVariables<N>, name: N) => boolean,
): CachedWrite[] {
  return queryClient
    .getMutationCache()
    .getAll()
    .filter((write: CachedWrite) => {
      const [root, name] = write.options.mutationKey ?? [];
      return root === 'api' && concerns(write, (write.state.variables ?? {}) as MutationVariables<N>, name as N);
    });
}

/**
 * How many of the page's writes that `concerns` (by their variables and name: the plan a screen shows, say) are waiting to
 * sync; the screen is drawn again when it changes.
 */
export function useWaitingWrites(
  concerns: (variables: MutationVariables<MutationName>, name: MutationName) => boolean,
): number {
  return useSyncExternalStore(
    subscribeWrites,
    () => writesThat((write, variables, name) => isWaitingToSync(write) && concerns(variables, name)).length,
    // a page rendered on the server has sent nothing yet (its hydration starts from the same)
    () => 0,
  );
}

/**
 * The variables of the writes of `name` that `concerns` and are not sent yet (waiting for the connection, or being
 * tried), in the order they were made; the screen is drawn again when they change. A screen shows its read with
 * these changes over it: a write kept from an earlier page (the tab was closed offline) is shown as the person made
 * it until it is sent, and the next change is made on top of it.
 */
export function useUnsentWrites<N extends MutationName>(
  name: N,
  concerns: (variables: MutationVariables<N>) => boolean,
): readonly MutationVariables<N>[] {
  // the same list while the same writes wait (a new one each time would draw the screen for ever)
  const last = useRef<readonly MutationVariables<N>[]>(NONE);
  return useSyncExternalStore(
    subscribeWrites,
    () => {
      const now = writesThat<N>(
        (write, variables, made) => made === name && write.state.status === 'pending' && concerns(variables),
      ).map((write) => write.state.variables as MutationVariables<N>);
      const same = now.length === last.current.length && now.every((v, i) => v === last.current[i]);
      if (!same) last.current = now.length === 0 ? NONE : now;
      return last.current;
    },
    // a page rendered on the server has made no write (its hydration starts from the same)
    () => NONE,
  );
}
const NONE: readonly never[] = [];

/** The last of `useUnsentWrites`: the write of `name` that `concerns` made last and not sent yet, else undefined. */
export function useUnsentWrite<N extends MutationName>(
  name: N,
  concerns: (variables: MutationVariables<N>) => boolean,
): MutationVariables<N> | undefined {
  return useUnsentWrites(name, concerns).at(-1);
}

// (the browser's connection has a module of its own: a page shows it without loading the declared writes)
export { useOnline } from './online';
