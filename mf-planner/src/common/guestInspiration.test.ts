import { createStore } from 'jotai';
import {
  clearGuestInspiration,
  onGuestInspiration,
  readGuestInspiration,
  toggleId,
  writeGuestInspiration,
} from './guestInspiration';

beforeEach(() => localStorage.clear());

/** What another tab's write looks like to this one. */
function otherTabWrites(value: string | null) {
  localStorage.setItem('inspiration_pois', value ?? '');
  if (value === null) localStorage.removeItem('inspiration_pois');
  window.dispatchEvent(
    new StorageEvent('storage', { key: 'inspiration_pois', newValue: value, storageArea: localStorage }),
  );
}

describe('guest inspiration list (browser storage key "inspiration_pois")', () => {
  it('reads, writes and clears ids', () => {
    const store = createStore();
    expect(readGuestInspiration(store)).toEqual([]);
    writeGuestInspiration([3, 1, 3], store);
    expect(localStorage.getItem('inspiration_pois')).toBe('[3,1]');
    expect(readGuestInspiration(store)).toEqual([3, 1]);
    clearGuestInspiration(store);
    expect(localStorage.getItem('inspiration_pois')).toBeNull();
    expect(readGuestInspiration(store)).toEqual([]);
  });

  it('reads the list a guest saved before (a JSON array of ids, newest first)', () => {
    localStorage.setItem('inspiration_pois', '[12,7]');
    expect(readGuestInspiration(createStore())).toEqual([12, 7]);
  });

  it.each([
    ['{oops', []],
    ['{"a":1}', []],
    ['["4", 5, -1, 2.5, {"poi_id": 6}, null]', [4, 5, 6]],
  ])('tolerates bad or older content: %s', (stored, ids) => {
    localStorage.setItem('inspiration_pois', stored);
    expect(readGuestInspiration(createStore())).toEqual(ids);
  });

  it("sees another tab's change, and its clearing", () => {
    const store = createStore();
    const changed = jest.fn();
    onGuestInspiration(changed, store);
    otherTabWrites('[9,"4"]');
    expect(readGuestInspiration(store)).toEqual([9, 4]);
    expect(changed).toHaveBeenCalledTimes(1);
    otherTabWrites(null);
    expect(readGuestInspiration(store)).toEqual([]);
  });

  it("sees another tab's change even when nothing on this page shows the list", () => {
    const store = createStore();
    expect(readGuestInspiration(store)).toEqual([]);
    otherTabWrites('[5]');
    expect(readGuestInspiration(store)).toEqual([5]);
  });

  it('toggle adds at the front and removes', () => {
    expect(toggleId([1, 2], 3)).toEqual([3, 1, 2]);
    expect(toggleId([1, 2], 1)).toEqual([2]);
  });
});
