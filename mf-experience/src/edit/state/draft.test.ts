import type { Experience, Place } from 'shared';
import { sampleExperience } from '../../detail/fixtures/experience';
import {
  PLACES_MAX,
  TAGS_MAX,
  draftFromExperience,
  draftReducer,
  hasRefusedEntry,
  planChapters,
  sameDraft,
  toUpdateBody,
  validateDraft,
  type Draft,
} from './draft';

const place = (id: number, name: string): Place => ({
  id,
  slug: name.toLowerCase().replace(/ /g, '-'),
  type: 'poi',
  place_name: name,
  lat: null,
  lng: null,
  google_place_id: null,
  area: null,
  country: null,
});

const empty: Draft = { title: '', description: '', tags: [], places: [] };
const withThree = (): Draft =>
  [place(1, 'A'), place(2, 'B'), place(3, 'C')].reduce(
    (d, p, i) => draftReducer(d, { type: 'add', place: p, time: i * 10, key: `k${p.id}` }),
    empty,
  );
const names = (d: Draft) => d.places.map((p) => p.place.place_name).join('');

describe('draftFromExperience', () => {
  it('takes the places in their saved order, with their times and notes, and the tag ids', () => {
    const d = draftFromExperience(sampleExperience);
    expect(d.places.map((p) => [p.place.id, p.time, p.notes])).toEqual([
      [30, 5, ''],
      [31, 125, 'Huge!'],
    ]);
    expect(d.tags).toEqual([1, 2]);
    expect(d.title).toBe(sampleExperience.title);
    expect(new Set(d.places.map((p) => p.key)).size).toBe(2);
  });
});

describe('draftReducer', () => {
  it('adds places at the end with a whole, non-negative time and empty notes', () => {
    let d = draftReducer(empty, { type: 'add', place: place(1, 'A'), time: 12.8 });
    d = draftReducer(d, { type: 'add', place: place(2, 'B'), time: -3 });
    expect(d.places.map((p) => [p.place.id, p.time, p.notes])).toEqual([
      [1, 12, ''],
      [2, 0, ''],
    ]);
  });

  it('removes one place by key and ignores unknown keys', () => {
    const d = withThree();
    expect(names(draftReducer(d, { type: 'remove', key: 'k2' }))).toBe('AC');
    expect(draftReducer(d, { type: 'remove', key: 'nope' })).toBe(d);
  });

  it('moves a place up and down, never past either end', () => {
    const d = withThree();
    expect(names(draftReducer(d, { type: 'move', key: 'k2', by: -1 }))).toBe('BAC');
    expect(names(draftReducer(d, { type: 'move', key: 'k2', by: 1 }))).toBe('ACB');
    expect(draftReducer(d, { type: 'move', key: 'k1', by: -1 })).toBe(d);
    expect(draftReducer(d, { type: 'move', key: 'k3', by: 1 })).toBe(d);
    expect(draftReducer(d, { type: 'move', key: 'nope', by: 1 })).toBe(d);
  });

  it('sets the time (whole seconds, at least 0) and the notes of one place', () => {
    let d = draftReducer(withThree(), { type: 'time', key: 'k2', time: 90.7 });
    d = draftReducer(d, { type: 'notes', key: 'k3', notes: 'Go at night' });
    expect(d.places.map((p) => [p.time, p.notes])).toEqual([
      [0, ''],
      [90, ''],
      [20, 'Go at night'],
    ]);
    expect(draftReducer(d, { type: 'time', key: 'k1', time: -5 }).places[0].time).toBe(0);
  });

  it('toggles tags, up to the limit', () => {
    let d = draftReducer(empty, { type: 'toggleTag', id: 4 });
    d = draftReducer(d, { type: 'toggleTag', id: 5 });
    expect(d.tags).toEqual([4, 5]);
    expect(draftReducer(d, { type: 'toggleTag', id: 4 }).tags).toEqual([5]);
    const full: Draft = { ...empty, tags: Array.from({ length: TAGS_MAX }, (_, i) => i + 1) };
    expect(draftReducer(full, { type: 'toggleTag', id: 999 })).toBe(full);
  });

  it('adds no more than the limit of places', () => {
    let d = empty;
    for (let i = 1; i <= PLACES_MAX + 2; i++) d = draftReducer(d, { type: 'add', place: place(i, `P${i}`) });
    expect(d.places).toHaveLength(PLACES_MAX);
  });
});

