/**
 * @jest-environment node
 */
// (Node's environment: fake-indexeddb copies values with structuredClone, which jsdom does not have)
import 'fake-indexeddb/auto';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { createStore, get, type UseStore } from 'idb-keyval';
import {
  bucketName,
  createOfflineCache,
  keptQueryHashes,
  LAST_BUCKET_STORAGE_KEY,
  RECENT_LIMIT,
  SAVE_DELAY_MS,
  savedAt,
  type CachedRead,
} from './offlineCache';

const answer = (data: unknown) => ({ code: 200, data, app_js: 'x' });
const planKey = (id: number) => ['api', 'getPlan', 'en', { id }, null];

let store: UseStore;
let storeNumber = 0;
/** the browser's localStorage, as far as the cache uses it */
const values = new Map<string, string>();
const localStorage = {
  getItem: (key: string) => values.get(key) ?? null,
  setItem: (key: string, value: string) => void values.set(key, value),
};
beforeEach(() => {
  // a database of its own per test: nothing one test kept is read by the next
  store = createStore(`offline-test-${++storeNumber}`, 'cache');
  values.clear();
});
afterEach(() => onlineManager.setOnline(true));

function page(client = new QueryClient()) {
  return { client, cache: createOfflineCache({ queryClient: client, store, storage: localStorage }) };
}

function read(route: string, id: number, dataUpdatedAt: number, status = 'success'): CachedRead {
  return {
    queryKey: ['api', route, 'en', { id }, null],
    queryHash: `${route}:${id}`,
    state: { status, dataUpdatedAt },
  };
}

describe('which answers a bucket keeps', () => {
  it('plans, days, legs, the inspiration list; not other reads, nor reads without an answer', () => {
    const kept = keptQueryHashes([
      read('getPlans', 0, 1),
      read('getPlan', 1, 1),
      read('getPlanItinerary', 1, 1),
      read('getTravelLegs', 1, 1),
      read('getMyInspirationPois', 0, 1),
      read('getPlan', 2, 0, 'error'),
      // answered once, then asked again in vain: the answer it holds is kept
      read('getPlan', 3, 1, 'error'),
      read('getForHome', 0, 1),
      read('getFavorites', 1, 1),
    ]);
    expect([...kept].sort()).toEqual(
      [
        'getMyInspirationPois:0',
        'getPlan:1',
        'getPlan:3',
        'getPlanItinerary:1',
        'getPlans:0',
        'getTravelLegs:1',
      ].sort(),
    );
  });

  it('the places and videos opened last, at most RECENT_LIMIT of them', () => {
    const opened = Array.from({ length: RECENT_LIMIT + 5 }, (_, i) =>
      read(i % 2 ? 'getPlace' : 'getExperience', i, 1000 + i),
    );
    const kept = keptQueryHashes(opened);
    expect(kept.size).toBe(RECENT_LIMIT);
    // the five opened first are the ones left out
    for (const q of opened.slice(0, 5)) expect(kept.has(q.queryHash)).toBe(false);
    for (const q of opened.slice(5)) expect(kept.has(q.queryHash)).toBe(true);
  });

  it('"saved at" is when the newest kept answer was read', () => {
    expect(savedAt([read('getPlan', 1, 500), read('getPlans', 0, 900), read('getForHome', 0, 5000)])).toBe(900);
    expect(savedAt([read('getForHome', 0, 5000)])).toBeNull();
  });
});

