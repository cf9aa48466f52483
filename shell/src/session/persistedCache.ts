import { queryClient } from 'page-singleton';
import { createOfflineCache, registerApiMutations } from 'shared';
import { savedAnswersChanged } from './offlineState';

// a write restored from a bucket is sent by the defaults its key has: every declared write is known to the cache
// before a bucket is restored (a screen's write registers them itself: useApiMutation, runApiMutation)
registerApiMutations();

/**
 * The page's persisted cache (IndexedDB through TanStack's persister). Its own chunk: `./offlineCache.ts` loads it only
 * when the browser kept a bucket or the page has something to keep.
 */
export const persistedCache = createOfflineCache({
  queryClient,
  onChange: savedAnswersChanged,
  isOnline: () => navigator.onLine,
});
