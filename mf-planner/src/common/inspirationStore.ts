import { api, bus, loginStateAtom, sharedStore, type LoginState } from 'shared';
import {
  clearGuestInspiration,
  onGuestInspiration,
  readGuestInspiration,
  toggleId,
  writeGuestInspiration,
} from './guestInspiration';

export interface InspirationState {
  /** saved place ids, newest first */
  ids: number[];
  /** 'account' once the signed-in list came from the server; 'guest' for browser storage */
  source: 'guest' | 'account' | 'none';
  status: 'idle' | 'loading' | 'ready' | 'error';
}

const CHANNEL = 'ti-planner-inspiration';

/**
 * The inspiration list of whoever is using the site: browser storage for a guest, the server for a signed-in
 * user. One instance per page (every widget of this remote shares the module).
 *
 * A guest's list is jotai's `atomWithStorage` (guestInspiration.ts), which also brings other tabs' changes. The
 * account's list stays here: it is server data (loaded from the API, changed optimistically and put back when the
 * server refuses, told to other tabs by a BroadcastChannel), which browser storage must not hold — it would outlive
 * the session on a shared computer — and whose place is the page's server-data cache, where the other remotes'
 * lists are moving.
 */
export class InspirationStore {
  private state: InspirationState = { ids: [], source: 'none', status: 'idle' };
  private listeners = new Set<() => void>();
  private channel: BroadcastChannel | null = null;
  private started = false;
  private loading: Promise<void> | null = null;

  getState = (): InspirationState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.start();
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: Partial<InspirationState>) {
    this.state = { ...this.state, ...next };
    this.listeners.forEach((l) => l());
  }

  private loginState(): LoginState {
    return sharedStore.get(loginStateAtom);
  }

  private start() {
    if (this.started || typeof window === 'undefined') return;
    this.started = true;
    // a signed-in user's list never comes from browser storage (the move to the account empties it)
    onGuestInspiration(() => {
      if (this.state.source !== 'account' && this.loginState() !== 'logged-in') {
        this.set({ ids: readGuestInspiration(), source: 'guest', status: 'ready' });
      }
    });
    if (typeof BroadcastChannel !== 'undefined') {
      this.channel = new BroadcastChannel(CHANNEL);
      this.channel.onmessage = (e: MessageEvent<{ ids?: unknown }>) => {
        if (this.state.source === 'account' && Array.isArray(e.data?.ids)) {
          const ids = e.data.ids.filter((x): x is number => typeof x === 'number');
          this.set({ ids });
          // this page's screens hear it as they hear a change made here (told here only: the other tab told its own)
          bus.emit('inspiration:changed', { poiIds: ids });
        }
      };
    }
    sharedStore.sub(loginStateAtom, () => {
      this.loading = null;
      void this.ensureLoaded(true);
    });
    bus.on('auth:signed-out', () => {
      // logout clears the inspiration list and empties the local inspiration storage
      clearGuestInspiration();
      this.set({ ids: [], source: 'guest', status: 'ready' });
    });
  }

  /** Load the list for the current login state (once; `force` reloads). */
  ensureLoaded(force = false): Promise<void> {
    this.start();
    const login = this.loginState();
    if (login === 'unknown') return Promise.resolve();
    if (login === 'logged-out') {
      this.set({ ids: readGuestInspiration(), source: 'guest', status: 'ready' });
      return Promise.resolve();
    }
    if (!force && (this.loading || (this.state.source === 'account' && this.state.status === 'ready'))) {
      return this.loading ?? Promise.resolve();
    }
    this.set({ status: 'loading', source: 'account' });
    this.loading = api.call('getMyInspirationPois', { query: { country_id: 0 } }).then(
      (res) => {
        this.set({ ids: (res.data ?? []).map((p) => p.poi_id), source: 'account', status: 'ready' });
      },
      () => {
        this.loading = null;
        this.set({ status: 'error' });
      },
    );
    return this.loading;
  }

  private publish(ids: number[]) {
    bus.emit('inspiration:changed', { poiIds: ids });
    if (this.state.source === 'account') this.channel?.postMessage({ ids });
  }

  /** Save or unsave a place. Optimistic; reverted (and rethrown) when the server refuses. */
  async toggle(placeId: number): Promise<boolean> {
    await this.ensureLoaded();
    const before = this.state.ids;
    const next = toggleId(before, placeId);
    const saving = next.includes(placeId);
    if (this.loginState() !== 'logged-in') {
      writeGuestInspiration(next);
      this.set({ ids: next, source: 'guest', status: 'ready' });
      this.publish(next);
      return saving;
    }
    this.set({ ids: next });
    try {
      const res = saving
        ? await api.call('addInspirationPois', { body: { poi_ids: [placeId] } })
        : await api.call('removeInspirationPoi', { params: { poi_id: placeId } });
      const ids = res.data ?? next;
      this.set({ ids });
      this.publish(ids);
      return saving;
    } catch (err) {
      this.set({ ids: before });
      throw err;
    }
  }

  /** Forget everything (tests). */
  reset() {
    this.loading = null;
    this.state = { ids: [], source: 'none', status: 'idle' };
  }
}

export const inspirationStore = new InspirationStore();
