import { MemoryRouter } from 'react-router-dom';
import '../../i18n';
import { sampleExperiences, samplePlaces } from '../../home/fixtures/homeData';
import { PlaceView } from './PlaceView';

const noop = () => {};
const place = samplePlaces[0];

/** Place detail states; the map shows its keyless fallback (list with coordinates). */
const meta = {
  title: 'mf-discovery/Place',
  component: PlaceView,
  decorators: [
    (Story: () => JSX.Element) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { onRetryPlace: noop, onRetryExperiences: noop, onMore: noop, mapKey: null },
};
export default meta;

export const Loading = { args: { place: { status: 'loading' }, experiences: { status: 'loading' } } };
export const WithVideos = {
  args: {
    place: { status: 'ready', data: place },
    experiences: {
      status: 'ready',
      data: { items: sampleExperiences, total: 30, page: 1, maxPage: 3, loadingMore: false },
    },
  },
};
export const NoVideos = {
  args: {
    place: { status: 'ready', data: place },
    experiences: { status: 'ready', data: { items: [], total: 0, page: 1, maxPage: 0, loadingMore: false } },
  },
};
export const Error = {
  args: { place: { status: 'error', message: 'The place could not be loaded.' }, experiences: { status: 'loading' } },
};
