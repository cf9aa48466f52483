import { withRouter } from '../../../shared/test/stories';
import '../i18n';
import { sampleExperiences, samplePlaces } from '../home/fixtures/homeData';
import { PopupSearchView } from './PopupSearch';

const noop = () => {};

/** The popup search content states. */
const meta = {
  title: 'mf-discovery/PopupSearch',
  component: PopupSearchView,
  decorators: [withRouter],
  args: { term: 'taipei', onTermChange: noop, onSubmit: noop, onNavigate: noop },
};
export default meta;

export const Idle = { args: { term: '', state: { status: 'idle' } } };
export const Loading = { args: { state: { status: 'loading' } } };
export const Results = {
  args: {
    state: {
      status: 'ready',
      total: 6,
      data: { places: samplePlaces.slice(0, 3), experiences: sampleExperiences.slice(0, 4) },
    },
  },
};
export const Nothing = {
  args: { term: 'zzz', state: { status: 'ready', total: 0, data: { places: [], experiences: [] } } },
};
export const Error = { args: { state: { status: 'error', message: 'Search failed. Please try again.' } } };
