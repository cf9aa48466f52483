import { useSyncExternalStore } from 'react';
import { queryClient } from 'page-singleton';
import { savedAt } from 'shared';

const listeners = new Set<() => void>();
/** when the newest kept answer was read, or null when the bucket holds none (or the page keeps none yet) */
let latestSavedAt: number | null = null;
/** a read got no answer since the last one that did (the server cannot be reached though the browser is online) */
let unreachable = false;

const notify = () => listeners.forEach((listener) => listener());

/** The persisted cache's bucket changed, or what it keeps did: the notice reads its saved time again. */
export function savedAnswersChanged(): void {
  latestSavedAt = savedAt(queryClient.getQueryCache().getAll());
  notify();
}

queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.action.type === 'fetch') return;
  const { status, error, fetchStatus } = event.query.state;
  const before = unreachable;
  if (status === 'error' && (error as { status?: unknown } | null)?.status === 0) unreachable = true;
  else if (event.action.type === 'success' && fetchStatus === 'idle') unreachable = false;
  if (before !== unreachable) notify();
});

export interface OfflineState {
  savedAt: number | null;
  unreachable: boolean;
}
const SERVER_SNAPSHOT: OfflineState = { savedAt: null, unreachable: false };
let snapshot: OfflineState = SERVER_SNAPSHOT;

/** What the offline notice needs: when the kept answers were read, and whether a read just got no answer. */
export function useOfflineState(): OfflineState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => {
      if (snapshot.savedAt !== latestSavedAt || snapshot.unreachable !== unreachable)
        snapshot = { savedAt: latestSavedAt, unreachable };
      return snapshot;
    },
    // a page rendered on the server shows no saved answers (its hydration starts from the same)
    () => SERVER_SNAPSHOT,
  );
}
