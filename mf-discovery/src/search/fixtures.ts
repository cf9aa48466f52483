import type { SearchFilter } from 'shared';
import { sampleExperiences, samplePlaces } from '../home/fixtures/homeData';
import { initialFilterState, type FilterState } from './state/filterFlow';
import { emptySaved, type SavedSearch } from './state/searchStore';

export const sampleFacets: SearchFilter[] = [
  { type: 'country', value: 'Taiwan', placeId: 1, count: 18 },
  { type: 'country', value: 'Japan', placeId: 2, count: 9 },
  { type: 'area', value: 'Taipei', placeId: 3, count: 12 },
  { type: 'poi', value: 'Shilin Night Market', placeId: 4, count: 5 },
  { type: 'tag', value: 'Night Market', placeId: 5, count: 14 },
  { type: 'tag', value: 'Street Food', placeId: 6, count: 11 },
];

export const sampleFilterState: FilterState = initialFilterState('night market');

export const readySaved: SavedSearch = {
  ...emptySaved,
  status: 'ready',
  page: 1,
  total: 27,
  maxPage: 3,
  experiences: sampleExperiences,
  filters: sampleFacets,
  term: 'night market',
  resultTerm: 'night market',
};

export const samplePlaceLinks = samplePlaces
  .slice(0, 3)
  .map((place) => ({ place, href: `/place/${place.id}--${place.slug}` }));
