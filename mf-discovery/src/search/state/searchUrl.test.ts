import type { SearchFilter } from 'shared';
import { initialFilterState } from './filterFlow';
import { parseSearchUrl, searchFor, searchLocation, searchQueryString, withNames } from './searchUrl';

const taiwan: SearchFilter = { type: 'country', value: 'Taiwan', placeId: 1, count: 10 };
const taipei: SearchFilter = { type: 'area', value: 'Taipei', placeId: 3 };
const kyotoCity: SearchFilter = { type: 'city', value: 'Kyoto', placeId: 4 };
const market: SearchFilter = { type: 'poi', value: 'Shilin Night Market', placeId: 7 };
const food: SearchFilter = { type: 'tag', value: 'Food', placeId: 9 };
const nightMarket: SearchFilter = { type: 'tag', value: 'Night Market', placeId: 2 };
const fiveStars: SearchFilter = { type: 'review', value: '5 stars', placeId: 5 };

describe('the search in the address', () => {
  it('writes the applied search with the experience search names, defaults left out', () => {
    expect(searchQueryString(initialFilterState(), 1)).toBe('');
    const state = initialFilterState(
      '夜市',
      ['experience'],
      [food, taiwan, fiveStars, taipei, kyotoCity, market],
      'latest',
    );
    expect(searchQueryString(state, 3)).toBe(
      'place_id=%E5%A4%9C%E5%B8%82&type_filter=experience&mode=latest&country_place_id=1&area_place_id=3,4&poi_id=7' +
        '&tag_id=9&reviews=5&page=3',
    );
  });

  it('reads back what it wrote (cities come back as areas, as the search names them)', () => {
    const state = initialFilterState(
      'night market',
      ['experience'],
      [taiwan, taipei, market, food, fiveStars],
      'latest',
    );
    expect(parseSearchUrl(new URLSearchParams(searchQueryString(state, 2)))).toEqual({
      term: 'night market',
      typeFilter: ['experience'],
      mode: 'latest',
      filters: [
        { type: 'country', placeId: 1 },
        { type: 'area', placeId: 3 },
        { type: 'poi', placeId: 7 },
        { type: 'tag', placeId: 9 },
        { type: 'review', placeId: 5 },
      ],
      page: 2,
    });
  });

  it('gives one search one address, whatever order the filters were applied in', () => {
    const one = initialFilterState('x', ['place'], [fiveStars, food, taiwan]);
    const other = initialFilterState('x', ['place'], [taiwan, fiveStars, food]);
    expect(searchQueryString(one, 1)).toBe(searchQueryString(other, 1));
  });

  it('reads older links (q, type) and leaves out whatever is malformed', () => {
    expect(parseSearchUrl(new URLSearchParams('q=kyoto&type=experience'))).toMatchObject({
      term: 'kyoto',
      typeFilter: ['experience'],
    });
    expect(
      parseSearchUrl(
        new URLSearchParams('type_filter=video&mode=oldest&page=-2&country_place_id=1,x,0,1,2&tag_id=1e3&reviews='),
      ),
    ).toEqual({
      term: '',
      typeFilter: ['place'],
      mode: 'popular',
      filters: [
        { type: 'country', placeId: 1 },
        { type: 'country', placeId: 2 },
      ],
      page: 1,
    });
    expect(parseSearchUrl(new URLSearchParams(`place_id=${'a'.repeat(300)}&page=2.5`))).toMatchObject({
      term: 'a'.repeat(200),
      page: 1,
    });
  });
});

describe('where a search lives', () => {
  const tag = { id: nightMarket.placeId!, slug: 'night-market' };

  it('stays on the tag page while its tag is applied (the tag is the path, not a parameter)', () => {
    const state = initialFilterState('', ['place'], [nightMarket, taiwan]);
    expect(searchLocation(state, 1, tag)).toEqual({ pathname: '/tag/night-market', search: '?country_place_id=1' });
    expect(searchLocation(initialFilterState('', ['place'], [nightMarket, food]), 2, tag)).toEqual({
      pathname: '/tag/night-market',
      search: '?tag_id=9&page=2',
    });
  });

  it('goes to /search when the tag page’s tag is removed', () => {
    expect(searchLocation(initialFilterState('', ['place'], [taiwan]), 1, tag)).toEqual({
      pathname: '/search',
      search: '?country_place_id=1',
    });
    expect(searchLocation(initialFilterState(), 1, null)).toEqual({ pathname: '/search', search: '' });
  });

  it('a search box goes to /search with its term only', () => {
    expect(searchFor(' 夜市 ')).toEqual({ pathname: '/search', search: '?place_id=%E5%A4%9C%E5%B8%82' });
    expect(searchFor('')).toEqual({ pathname: '/search', search: '' });
  });

  it('carries the planning values of the current address along', () => {
    const from = new URLSearchParams('place_id=old&planId=3&action=insert_after&onPlaceId=5&layout=lightbox&page=4');
    expect(searchLocation(initialFilterState('kyoto'), 1, null, from).search).toBe(
      '?place_id=kyoto&layout=lightbox&planId=3&action=insert_after&onPlaceId=5',
    );
  });
});

describe('naming the filters of an address', () => {
  it('takes the name a known filter of the same id has (a city is known by the area id), else none', () => {
    expect(
      withNames(
        [
          { type: 'country', placeId: 1 },
          { type: 'area', placeId: 4 },
          { type: 'tag', placeId: 1 },
        ],
        [taiwan, kyotoCity],
      ),
    ).toEqual([
      { type: 'country', placeId: 1, value: 'Taiwan', count: 10 },
      { type: 'area', placeId: 4, value: 'Kyoto' },
      { type: 'tag', placeId: 1, value: '' },
    ]);
  });
});
