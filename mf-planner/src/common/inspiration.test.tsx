import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { api, ApiError, bus, loginStateAtom, sharedStore, userAtom, type User } from 'shared';
import { useInspiration } from '../inspiration/hooks/useInspiration';
import { clearGuestInspiration, writeGuestInspiration } from './guestInspiration';
import { inspirationStateOf, stopFollowingInspiration, toggleInspiration } from './inspiration';

/** What another tab's write looks like to this one. */
function otherTabWrites(value: string) {
  localStorage.setItem('inspiration_pois', value);
  window.dispatchEvent(
    new StorageEvent('storage', { key: 'inspiration_pois', newValue: value, storageArea: localStorage }),
  );
}

const wrapper = ({ children }: { children: ReactNode }) => <Provider store={sharedStore}>{children}</Provider>;
const shown = () => renderHook(() => useInspiration(), { wrapper });

function signIn() {
  act(() => {
    sharedStore.set(userAtom, { id: 5 } as User);
    sharedStore.set(loginStateAtom, 'logged-in');
  });
}

beforeEach(() => {
  // (the guest's list is the page's one atom: emptied as browser storage is)
  clearGuestInspiration();
  localStorage.clear();
  sharedStore.set(userAtom, null);
  sharedStore.set(loginStateAtom, 'logged-out');
});
afterEach(() => {
  stopFollowingInspiration();
  jest.restoreAllMocks();
});

describe('which list is shown', () => {
  const account = (data: number[] | undefined, status: 'pending' | 'error' | 'success' = 'success') => ({
    status,
    data,
  });
  it('nothing while who is there is not known; a guest always has a ready list (from browser storage)', () => {
    expect(inspirationStateOf('unknown', [3], account([1]))).toEqual({ ids: [], source: 'none', status: 'idle' });
    expect(inspirationStateOf('logged-out', [3], account([1]))).toEqual({ ids: [3], source: 'guest', status: 'ready' });
  });

  it("a signed-in user's list is the account's, never browser storage's: loading, failed or as read", () => {
    expect(inspirationStateOf('logged-in', [3], account(undefined, 'pending'))).toEqual({
      ids: [],
      source: 'account',
      status: 'loading',
    });
    expect(inspirationStateOf('logged-in', [3], account(undefined, 'error'))).toEqual({
      ids: [],
      source: 'account',
      status: 'error',
    });
    expect(inspirationStateOf('logged-in', [3], account([1, 2]))).toEqual({
      ids: [1, 2],
      source: 'account',
      status: 'ready',
    });
  });
});

describe('the inspiration list of a guest', () => {
  it('is the list in browser storage, and a save is written there and told to everyone', async () => {
    writeGuestInspiration([3]);
    const { result } = shown();
    const changed = jest.fn();
    const off = bus.on('inspiration:changed', changed);
    try {
      expect(result.current).toEqual({ ids: [3], source: 'guest', status: 'ready' });
      await act(() => expect(toggleInspiration(5)).resolves.toBe(true));
      expect(localStorage.getItem('inspiration_pois')).toBe('[5,3]');
      expect(result.current.ids).toEqual([5, 3]);
      expect(changed).toHaveBeenCalledWith({ poiIds: [5, 3] });
      await act(() => expect(toggleInspiration(3)).resolves.toBe(false));
      expect(localStorage.getItem('inspiration_pois')).toBe('[5]');
    } finally {
      off();
    }
  });

  it("shows another tab's change to whatever shows the list", () => {
    const { result } = shown();
    act(() => otherTabWrites('[8,2]'));
    expect(result.current.ids).toEqual([8, 2]);
  });

  it('is emptied, here and in browser storage, on sign-out', () => {
    writeGuestInspiration([4]);
    const { result } = shown();
    expect(result.current.ids).toEqual([4]);
    act(() => bus.emit('auth:signed-out', {}));
    expect(result.current).toEqual({ ids: [], source: 'guest', status: 'ready' });
    expect(localStorage.getItem('inspiration_pois')).toBeNull();
  });
});

describe('the inspiration list of a signed-in user', () => {
  it('comes from the account (read once, through the page cache), whatever another tab writes to browser storage', async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue({ code: 200, data: [{ poi_id: 1 }] } as never);
    const { result } = shown();
    const again = shown();
    signIn();
    await waitFor(() => expect(result.current).toEqual({ ids: [1], source: 'account', status: 'ready' }));
    await waitFor(() => expect(again.result.current.ids).toEqual([1]));
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0][0]).toBe('getMyInspirationPois');
    act(() => otherTabWrites('[9]'));
    expect(result.current.ids).toEqual([1]);
  });

  it('a save shows at once, then the list the server answered, told to everyone; a refusal puts the list back', async () => {
    let answer!: (ok: boolean) => void;
    const call = jest.spyOn(api, 'call').mockImplementation((async (name: string) => {
      if (name === 'getMyInspirationPois') return { code: 200, data: [{ poi_id: 1 }] };
      return new Promise((resolve, reject) => {
        answer = (ok) =>
          ok ? resolve({ code: 200, data: [7, 1, 4] }) : reject(new ApiError('Refused', 500, undefined, undefined));
      });
    }) as never);
    const changed = jest.fn();
    const off = bus.on('inspiration:changed', changed);
    try {
      const { result } = shown();
      signIn();
      await waitFor(() => expect(result.current.ids).toEqual([1]));
      let saving!: Promise<boolean>;
      act(() => void (saving = toggleInspiration(7)));
      await waitFor(() => expect(result.current.ids).toEqual([7, 1]));
      await act(async () => answer(true));
      await act(() => expect(saving).resolves.toBe(true));
      // (the cache tells its screens in a task of its own)
      await waitFor(() => expect(result.current.ids).toEqual([7, 1, 4]));
      expect(changed).toHaveBeenCalledWith({ poiIds: [7, 1, 4] });
      expect(call.mock.calls.map(([name]) => name)).toEqual(['getMyInspirationPois', 'addInspirationPois']);

      act(() => void (saving = toggleInspiration(4)));
      await waitFor(() => expect(result.current.ids).toEqual([7, 1]));
      await act(async () => answer(false));
      await act(() => expect(saving).rejects.toThrow('Refused'));
      await waitFor(() => expect(result.current.ids).toEqual([7, 1, 4]));
    } finally {
      off();
    }
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
    jest.spyOn(api, 'call').mockResolvedValue({ code: 200, data: [{ poi_id: 1 }] } as never);
    const changed = jest.fn();
    const off = bus.on('inspiration:changed', changed);
    const otherTab = new NodeBroadcastChannel('ti-planner-inspiration');
    try {
      const { result } = shown();
      signIn();
      await waitFor(() => expect(result.current.ids).toEqual([1]));
      otherTab.postMessage({ ids: [4, 1] });
      await waitFor(() => expect(result.current.ids).toEqual([4, 1]));
      expect(changed).toHaveBeenCalledWith({ poiIds: [4, 1] });
      expect(api.call).toHaveBeenCalledTimes(1);
    } finally {
      off();
      otherTab.close();
      stopFollowingInspiration();
      channels.forEach((c) => c.close());
      delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
    }
  });
});
