import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { QueryClient } from '@tanstack/react-query';
import { bucketName, keptQueryHashes, LAST_BUCKET_STORAGE_KEY, type BucketOwner, type CachedRead } from './offlineKept';

export * from './offlineKept';

// The page's server-data cache kept in IndexedDB, one bucket per account (and one for guests), so what a person
// read stays readable without a connection and the writes they made offline survive closing the tab. A bucket is
// read only for the account it belongs to: the page restores the bucket of the account last signed in on this
// browser before its first request, switches buckets when the session says another account (or a guest) is
// there, and deletes an account's bucket when it signs out.

/** A bucket older than this is not restored (what it holds is too old to be shown as the person's data). */
export const MAX_AGE_MS = 7 * 24 * 3_600_000;
/** Persisted caches of another shape of this code are dropped rather than read. */
export const CACHE_BUSTER = 'offline-cache-1';
/** How long the cache waits after a change before it writes the bucket (one write for a burst of changes). */
export const SAVE_DELAY_MS = 250;
/** The events of TanStack's caches that change what a bucket keeps (an answer or a write added, changed, removed). */
const KEPT_CHANGES: ReadonlySet<string> = new Set(['added', 'updated', 'removed']);

/**
 * A bucket in IndexedDB. Every write kept in it is restored paused, so it is sent (in order, once the connection
 * is there) by `resumePausedMutations` whether it was paused or still being tried when the tab closed.
 */
export function bucketPersister(bucket: string, store: UseStore): Persister {
  return {
    persistClient: (client: PersistedClient) => {
      const mutations = client.clientState.mutations.map((m) => ({ ...m, state: { ...m.state, isPaused: true } }));
      // a read whose asking again failed is kept as the answer it holds (the failure is this page's, not the data's)
      const queries = client.clientState.queries.map((q) =>
        q.state.status === 'error'
          ? { ...q, state: { ...q.state, status: 'success' as const, error: null, fetchFailureCount: 0 } }
          : q,
      );
      return set(bucket, { ...client, clientState: { ...client.clientState, mutations, queries } }, store);
    },
    restoreClient: () => get<PersistedClient>(bucket, store),
    removeClient: () => del(bucket, store),
  };
}

export interface OfflineCacheOptions {
  queryClient: QueryClient;
  /** the IndexedDB store (default the site's `travel-offline` database) */
  store?: UseStore;
  /** the browser storage that remembers the last bucket (default localStorage) */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** called when the bucket shown changes or its saved time does */
  onChange?: () => void;
  /** whether a write may be sent now (default: always; the page passes TanStack's online manager) */
  isOnline?: () => boolean;
}

export interface OfflineCache {
  /** the bucket in use, or null before the first `use` */
  readonly bucket: string | null;
  /** restore and keep the bucket of `owner` (the one the page last used when not given) */
  use(owner?: BucketOwner): Promise<void>;
  /** an account signed out: its bucket is deleted and the cache goes on in the guests' bucket */
  signedOut(owner: BucketOwner): Promise<void>;
  /** write the bucket now (before the page goes away) */
  flush(): Promise<void>;
  /** keep who is signed in with their bucket (the session check's answer) */
  keepSignedInUser(user: unknown): Promise<void>;
  /**
   * Who was signed in when the bucket in use was kept, for a page opened without a connection (the session cannot
   * be checked): undefined for the guests' bucket or none kept.
   */
  signedInUser(): Promise<unknown>;
}

/** Where a bucket's signed-in user is kept, beside it. */
const userEntry = (bucket: string) => `${bucket}/user`;

function readLastBucket(storage: OfflineCacheOptions['storage']): BucketOwner {
  try {
    const value = storage?.getItem(LAST_BUCKET_STORAGE_KEY);
    const account = value?.startsWith('account:') ? Number(value.slice('account:'.length)) : NaN;
    return Number.isInteger(account) && account > 0 ? { account } : 'guest';
  } catch {
    return 'guest';
  }
}

/** Which writes a bucket keeps: those waiting for the connection (paused) and those still being tried. */
const keepWrite = (mutation: { state: { status: string } }) => mutation.state.status === 'pending';

/**
 * The page's persisted cache. `use()` at the page's start restores the last bucket into the cache before any
 * screen asks anything (what it restores is shown at once and asked again where stale); the session then calls
 * `use(owner)` with who is signed in, and `signedOut(owner)` at sign-out.
 */
