import {
  clearGuestInspiration,
  parseInspiration,
  readGuestInspiration,
  toggleId,
  writeGuestInspiration,
} from './guestInspiration';

beforeEach(() => localStorage.clear());

describe('guest inspiration list (browser storage key "inspiration_pois")', () => {
  it('reads, writes and clears ids', () => {
    expect(readGuestInspiration()).toEqual([]);
    writeGuestInspiration([3, 1, 3]);
    expect(localStorage.getItem('inspiration_pois')).toBe('[3,1]');
    expect(readGuestInspiration()).toEqual([3, 1]);
    clearGuestInspiration();
    expect(localStorage.getItem('inspiration_pois')).toBeNull();
  });

  it('tolerates bad or older content', () => {
    expect(parseInspiration('{oops')).toEqual([]);
    expect(parseInspiration('{"a":1}')).toEqual([]);
    expect(parseInspiration('["4", 5, -1, 2.5, {"poi_id": 6}, null]')).toEqual([4, 5, 6]);
  });

  it('toggle adds at the front and removes', () => {
    expect(toggleId([1, 2], 3)).toEqual([3, 1, 2]);
    expect(toggleId([1, 2], 1)).toEqual([2]);
  });
});
