import { withRouter } from '../../../../shared/test/stories';
import '../../i18n';
import { sampleExperiences, samplePlaces } from '../fixtures/homeData';
import { HomeView, type HomeViewProps } from './HomeView';

const noop = () => {};

/** Home screen states, from data passed as props (no network). */
const meta = {
  title: 'mf-discovery/Home',
  component: HomeView,
  decorators: [withRouter],
  args: { onRetryExperiences: noop, onRetryPlaces: noop, onSearch: noop } as Partial<HomeViewProps>,
};
export default meta;

export const Data = {
  args: {
    experiences: { status: 'ready', data: sampleExperiences },
    places: { status: 'ready', data: samplePlaces },
  },
};

export const Loading = {
  args: { experiences: { status: 'loading' }, places: { status: 'loading' } },
};

export const Empty = {
  args: { experiences: { status: 'ready', data: [] }, places: { status: 'ready', data: [] } },
};

export const Error = {
  args: {
    experiences: { status: 'error', message: 'The travel videos could not be loaded.' },
    places: { status: 'error', message: 'The places could not be loaded.' },
  },
};

export const PlacesFailed = {
  args: {
    experiences: { status: 'ready', data: sampleExperiences },
    places: { status: 'error', message: 'The places could not be loaded.' },
  },
};
