import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { queryClient } from 'page-singleton';
import { createOfflineCache, savedAt } from 'shared';

const listeners = new Set<() => void>();
/** when the newest kept answer was read, or null when the bucket holds none */
let latestSavedAt: number | null = null;
/** a read got no answer since the last one that did (the server cannot be reached though the browser is online) */
let unreachable = false;

const changed = () => {
  latestSavedAt = savedAt(queryClient.getQueryCache().getAll());
  listeners.forEach((listener) => listener());
};

// The cache learns of the connection from the browser's online and offline events, and takes itself to be online
// until told otherwise: a page opened without a connection hears no 'offline' event, so it would send its writes
// at once (to fail) and never resume the waiting ones when the connection comes. It starts from what the browser
// says now. (The page's one copy of TanStack Query is the shell's: the page singleton is built into it.)
if (typeof window !== 'undefined') onlineManager.setOnline(navigator.onLine);

/** The page's persisted cache (the shell starts it and switches its bucket with who is signed in). */
export const offlineCache = createOfflineCache({
  queryClient,
  onChange: changed,
  isOnline: () => navigator.onLine,
});

queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.action.type === 'fetch') return;
  const { status, error, fetchStatus } = event.query.state;
  const before = unreachable;
  if (status === 'error' && (error as { status?: unknown } | null)?.status === 0) unreachable = true;
  else if (event.action.type === 'success' && fetchStatus === 'idle') unreachable = false;
  if (before !== unreachable) changed();
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
