import type { PlaceRating } from 'shared';

/** One row of the rating table: a star value, how many reviews gave it, and its bar's length in percent. */
export interface RatingRow {
  stars: number;
  count: number;
  /** the share of all ratings, 0–100, rounded to a whole percent (the bar's width) */
  percent: number;
}

/**
 * The rows of the rating table: the API's star counts as they come (every star value, 5 down to 1), each with its
 * share of the ratings (all 0 without any).
 */
export function ratingRows(rating: Pick<PlaceRating, 'stars' | 'count'>): RatingRow[] {
  return rating.stars.map(({ stars, count }) => ({
    stars,
    count,
    percent: rating.count > 0 ? Math.round((count / rating.count) * 100) : 0,
  }));
}

/** An average of stars as shown: one decimal always ("4.0", "3.5"), in the given language's digits. */
export function formatAverage(average: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}
