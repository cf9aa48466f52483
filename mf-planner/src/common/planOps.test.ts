import {
  insertPlace,
  movePlace,
  PlanOpError,
  removePlace,
  sameDrafts,
  settleNoteDrafts,
  trimPlaces,
  withNoteDrafts,
  withNoteStatus,
} from './planOps';

const p = (id: number) => ({ id, type: 'poi', notes: '' });
const ids = (list: { id: number }[]) => list.map((x) => x.id);

describe('planner actions (shared by the guest and account plans)', () => {
  it('insert appends, and never duplicates', () => {
    expect(ids(insertPlace([], p(1), 'insert'))).toEqual([1]);
    expect(ids(insertPlace([p(1), p(2)], p(3), 'insert'))).toEqual([1, 2, 3]);
    const same = [p(1), p(2)];
    expect(insertPlace(same, p(1), 'insert')).toBe(same);
  });

  it('insert_before / insert_after at both ends and in the middle', () => {
    const list = [p(1), p(2), p(3)];
    expect(ids(insertPlace(list, p(9), 'insert_before', 1))).toEqual([9, 1, 2, 3]);
    expect(ids(insertPlace(list, p(9), 'insert_after', 3))).toEqual([1, 2, 3, 9]);
    expect(ids(insertPlace(list, p(9), 'insert_before', 2))).toEqual([1, 9, 2, 3]);
    expect(ids(insertPlace(list, p(9), 'insert_after', 2))).toEqual([1, 2, 9, 3]);
  });

  it('insert_after a place already in the plan moves it (keeping its notes)', () => {
    const list = [{ ...p(1), notes: 'keep' }, p(2), p(3)];
    const next = insertPlace(list, p(1), 'insert_after', 3);
    expect(ids(next)).toEqual([2, 3, 1]);
    expect(next[2].notes).toBe('keep');
  });

  it('rejects a missing, unknown or same reference place', () => {
    expect(() => insertPlace([p(1)], p(2), 'insert_after')).toThrow(PlanOpError);
    expect(() => insertPlace([p(1)], p(2), 'insert_before', 7)).toThrow('on_place_missing');
    expect(() => insertPlace([p(1), p(2)], p(2), 'insert_before', 2)).toThrow('on_place_same');
  });

  it('remove and reorder', () => {
    const list = [p(1), p(2), p(3)];
    expect(ids(removePlace(list, 2))).toEqual([1, 3]);
    expect(ids(removePlace(list, 5))).toEqual([1, 2, 3]);
    expect(ids(movePlace(list, 1, 2))).toEqual([2, 3, 1]);
    expect(ids(movePlace(list, 3, 0))).toEqual([3, 1, 2]);
    expect(ids(movePlace(list, 2, 99))).toEqual([1, 3, 2]);
    expect(movePlace(list, 2, 1)).toBe(list);
  });

  it('trims places to id, type and notes', () => {
    const full = [{ id: 1, type: 'poi', notes: 'n', place: { place_name: 'X' } }];
    expect(trimPlaces(full as never)).toEqual([{ id: 1, type: 'poi', notes: 'n' }]);
  });

  it('every save carries the notes being typed, and only a note stored as it stands stops being a draft', () => {
    const list = [{ ...p(1), notes: 'stored' }, p(2), p(3)];
    const sent = { 1: 'sunset', 3: 'tea' };
    expect(withNoteDrafts(list, sent).map((x) => x.notes)).toEqual(['sunset', '', 'tea']);
    expect(withNoteDrafts(list, {})).toEqual(list);
    // typed further while the save was on its way: that draft stays for the next save
    expect(settleNoteDrafts({ 1: 'sunset', 3: 'tea house' }, sent)).toEqual({ 3: 'tea house' });
    expect(settleNoteDrafts(sent, sent)).toEqual({});
    // emptied on purpose: an empty note is a draft like any other
    expect(settleNoteDrafts({ 1: '' }, sent)).toEqual({ 1: '' });
  });

  it('the drafts a save is sending are the ones typed only when every note is the same', () => {
    expect(sameDrafts({ 1: 'tea', 2: '' }, { 2: '', 1: 'tea' })).toBe(true);
    expect(sameDrafts({ 1: 'tea' }, { 1: 'tea house' })).toBe(false);
    expect(sameDrafts({ 1: 'tea' }, { 1: 'tea', 2: '' })).toBe(false);
    expect(sameDrafts({ 1: '' }, { 2: '' })).toBe(false);
    expect(sameDrafts({}, {})).toBe(true);
  });

  it("a note's status is set for the notes named, and forgotten with null; the others stay", () => {
    const all = { 1: 'saving', 2: 'pending' } as const;
    expect(withNoteStatus(all, [2, 3], 'saved')).toEqual({ 1: 'saving', 2: 'saved', 3: 'saved' });
    expect(withNoteStatus(all, [1], null)).toEqual({ 2: 'pending' });
    expect(withNoteStatus(all, [], 'error')).toEqual(all);
    expect(all).toEqual({ 1: 'saving', 2: 'pending' });
  });
});
