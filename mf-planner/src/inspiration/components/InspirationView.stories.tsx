import { MemoryRouter } from 'react-router-dom';
import '../../i18n';
import { samplePlan } from '../../planner/components/samplePlan';
import { InspirationView } from './InspirationView';

const pois = samplePlan.plan_places.map((p) => ({ poi_id: p.id, country: 1, place: p.place }));
const countries = [
  { id: 1, country_name: 'Taiwan', count: 3 },
  { id: 5, country_name: 'Japan', count: 1 },
];
const noop = () => undefined;

/** The inspiration list and its country filter, from props (no network). */
const meta = {
  title: 'mf-planner/Inspiration',
  component: InspirationView,
  decorators: [
    (Story: () => JSX.Element) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { onCountry: noop, onRemove: noop, onRetry: noop, countryId: 0, status: 'ready', signedIn: true },
};
export default meta;

export const SignedIn = { args: { pois, countries } };
export const FilteredByCountry = { args: { pois, countries, countryId: 1 } };
export const Guest = { args: { pois, countries, signedIn: false } };
export const Empty = { args: { pois: [], countries: [] } };
export const Loading = { args: { pois: [], countries: [], status: 'loading' } };
export const LoadError = { args: { pois: [], countries: [], status: 'error' } };
export const InDrawer = { args: { pois, countries, compact: true } };
export const WaitingToSync = { args: { pois, countries, waitingToSync: true } };
