import { withRouter } from '../../../../shared/test/stories';
import '../../i18n';
import { readySaved, sampleFacets, sampleFilterState, samplePlaceLinks } from '../fixtures';
import { emptySaved } from '../state/searchStore';
import { SearchView, type SearchViewProps } from './SearchView';

const noop = () => {};

/** The experience search screen states (data as props, no network). */
const meta = {
  title: 'mf-discovery/Search',
  component: SearchView,
  decorators: [withRouter],
  args: {
    title: 'Search travel videos',
    filterState: sampleFilterState,
    places: [],
    onSubmitTerm: noop,
    onTypeChange: noop,
    onModeChange: noop,
    onToggle: noop,
    onReset: noop,
    onOpenFilters: noop,
    onMore: noop,
    onRetry: noop,
  } as Partial<SearchViewProps>,
};
export default meta;

export const Loading = { args: { saved: { ...emptySaved, status: 'loading', term: 'night market' } } };
export const Results = { args: { saved: readySaved, places: samplePlaceLinks } };
export const WithAppliedFilters = {
  args: {
    saved: readySaved,
    filterState: { ...sampleFilterState, applied: sampleFacets.slice(0, 1), selected: sampleFacets.slice(0, 1) },
  },
};
export const NewestFirst = {
  args: { saved: readySaved, filterState: { ...sampleFilterState, mode: 'latest', typeFilter: ['experience'] } },
};
export const Empty = {
  args: { saved: { ...readySaved, experiences: [], total: 0, maxPage: 0, filters: [], resultTerm: 'zzz' } },
};
export const Error = {
  args: { saved: { ...emptySaved, status: 'error', error: 'Search failed. Please try again.' } },
};
export const TagSearch = {
  args: {
    title: 'Travel videos tagged “Night Market”',
    saved: { ...readySaved, resultTerm: '' },
    filterState: { ...sampleFilterState, term: '', applied: [sampleFacets[4]], selected: [sampleFacets[4]] },
  },
};
