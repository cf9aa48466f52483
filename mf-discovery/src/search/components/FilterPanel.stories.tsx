import '../../i18n';
import { sampleFacets } from '../fixtures';
import { FilterPanel } from './FilterPanel';

/** The facet checkboxes of the filter drawer and the inline panel. */
const meta = {
  title: 'mf-discovery/FilterDrawer',
  component: FilterPanel,
  args: { facets: sampleFacets, chosen: [], onToggle: () => {}, idPrefix: 'story' },
};
export default meta;

export const Nothing = {};
export const Selected = { args: { chosen: [sampleFacets[0], sampleFacets[4]] } };
export const NoResultsYet = { args: { facets: [] } };
export const WithPopular = {
  args: {
    popular: sampleFacets.filter((f) => f.type === 'tag').slice(0, 3),
    chosen: [sampleFacets.filter((f) => f.type === 'tag')[0]],
  },
};
