import '../../i18n';
import { WallFilters } from './WallFilters';

const options = {
  countries: [
    { id: 1, country_name: 'Taiwan', count: 12 },
    { id: 9, country_name: 'Japan', count: 3 },
  ],
  tags: [
    { id: 4, slug: 'night-market', name: 'Night market', count: 5 },
    { id: 6, slug: 'hiking', name: 'Hiking', count: 2 },
  ],
  reviews: [
    { value: 5, count: 4 },
    { value: 3, count: 1 },
  ],
};

/** The wall filters (the my-posts filters: countries, tags, reviews). */
const meta = {
  title: 'mf-profile/Wall',
  component: WallFilters,
  args: { options, onChange: () => {} },
};
export default meta;

export const FiltersNoneChosen = { args: { values: { countries: [], tags: [], reviews: [] } } };
export const FiltersCountryChosen = { args: { values: { countries: [9], tags: [], reviews: [5] } } };
