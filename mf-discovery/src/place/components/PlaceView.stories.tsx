import { withRouter } from '../../../../shared/test/stories';
import '../../i18n';
import { emptySummary, samplePlace, sampleSummary, sampleVlogs } from '../fixtures/placeData';
import { PlaceView } from './PlaceView';

const noop = () => {};
const ready = <T,>(data: T) => ({ status: 'ready' as const, data });

/** Place detail states; the map shows its keyless fallback (list with coordinates). */
const meta = {
  title: 'mf-discovery/Place',
  component: PlaceView,
  decorators: [withRouter],
  args: { onRetryPlace: noop, onRetryExperiences: noop, onRetrySummary: noop, onMore: noop, mapKey: null },
};
export default meta;

export const Loading = {
  args: { place: { status: 'loading' }, experiences: { status: 'loading' }, summary: { status: 'loading' } },
};
export const WithVideos = {
  args: {
    place: ready(samplePlace),
    experiences: ready({ items: sampleVlogs, total: 30, page: 1, maxPage: 3, loadingMore: false }),
    summary: ready(sampleSummary),
  },
};
/** The place and its summary are in (the page shows nothing below the heading before the summary); the vlogs load. */
export const VideosLoading = {
  args: { place: ready(samplePlace), experiences: { status: 'loading' }, summary: ready(sampleSummary) },
};
export const NoVideosNoPosts = {
  args: {
    place: ready(samplePlace),
    experiences: ready({ items: [], total: 0, page: 1, maxPage: 0, loadingMore: false }),
    summary: ready(emptySummary),
  },
};
export const SummaryError = {
  args: {
    place: ready(samplePlace),
    experiences: ready({ items: sampleVlogs, total: 3, page: 1, maxPage: 1, loadingMore: false }),
    summary: { status: 'error', message: 'The ratings could not be loaded.' },
  },
};
export const Error = {
  args: {
    place: { status: 'error', message: 'The place could not be loaded.' },
    experiences: { status: 'loading' },
    summary: { status: 'loading' },
  },
};