describe('one bucket per account', () => {
  it('an account’s answers are restored for it after a reload, and never for another account or a guest', async () => {
    const first = page();
    await first.cache.use({ account: 1 });
    first.client.setQueryData(planKey(7), answer('plan of account 1'));
    first.client.setQueryData(['api', 'getForHome', 'en', null, null], answer('not kept'));
    await first.cache.flush();

    // the same browser, another account signs in: the first account's answers leave the page's cache
    await first.cache.use({ account: 2 });
    expect(first.client.getQueryData(planKey(7))).toBeUndefined();
    first.client.setQueryData(planKey(8), answer('plan of account 2'));
    await first.cache.flush();

    // a reload: the page restores the bucket last used, before anything is asked
    const reloaded = page();
    await reloaded.cache.use();
    expect(reloaded.cache.bucket).toBe('account:2');
    expect(reloaded.client.getQueryData(planKey(8))).toEqual(answer('plan of account 2'));
    // shown at once, asked again when a screen shows it (never taken as fresh)
    expect(reloaded.client.getQueryState(planKey(8))?.isInvalidated).toBe(true);
    expect(reloaded.client.getQueryData(planKey(7))).toBeUndefined();

    const guest = page();
    await guest.cache.use('guest');
    expect(guest.client.getQueryData(planKey(7))).toBeUndefined();
    expect(guest.client.getQueryData(planKey(8))).toBeUndefined();

    const again = page();
    await again.cache.use({ account: 1 });
    expect(again.client.getQueryData(planKey(7))).toEqual(answer('plan of account 1'));
    expect(again.client.getQueryData(['api', 'getForHome', 'en', null, null])).toBeUndefined();
  });

  it('signing out deletes the account’s bucket and goes on in the guests’ bucket', async () => {
    const { client, cache } = page();
    await cache.use({ account: 3 });
    client.setQueryData(planKey(9), answer('private plan'));
    await cache.flush();
    expect(await get(bucketName({ account: 3 }), store)).toBeDefined();

    await cache.signedOut({ account: 3 });
    expect(await get(bucketName({ account: 3 }), store)).toBeUndefined();
    expect(client.getQueryData(planKey(9))).toBeUndefined();
    expect(cache.bucket).toBe('guest');
    expect(localStorage.getItem(LAST_BUCKET_STORAGE_KEY)).toBe('guest');

    const next = page();
    await next.cache.use({ account: 3 });
    expect(next.client.getQueryData(planKey(9))).toBeUndefined();
    expect(await next.cache.signedInUser()).toBeUndefined();
  });

  it('who is signed in is kept with their bucket, for a page opened offline, and goes at sign-out', async () => {
    const { cache } = page();
    await cache.use({ account: 6 });
    await cache.keepSignedInUser({ id: 6, name: 'Six' });
    const reopened = page();
    await reopened.cache.use();
    expect(await reopened.cache.signedInUser()).toEqual({ id: 6, name: 'Six' });

    const guest = page();
    await guest.cache.use('guest');
    await guest.cache.keepSignedInUser({ id: 0 });
    expect(await guest.cache.signedInUser()).toBeUndefined();

    await reopened.cache.signedOut({ account: 6 });
    const after = page();
    await after.cache.use({ account: 6 });
    expect(await after.cache.signedInUser()).toBeUndefined();
  });

  it('an answer restored offline and asked again in vain stays kept for the next reload', async () => {
    const first = page();
    await first.cache.use({ account: 7 });
    first.client.setQueryData(planKey(3), answer('plan read online'));
    await first.cache.flush();

    // reloaded offline: the restored answer is asked again and the request fails
    const offline = page();
    await offline.cache.use();
    await offline.client
      .fetchQuery({
        queryKey: planKey(3),
        queryFn: () => Promise.reject(Object.assign(new Error('offline'), { status: 0 })),
        retry: false,
      })
      .catch(() => undefined);
    expect(offline.client.getQueryState(planKey(3))?.status).toBe('error');
    await offline.cache.flush();

    // closed and opened again, still offline: the plan is still there, as an answer
    const again = page();
    await again.cache.use();
    expect(again.client.getQueryData(planKey(3))).toEqual(answer('plan read online'));
    expect(again.client.getQueryState(planKey(3))?.status).toBe('success');
  });

  it('the bucket is written SAVE_DELAY_MS after a change even while the cache keeps changing', async () => {
    const { client, cache } = page();
    await cache.use({ account: 8 });
    client.setQueryData(planKey(1), answer('read first'));
    // a screen that keeps drawing itself, a change every 50 ms
    let n = 0;
    const busy = setInterval(() => client.setQueryData(['api', 'getForHome', 'en', null, null], answer(++n)), 50);
    try {
      await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS + 150));
      const kept = await get<{ clientState: { queries: { queryKey: unknown }[] } }>('account:8', store);
      expect(kept?.clientState.queries.map((q) => q.queryKey)).toEqual([planKey(1)]);
    } finally {
      clearInterval(busy);
    }
  });

  it('the bucket is written by itself a moment after the cache changes', async () => {
    const { client, cache } = page();
    await cache.use({ account: 4 });
    client.setQueryData(planKey(1), answer('written without a flush'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    const kept = await get<{ clientState: { queries: { queryKey: unknown }[] } }>('account:4', store);
    expect(kept?.clientState.queries.map((q) => q.queryKey)).toEqual([planKey(1)]);
  });
});

describe('writes made offline', () => {
  const sent: { name: string; key: string }[] = [];
  const defaults = (client: QueryClient) =>
    client.setMutationDefaults(['api', 'updatePlan'], {
      mutationFn: async (variables: { name: string; idempotencyKey: string }) => {
        sent.push({ name: variables.name, key: variables.idempotencyKey });
        return answer(variables.name);
      },
      networkMode: 'online',
      scope: { id: 'kept-writes' },
    });
  beforeEach(() => sent.splice(0));

  it('wait while offline, survive the tab closing, and are sent once each, in order, with their keys', async () => {
    const first = page();
    defaults(first.client);
    await first.cache.use({ account: 5 });
    onlineManager.setOnline(false);
    const write = (name: string) =>
      void first.client
        .getMutationCache()
        .build(first.client, { mutationKey: ['api', 'updatePlan'] })
        .execute({ name, idempotencyKey: `key-${name}` })
        .catch(() => undefined);
    write('stop time');
    write('note');
    await new Promise((resolve) => setTimeout(resolve, 10));
    // written at once, well before the bucket's usual delay (the tab may be closed the next moment)
    const written = await get<{ clientState: { mutations: unknown[] } }>('account:5', store);
    expect(written?.clientState.mutations).toHaveLength(2);
    expect(
      first.client
        .getMutationCache()
        .getAll()
        .map((m) => m.state.isPaused),
    ).toEqual([true, true]);
    await first.cache.flush();
    expect(sent).toEqual([]);

    // the tab is closed; another opens, still offline
    const reopened = page();
    defaults(reopened.client);
    await reopened.cache.use();
    const restored = reopened.client.getMutationCache().getAll();
    expect(restored.map((m) => [m.state.isPaused, m.state.variables])).toEqual([
      [true, { name: 'stop time', idempotencyKey: 'key-stop time' }],
      [true, { name: 'note', idempotencyKey: 'key-note' }],
    ]);
    expect(sent).toEqual([]);

    onlineManager.setOnline(true);
    await reopened.client.resumePausedMutations();
    expect(sent).toEqual([
      { name: 'stop time', key: 'key-stop time' },
      { name: 'note', key: 'key-note' },
    ]);
    // sent: the bucket no longer holds them
    await reopened.cache.flush();
    const kept = await get<{ clientState: { mutations: unknown[] } }>('account:5', store);
    expect(kept?.clientState.mutations).toEqual([]);
  });
});
