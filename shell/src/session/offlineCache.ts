import { onlineManager } from '@tanstack/react-query';
import { queryClient as pageQueryClient } from 'page-singleton';
import { LAST_BUCKET_STORAGE_KEY, savedAt, type BucketOwner, type OfflineCache } from 'shared';

// The persisted cache's code (TanStack's persister, its own copy of the query core's hydration, IndexedDB) is a
// chunk of its own, loaded only when it has something to do: at the page's start when this browser kept a bucket
// (what it holds is in the cache before the first screen asks anything, online or not), otherwise once the session
// has said who is there and the page's cache holds something a bucket keeps (an answered read of a plan, a place,
// a video… — `KEPT_READS`, `RECENT_READS` — or a write). A first visit to a page that keeps nothing (home, search)
// downloads none of it and opens no database; a bucket is kept from the first page that has something for it.

// The cache learns of the connection from the browser's online and offline events, and takes itself to be online
// until told otherwise: a page opened without a connection hears no 'offline' event, so it would send its writes
// at once (to fail) and never resume the waiting ones when the connection comes. It starts from what the browser
// says now. (The page's one copy of TanStack Query is the shell's: the page singleton is built into it.)
if (typeof window !== 'undefined') onlineManager.setOnline(navigator.onLine);

/** What the session and the page's start ask of the persisted cache (loaded or not). */
export interface PageOfflineCache {
  /** at the page's start: restores the bucket this browser kept (resolves at once when it kept none) */
  restoreKept(): Promise<void>;
  /** who the session says is there: an account or a guest (their bucket once the cache runs) */
  use(owner: BucketOwner): void;
  /** an account signed out: its bucket is deleted and the cache goes on in the guests' bucket */
  signedOut(owner: BucketOwner): void;
  /** write the bucket now (before the page goes away) */
  flush(): void;
  /** keep who is signed in with their bucket (the session check's answer) */
  keepSignedInUser(user: unknown): void;
  /** who was signed in when the bucket in use was kept (for a page opened without a connection), or undefined */
  signedInUser(): Promise<unknown>;
}

export interface LazyOfflineCacheOptions {
  /** loads the persisted cache's code */
  load: () => Promise<OfflineCache>;
  queryClient: Pick<typeof pageQueryClient, 'getQueryCache' | 'getMutationCache'>;
  /** the browser storage in which the persisted cache names the last bucket used (default localStorage) */
  storage?: Pick<Storage, 'getItem'>;
}

/** Whether this browser kept a bucket: the persisted cache names the last one it used as soon as it starts. */
function keptBucket(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(LAST_BUCKET_STORAGE_KEY) != null;
  } catch {
    // storage the page may not read: the cache could not have named a bucket in it either
    return false;
  }
}

export function createLazyOfflineCache({
  load,
  queryClient,
  storage = globalThis.localStorage,
}: LazyOfflineCacheOptions): PageOfflineCache {
  let cache: Promise<OfflineCache> | null = null;
  /** who the session last said is there, while the cache is not loaded */
  let owner: BucketOwner | null = null;
  /** the session check's answer for a signed-in account, while the cache is not loaded */
  let signedInUser: unknown;

  /** Loads the cache and hands it what the session said meanwhile; its bucket is written at once. */
  function start(): Promise<OfflineCache> {
    if (cache) return cache;
    stopWatching();
    const loading = load().then(async (loaded) => {
      await loaded.use(owner ?? undefined);
      if (signedInUser !== undefined) await loaded.keepSignedInUser(signedInUser);
      await loaded.flush();
      return loaded;
    });
    // a chunk that could not be loaded leaves the page as it is online (nothing kept); the next need tries again
    cache = loading.catch((error: unknown) => {
      cache = null;
      throw error;
    });
    return cache;
  }
  const forward = (call: (loaded: OfflineCache) => Promise<unknown>) =>
    void cache?.then(call).catch((error: unknown) => console.error('[shell] the saved data cache failed', error));

  /** once the session said who is there: whether the page holds something a bucket keeps */
  const startWhenSomethingToKeep = () => {
    if (cache || owner === null) return;
    const hasWrites = queryClient.getMutationCache().getAll().length > 0;
    if (hasWrites || savedAt(queryClient.getQueryCache().getAll()) !== null)
      start().catch((error: unknown) => console.error('[shell] the saved data cache could not be loaded', error));
  };
  const offQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') startWhenSomethingToKeep();
  });
  const offWrites = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'added') startWhenSomethingToKeep();
  });
  function stopWatching() {
    offQueries();
    offWrites();
  }

  return {
    restoreKept: () => (keptBucket(storage) ? start().then(() => undefined) : Promise.resolve()),
    use(next) {
      if (cache) return forward((loaded) => loaded.use(next));
      owner = next;
      startWhenSomethingToKeep();
    },
    signedOut(account) {
      if (cache) return forward((loaded) => loaded.signedOut(account));
      // (a bucket of the account would have been named in the browser's storage and loaded at the page's start)
      owner = 'guest';
      signedInUser = undefined;
    },
    flush: () => forward((loaded) => loaded.flush()),
    keepSignedInUser(user) {
      if (cache) return forward((loaded) => loaded.keepSignedInUser(user));
      signedInUser = user;
    },
    signedInUser: () =>
      cache ? cache.then((loaded) => loaded.signedInUser()).catch(() => undefined) : Promise.resolve(undefined),
  };
}

/** The page's persisted cache: the shell's start and the session drive it. */
export const offlineCache = createLazyOfflineCache({
  load: () => import(/* webpackChunkName: "offline-cache" */ './persistedCache').then((m) => m.persistedCache),
  queryClient: pageQueryClient,
});
