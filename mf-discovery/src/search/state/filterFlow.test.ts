import type { SearchFilter } from 'shared';
import {
  experienceSearchQuery,
  filterFlow,
  globalSearchQuery,
  initialFilterState,
  type FilterState,
} from './filterFlow';
import { placeHref } from './restore';

const taiwan: SearchFilter = { type: 'country', value: 'Taiwan', placeId: 1, count: 10 };
const japan: SearchFilter = { type: 'country', value: 'Japan', placeId: 2, count: 7 };
const taipei: SearchFilter = { type: 'area', value: 'Taipei', placeId: 3, count: 5 };
const kyotoCity: SearchFilter = { type: 'city', value: 'Kyoto', placeId: 4, count: 2 };
const food: SearchFilter = { type: 'tag', value: 'Food', placeId: 9, count: 4 };

function state(over: Partial<FilterState> = {}): FilterState {
  return { ...initialFilterState('夜市'), ...over };
}

describe('filter flow', () => {
  it('toggle adds to / removes from the applied list (selected follows) and searches page 1', () => {
    const on = filterFlow(state(), { type: 'toggle', filter: taiwan });
    expect(on.state.applied).toEqual([taiwan]);
    expect(on.state.selected).toEqual([taiwan]);
    expect(on.effect).toEqual({ kind: 'search', page: 1 });
    const off = filterFlow(on.state, { type: 'toggle', filter: { ...taiwan, count: 99 } });
    expect(off.state.applied).toEqual([]);
    expect(off.effect).toEqual({ kind: 'search', page: 1 });
  });

  it('select toggles in the selected list only and asks for a count', () => {
    const s = state({ applied: [taiwan], selected: [taiwan] });
    const one = filterFlow(s, { type: 'select', filter: food });
    expect(one.state.selected).toEqual([taiwan, food]);
    expect(one.state.applied).toEqual([taiwan]);
    expect(one.effect).toEqual({ kind: 'count' });
    const two = filterFlow(one.state, { type: 'select', filter: taiwan });
    expect(two.state.selected).toEqual([food]);
    expect(two.effect).toEqual({ kind: 'count' });
  });

  it('apply copies selected to applied and searches page 1', () => {
    const s = state({ applied: [taiwan], selected: [japan, food] });
    const { state: next, effect } = filterFlow(s, { type: 'apply' });
    expect(next.applied).toEqual([japan, food]);
    expect(effect).toEqual({ kind: 'search', page: 1 });
  });

  it('cancel copies applied back to selected and requests nothing', () => {
    const s = state({ applied: [taiwan], selected: [japan] });
    const { state: next, effect } = filterFlow(s, { type: 'cancel' });
    expect(next.selected).toEqual([taiwan]);
    expect(next.applied).toEqual([taiwan]);
    expect(effect).toEqual({ kind: 'none' });
  });

  it('reset clears popular, applied and selected and restores the default type; term and order stay', () => {
    const s = {
      ...initialFilterState('x', ['experience'], [taiwan], 'latest'),
      selected: [japan],
      popular: [food],
    };
    const { state: next, effect } = filterFlow(s, { type: 'reset' });
    expect(next).toMatchObject({
      applied: [],
      selected: [],
      popular: [],
      typeFilter: ['place'],
      term: 'x',
      mode: 'latest',
    });
    expect(effect).toEqual({ kind: 'search', page: 1 });
  });

  it('changing the order keeps the filters and searches page 1', () => {
    const s = state({ applied: [taiwan], selected: [taiwan] });
    const { state: next, effect } = filterFlow(s, { type: 'setMode', mode: 'latest' });
    expect(next).toMatchObject({ mode: 'latest', applied: [taiwan], selected: [taiwan] });
    expect(effect).toEqual({ kind: 'search', page: 1 });
  });

  it('changing the type filter keeps the applied and selected filters (they narrow either type), then searches', () => {
    const s = state({ applied: [taiwan, food], selected: [taiwan, food], popular: [food] });
    const { state: next, effect } = filterFlow(s, { type: 'setType', typeFilter: ['experience'] });
    expect(next).toMatchObject({ applied: [taiwan, food], selected: [taiwan, food], typeFilter: ['experience'] });
    // the popular filters were the other type's results'
    expect(next.popular).toEqual([]);
    expect(effect).toEqual({ kind: 'search', page: 1 });
  });

  it('a new term searches page 1 (trimmed); popular filters are stored without a request', () => {
    expect(filterFlow(state(), { type: 'setTerm', term: '  kyoto ' })).toEqual({
      state: expect.objectContaining({ term: 'kyoto' }),
      effect: { kind: 'search', page: 1 },
    });
    // the last term's filters and popular filters do not carry over to a new term
    const filtered = { ...state(), applied: [food], selected: [food], popular: [food], mode: 'latest' as const };
    expect(filterFlow(filtered, { type: 'setTerm', term: 'osaka' }).state).toEqual(
      expect.objectContaining({ term: 'osaka', applied: [], selected: [], popular: [], mode: 'latest' }),
    );
    const pop = filterFlow(state(), { type: 'setPopular', popular: [food] });
    expect(pop.state.popular).toEqual([food]);
    expect(pop.effect).toEqual({ kind: 'none' });
  });
});

