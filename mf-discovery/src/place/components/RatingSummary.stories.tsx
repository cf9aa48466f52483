import '../../i18n';
import { sampleSummary } from '../fixtures/placeData';
import { RatingSummary } from './RatingSummary';

/** The rating of a place's reviews: average, count and a row per star value. */
const meta = {
  title: 'mf-discovery/Place/Rating',
  component: RatingSummary,
  args: { onRetry: () => {} },
};
export default meta;

export const Loading = { args: { rating: { status: 'loading' } } };
export const Rated = { args: { rating: { status: 'ready', data: sampleSummary.rating } } };
export const OneRating = {
  args: {
    rating: {
      status: 'ready',
      data: { average: 5, count: 1, stars: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 5 ? 1 : 0 })) },
    },
  },
};
export const NoRatings = {
  args: { rating: { status: 'ready', data: { average: null, count: 0, stars: sampleSummary.rating.stars } } },
};
export const Error = { args: { rating: { status: 'error', message: 'The ratings could not be loaded.' } } };
