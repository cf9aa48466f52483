import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { api, bus, loginStateAtom, sharedStore } from 'shared';
import { InspirationStore } from './inspirationStore';

/** What another tab's write looks like to this one. */
function otherTabWrites(value: string) {
  localStorage.setItem('inspiration_pois', value);
  window.dispatchEvent(
    new StorageEvent('storage', { key: 'inspiration_pois', newValue: value, storageArea: localStorage }),
  );
}

beforeEach(() => {
  localStorage.clear();
  sharedStore.set(loginStateAtom, 'logged-out');
});
afterEach(() => jest.restoreAllMocks());

describe('the inspiration list of a guest', () => {
  it('is the list in browser storage, and a save is written there and told to everyone', async () => {
    localStorage.setItem('inspiration_pois', '[3]');
    const store = new InspirationStore();
    const changed = jest.fn();
    const off = bus.on('inspiration:changed', changed);
    try {
      await store.ensureLoaded();
      expect(store.getState()).toEqual({ ids: [3], source: 'guest', status: 'ready' });
      await expect(store.toggle(5)).resolves.toBe(true);
      expect(localStorage.getItem('inspiration_pois')).toBe('[5,3]');
      expect(store.getState().ids).toEqual([5, 3]);
      expect(changed).toHaveBeenCalledWith({ poiIds: [5, 3] });
      await expect(store.toggle(3)).resolves.toBe(false);
      expect(localStorage.getItem('inspiration_pois')).toBe('[5]');
    } finally {
      off();
    }
  });

  it("shows another tab's change to whatever shows the list", async () => {
    const store = new InspirationStore();
    const listener = jest.fn();
    store.subscribe(listener);
    await store.ensureLoaded();
    otherTabWrites('[8,2]');
    expect(store.getState().ids).toEqual([8, 2]);
    expect(listener).toHaveBeenCalled();
  });

  it('is emptied, here and in browser storage, on sign-out', async () => {
    localStorage.setItem('inspiration_pois', '[4]');
    const store = new InspirationStore();
    await store.ensureLoaded();
    bus.emit('auth:signed-out', {});
    expect(store.getState()).toEqual({ ids: [], source: 'guest', status: 'ready' });
    expect(localStorage.getItem('inspiration_pois')).toBeNull();
  });
});

describe('the inspiration list of a signed-in user', () => {
  it('comes from the account, whatever another tab writes to browser storage', async () => {
    jest.spyOn(api, 'call').mockResolvedValue({ data: [{ poi_id: 1 }] } as never);
    const store = new InspirationStore();
    store.subscribe(() => undefined);
    sharedStore.set(loginStateAtom, 'logged-in');
    await store.ensureLoaded();
    expect(store.getState()).toEqual({ ids: [1], source: 'account', status: 'ready' });
    otherTabWrites('[9]');
    expect(store.getState().ids).toEqual([1]);
  });

  it("another tab's change reaches this page's screens as a change made here (inspiration:changed)", async () => {
    // the browser's channel between tabs, as node implements it (jsdom has none)
    const channels: NodeBroadcastChannel[] = [];
    (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = class extends NodeBroadcastChannel {
      constructor(name: string) {
        super(name);
        channels.push(this);
      }
    };
    jest.spyOn(api, 'call').mockResolvedValue({ data: [{ poi_id: 1 }] } as never);
    const changed = jest.fn();
    const off = bus.on('inspiration:changed', changed);
    const otherTab = new NodeBroadcastChannel('ti-planner-inspiration');
    try {
      const store = new InspirationStore();
      store.subscribe(() => undefined);
      sharedStore.set(loginStateAtom, 'logged-in');
      await store.ensureLoaded();
      otherTab.postMessage({ ids: [4, 1] });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(store.getState().ids).toEqual([4, 1]);
      expect(changed).toHaveBeenCalledWith({ poiIds: [4, 1] });
    } finally {
      off();
      otherTab.close();
      channels.forEach((c) => c.close());
      delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
    }
  });
});
