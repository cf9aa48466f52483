/**
 * @jest-environment node
 */
// (Node's environment: fake-indexeddb copies values with structuredClone, which jsdom does not have)
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { createStore, get, keys, type UseStore } from 'idb-keyval';
import { createOfflineCache, LAST_BUCKET_STORAGE_KEY } from 'shared';
import { createLazyOfflineCache } from './offlineCache';

const answer = (data: unknown) => ({ code: 200, data, app_js: 'x' });
/** a read no bucket keeps (home's featured videos) and one every bucket keeps for a while (a place) */
const homeKey = ['api', 'getForHome', 'en', null, null];
const placeKey = ['api', 'getPlace', 'en', { id: 117 }, null];

let store: UseStore;
let storeNumber = 0;
/** the browser's localStorage, as far as the cache uses it */
const values = new Map<string, string>();
const storage = {
  getItem: (key: string) => values.get(key) ?? null,
  setItem: (key: string, value: string) => void values.set(key, value),
};
beforeEach(() => {
  // a database of its own per test: nothing one test kept is read by the next
  store = createStore(`lazy-offline-test-${++storeNumber}`, 'cache');
  values.clear();
});

/** One page: its cache, and the persisted cache behind the lazy one, with how many times its code was loaded. */
function page(client = new QueryClient()) {
  const loads = { count: 0 };
  const cache = createLazyOfflineCache({
    queryClient: client,
    storage,
    load: async () => {
      loads.count += 1;
      return createOfflineCache({ queryClient: client, store, storage });
    },
  });
  return { client, cache, loads };
}

/** a while for what the cache might start (a load, a restore, a write to IndexedDB) to have happened */
const settled = () => new Promise((resolve) => setTimeout(resolve, 100));
/** `check` passes within two seconds (what the cache started is done by then) */
async function eventually(check: () => Promise<void> | void): Promise<void> {
  const deadline = Date.now() + 2000;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe('the persisted cache is loaded only when it has something to do', () => {
  it('a first visit that reads nothing a bucket keeps loads none of it and opens no bucket', async () => {
    const { client, cache, loads } = page();
    await cache.restoreKept();
    cache.use('guest');
    client.setQueryData(homeKey, answer([{ id: 1 }]));
    cache.flush();
    await settled();
    expect(loads.count).toBe(0);
    expect(await keys(store)).toEqual([]);
    expect(values.has(LAST_BUCKET_STORAGE_KEY)).toBe(false);
    await expect(cache.signedInUser()).resolves.toBeUndefined();
    expect(loads.count).toBe(0);
  });

  it('a read a bucket keeps is written to the bucket of whoever the session says is there, once it has said', async () => {
    const { client, cache, loads } = page();
    await cache.restoreKept();
    // the place answered before the session check did: whose bucket is not known yet
    client.setQueryData(placeKey, answer({ id: 117 }));
    await settled();
    expect(loads.count).toBe(0);

    cache.use({ account: 7 });
    cache.keepSignedInUser({ id: 7, name: 'Mei' });
    await eventually(async () => {
      const kept = await get<{ clientState: { queries: { queryKey: unknown[] }[] } }>('account:7', store);
      expect(kept?.clientState.queries.map((q) => q.queryKey)).toEqual([placeKey]);
      expect(await get('account:7/user', store)).toEqual({ id: 7, name: 'Mei' });
    });
    expect(loads.count).toBe(1);
    expect(values.get(LAST_BUCKET_STORAGE_KEY)).toBe('account:7');
  });

  it('a write loads it (a write may wait for the connection in the bucket)', async () => {
    const { client, cache, loads } = page();
    cache.use('guest');
    client.getMutationCache().build(client, { mutationKey: ['api', 'likeExperience'] });
    await eventually(() => expect(loads.count).toBe(1));
  });

  it('the next visit restores the bucket before the first screen asks anything, and goes on as its account offline', async () => {
    const first = page();
    first.cache.use({ account: 7 });
    first.cache.keepSignedInUser({ id: 7 });
    first.client.setQueryData(placeKey, answer({ id: 117, name: 'Fushimi Inari' }));
    await eventually(async () => expect(await get('account:7/user', store)).toEqual({ id: 7 }));
    await eventually(async () => expect(await get('account:7', store)).toBeDefined());

    const next = page();
    await next.cache.restoreKept();
    expect(next.loads.count).toBe(1);
    expect(next.client.getQueryData(placeKey)).toEqual(answer({ id: 117, name: 'Fushimi Inari' }));
    await expect(next.cache.signedInUser()).resolves.toEqual({ id: 7 });
  });

  it('signing out before it was loaded leaves the next kept read in the guests’ bucket', async () => {
    const { client, cache } = page();
    cache.use({ account: 7 });
    cache.keepSignedInUser({ id: 7 });
    cache.signedOut({ account: 7 });
    client.setQueryData(placeKey, answer({ id: 117 }));
    await eventually(async () => expect(await keys(store)).toEqual(['guest']));
    await settled();
    expect(await keys(store)).toEqual(['guest']);
  });
});
