import { withRouter } from '../../../../shared/test/stories';
import '../../i18n';
import { sampleSummary } from '../fixtures/placeData';
import { PlacePhotos } from './PlacePhotos';

/** The place page's photo strip: photos of the posts about a place, each a link to its post. */
const meta = {
  title: 'mf-discovery/Place/Photos',
  component: PlacePhotos,
  decorators: [withRouter],
  args: { onRetry: () => {} },
};
export default meta;

export const Loading = { args: { photos: { status: 'loading' } } };
export const WithPhotos = {
  args: { photos: { status: 'ready', data: { photos: sampleSummary.photos, count: sampleSummary.photo_count } } },
};
export const AllShown = {
  args: { photos: { status: 'ready', data: { photos: sampleSummary.photos.slice(0, 2), count: 2 } } },
};
export const NoPhotos = { args: { photos: { status: 'ready', data: { photos: [], count: 0 } } } };
export const Error = { args: { photos: { status: 'error', message: 'The photos could not be loaded.' } } };