export function createOfflineCache({
  queryClient,
  store: givenStore,
  storage = globalThis.localStorage,
  onChange,
  isOnline = () => true,
}: OfflineCacheOptions): OfflineCache {
  // a browser without IndexedDB keeps nothing: the page works as it does online, and nothing is restored
  const store: UseStore | null =
    givenStore ?? (typeof indexedDB === 'undefined' ? null : createStore('travel-offline', 'cache'));
  let bucket: string | null = null;
  let persister: Persister | null = null;
  let unsubscribe: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let switching: Promise<void> = Promise.resolve();

  const saveOptions = () => ({
    queryClient: queryClient as never,
    persister: persister!,
    buster: CACHE_BUSTER,
    dehydrateOptions: {
      shouldDehydrateQuery: (query: CachedRead) =>
        keptQueryHashes(queryClient.getQueryCache().getAll()).has(query.queryHash),
      shouldDehydrateMutation: keepWrite,
    },
  });

  async function save(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (persister) await persistQueryClientSave(saveOptions() as never);
  }

  /**
   * A change to the cache's answers or writes: the bucket is written SAVE_DELAY_MS after the first change not written
   * yet (one write for a burst, and never put off by the next change: a screen that keeps drawing itself would
   * otherwise put it off for ever, and a page reloaded then restores an older bucket). A screen starting or stopping
   * to watch a read changes nothing kept.
   */
  const changed = (event: { type: string }) => {
    if (!KEPT_CHANGES.has(event.type)) return;
    timer ??= setTimeout(() => void save(), SAVE_DELAY_MS);
    onChange?.();
  };

  async function stop(): Promise<void> {
    unsubscribe?.();
    unsubscribe = null;
    await save();
    persister = null;
  }

  async function start(owner: BucketOwner): Promise<void> {
    const name = bucketName(owner);
    if (name === bucket) return;
    const wasAccount = bucket !== null && bucket !== 'guest';
    await stop();
    // an account's answers and writes never reach another bucket (they were written to their own just now)
    if (wasAccount) {
      queryClient.getQueryCache().clear();
      queryClient.getMutationCache().clear();
    }
    bucket = name;
    if (!store) return;
    persister = bucketPersister(name, store);
    try {
      storage?.setItem(LAST_BUCKET_STORAGE_KEY, name);
    } catch {
      /* storage may be unavailable: the page then starts from the guests' bucket */
    }
    const before = new Set(queryClient.getMutationCache().getAll());
    let restored: PersistedClient | undefined;
    const reading = persister;
    try {
      await persistQueryClientRestore({
        queryClient: queryClient as never,
        persister: {
          ...reading,
          restoreClient: async () => (restored = await reading.restoreClient()),
        },
        buster: CACHE_BUSTER,
        maxAge: MAX_AGE_MS,
      });
    } catch {
      /* an unreadable bucket was deleted: the page starts without it */
    }
    // a restored answer is shown at once but is never taken as fresh (a change made just before the page closed may
    // not be in it): each is asked again when a screen shows it, and stays shown if that fails
    for (const kept of restored?.clientState.queries ?? []) {
      const query = queryClient.getQueryCache().get(kept.queryHash);
      if (query && query.state.dataUpdatedAt === kept.state.dataUpdatedAt) query.invalidate();
    }
    // a write restored here was made by a screen of an earlier page: no screen puts its answer into the cache, so
    // every read it changes is marked stale when it succeeds
    for (const mutation of queryClient.getMutationCache().getAll()) {
      if (!before.has(mutation))
        mutation.setOptions({ ...mutation.options, meta: { ...mutation.options.meta, updatedHere: [] } });
    }
    // every change to the answers or the writes schedules a write of the bucket
    const offQueries = queryClient.getQueryCache().subscribe(changed);
    // a write made or changed is written at once: it is the person's own change, and a tab closed a moment after it
    // (its last chance to write is the page going away, which the browser does not wait for) would lose it
    const offWrites = queryClient.getMutationCache().subscribe((event) => {
      if (!KEPT_CHANGES.has(event.type)) return;
      onChange?.();
      void save();
    });
    unsubscribe = () => {
      offQueries();
      offWrites();
    };
    // what the cache held before the switch (a page's first answers, read while the session was checked) is the
    // new bucket's too: written as a change is
    timer ??= setTimeout(() => void save(), SAVE_DELAY_MS);
    onChange?.();
    if (isOnline()) void queryClient.resumePausedMutations();
  }

  return {
    get bucket() {
      return bucket;
    },
    use(owner) {
      // (one switch at a time; a failed one leaves the next to start from nothing)
      switching = switching.then(() => start(owner ?? readLastBucket(storage))).catch(() => undefined);
      return switching;
    },
    signedOut(owner) {
      const name = bucketName(owner);
      switching = switching.then(async () => {
        if (bucket === name) {
          if (timer) clearTimeout(timer);
          timer = null;
          unsubscribe?.();
          unsubscribe = null;
          persister = null;
          bucket = null;
          queryClient.getQueryCache().clear();
          queryClient.getMutationCache().clear();
        }
        if (store) await Promise.all([del(name, store), del(userEntry(name), store)]).catch(() => undefined);
        await start('guest');
      });
      switching = switching.catch(() => undefined);
      return switching;
    },
    flush: () => save(),
    async keepSignedInUser(user) {
      await switching;
      if (store && bucket?.startsWith('account:')) await set(userEntry(bucket), user, store).catch(() => undefined);
    },
    async signedInUser() {
      await switching;
      if (!store || !bucket?.startsWith('account:')) return undefined;
      return get(userEntry(bucket), store).catch(() => undefined);
    },
  };
}