describe('validateDraft', () => {
  it('refuses times past the duration, and only those', () => {
    const d = draftReducer(draftReducer(withThree(), { type: 'time', key: 'k3', time: 301 }), {
      type: 'time',
      key: 'k2',
      time: 300,
    });
    expect(validateDraft(d, 300)).toEqual([{ field: 'place', key: 'k3', kind: 'pastDuration' }]);
    // an unknown duration (0) sets no upper bound
    expect(validateDraft(d, 0)).toEqual([]);
  });

  it('refuses a row whose time field holds a refused entry until a time is set, and counts it unsaved', () => {
    const refused = draftReducer(withThree(), { type: 'timeRefused', key: 'k2', typed: '75:10' });
    expect(refused.places[1]).toEqual(expect.objectContaining({ time: 10, refusedTime: '75:10' }));
    expect(validateDraft(refused, 0)).toEqual([{ field: 'place', key: 'k2', kind: 'timeRefused' }]);
    expect(hasRefusedEntry(refused)).toBe(true);
    const fixed = draftReducer(refused, { type: 'time', key: 'k2', time: 10 });
    expect(validateDraft(fixed, 0)).toEqual([]);
    expect(hasRefusedEntry(fixed)).toBe(false);
  });

  it('wants a title only to publish, and checks the lengths', () => {
    expect(validateDraft(empty, 100)).toEqual([]);
    expect(validateDraft({ ...empty, title: '   ' }, 100, true)).toEqual([{ field: 'title', kind: 'required' }]);
    expect(validateDraft({ ...empty, title: 'x'.repeat(201), description: 'y'.repeat(5001) }, 100)).toEqual([
      { field: 'title', kind: 'tooLong' },
      { field: 'description', kind: 'tooLong' },
    ]);
    const notes = draftReducer(withThree(), { type: 'notes', key: 'k1', notes: 'n'.repeat(2001) });
    expect(validateDraft(notes, 100)).toEqual([{ field: 'place', key: 'k1', kind: 'notesTooLong' }]);
  });
});

describe('toUpdateBody', () => {
  it('is the experience with its id, places in order as place_id/time/notes, a blank title left out', () => {
    const d = draftReducer({ ...withThree(), title: '  Harbour  ', tags: [3] }, { type: 'move', key: 'k3', by: -1 });
    expect(toUpdateBody(9, d)).toEqual({
      id: 9,
      title: 'Harbour',
      description: '',
      tags: [3],
      places: [
        { place_id: 1, time: 0, notes: '' },
        { place_id: 3, time: 20, notes: '' },
        { place_id: 2, time: 10, notes: '' },
      ],
    });
    expect(toUpdateBody(9, { ...d, title: ' ' })).not.toHaveProperty('title');
  });

  it('sameDraft ignores row keys but sees every saved change', () => {
    const a = draftFromExperience(sampleExperience as Experience);
    const b = draftFromExperience(sampleExperience as Experience);
    expect(sameDraft(a, b)).toBe(true);
    expect(sameDraft(a, draftReducer(b, { type: 'move', key: b.places[1].key, by: -1 }))).toBe(false);
  });
});

describe('planChapters', () => {
  const chapter = (time: number, title: string, p: Place | null = null) => ({ time, title, place: p });

  it('adds each chapter naming a known place at its time, in time order, after the listed places', () => {
    const d = withThree();
    const plan = planChapters(
      d,
      [chapter(200, 'Dinner at E', place(5, 'E')), chapter(0, 'Intro'), chapter(90.7, 'D at sunset', place(4, 'D'))],
      300,
    );
    expect(plan.rows.map((r) => [r.place.id, r.time])).toEqual([
      [4, 90],
      [5, 200],
    ]);
    expect(plan.unmatched).toEqual(['Intro']);
    const after = draftReducer(d, { type: 'addMany', rows: plan.rows });
    expect(names(after)).toBe('ABCDE');
    expect(after.places.slice(3).map((p) => [p.time, p.notes])).toEqual([
      [90, ''],
      [200, ''],
    ]);
    // the rows already there are untouched, and each new row has its own key
    expect(after.places.slice(0, 3)).toEqual(d.places);
    expect(new Set(after.places.map((p) => p.key)).size).toBe(5);
  });

  it('skips places already in the list, or named by an earlier chapter', () => {
    const plan = planChapters(
      withThree(),
      [chapter(10, 'B again', place(2, 'B')), chapter(20, 'D', place(4, 'D')), chapter(30, 'D later', place(4, 'D'))],
      0,
    );
    expect(plan.rows.map((r) => r.place.id)).toEqual([4]);
    expect(plan.alreadyListed).toEqual(['B again', 'D later']);
  });

  it('refuses times past the duration (the end itself is allowed; duration 0 means no bound)', () => {
    const chapters = [chapter(300, 'D', place(4, 'D')), chapter(301, 'E', place(5, 'E'))];
    const plan = planChapters(empty, chapters, 300);
    expect(plan.rows.map((r) => r.place.id)).toEqual([4]);
    expect(plan.pastEnd).toEqual(['E']);
    expect(planChapters(empty, chapters, 0).rows).toHaveLength(2);
  });

  it('stops at the place limit, and changes nothing for chapters without places', () => {
    const full = Array.from({ length: PLACES_MAX - 1 }, (_, i) => i).reduce(
      (d, i) => draftReducer(d, { type: 'add', place: place(1000 + i, `P${i}`) }),
      empty,
    );
    const plan = planChapters(full, [chapter(1, 'D', place(4, 'D')), chapter(2, 'E', place(5, 'E'))], 0);
    expect(plan.rows.map((r) => r.place.id)).toEqual([4]);
    expect(plan.overLimit).toEqual(['E']);
    const none = planChapters(empty, [chapter(1, 'Intro'), chapter(2, 'Outro')], 0);
    expect(none.rows).toEqual([]);
    expect(draftReducer(empty, { type: 'addMany', rows: none.rows })).toBe(empty);
  });
});