describe('search call queries', () => {
  it('experience search: term as place_id, ids comma-joined per type, cities with the areas', () => {
    const q = experienceSearchQuery(
      { term: '夜市', mode: 'popular', typeFilter: ['place'] },
      [taiwan, japan, taipei, kyotoCity, food],
      { page: 2, withFacets: true },
    );
    expect(q).toEqual({
      place_id: '夜市',
      mode: undefined,
      country_place_id: '1,2',
      area_place_id: '3,4',
      poi_id: undefined,
      tag_id: '9',
      reviews: undefined,
      only_count: undefined,
      type_filter: 'place',
      page: 2,
      fields: 'filters',
    });
    expect(
      experienceSearchQuery({ term: '', mode: 'latest', typeFilter: [] }, [], { page: 1, onlyCount: true }),
    ).toMatchObject({
      place_id: undefined,
      mode: 'latest',
      only_count: true,
      type_filter: undefined,
      fields: undefined,
    });
  });

  it('one search is one question whatever order its filters were chosen in (one cached answer)', () => {
    const query = (filters: SearchFilter[]) =>
      experienceSearchQuery({ term: '', mode: 'popular', typeFilter: ['place'] }, filters, { page: 1 });
    expect(query([japan, taiwan, food])).toEqual(query([food, taiwan, japan]));
    expect(query([japan, taiwan]).country_place_id).toBe('1,2');
  });

  it('global search: comma-joined per type, city filters gathered but not sent, fields empty unless wanted', () => {
    const q = globalSearchQuery(
      { term: 'kyoto', mode: 'latest', typeFilter: ['place', 'experience'] },
      [taiwan, kyotoCity, taipei],
      {
        page: 1,
      },
    );
    expect(q).toMatchObject({
      place_id: 'kyoto',
      mode: 'latest',
      country_place_ids: '1',
      area_place_ids: '3',
      type_filter: 'place,experience',
      fields: '',
    });
    expect(JSON.stringify(q)).not.toContain('"4"');
    expect(
      globalSearchQuery({ term: '', mode: 'popular', typeFilter: [] }, [], { page: 1, withFacets: true }).fields,
    ).toBe('filters');
  });
});

describe('place links', () => {
  it('place links carry layout, planId, action and onPlaceId only when a planId is present', () => {
    const place = { id: 7, slug: 'kyoto' };
    expect(placeHref(place, new URLSearchParams('q=x&layout=lightbox'))).toBe('/place/7--kyoto');
    expect(placeHref(place, new URLSearchParams('q=x&layout=lightbox&planId=3&action=insert_after&onPlaceId=5'))).toBe(
      '/place/7--kyoto?layout=lightbox&planId=3&action=insert_after&onPlaceId=5',
    );
  });
});
