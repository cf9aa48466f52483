import { formatAverage, ratingRows } from './rating';

describe('ratingRows', () => {
  it('gives each star count of the API, 5 down to 1, its whole-percent share of all ratings', () => {
    expect(
      ratingRows({
        count: 3,
        stars: [
          { stars: 5, count: 1 },
          { stars: 4, count: 2 },
          { stars: 3, count: 0 },
          { stars: 2, count: 0 },
          { stars: 1, count: 0 },
        ],
      }),
    ).toEqual([
      { stars: 5, count: 1, percent: 33 },
      { stars: 4, count: 2, percent: 67 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 0, percent: 0 },
    ]);
  });

  it('gives every row 0 without ratings (no division by zero)', () => {
    const none = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 }));
    expect(ratingRows({ count: 0, stars: none }).map((r) => [r.stars, r.percent])).toEqual([
      [5, 0],
      [4, 0],
      [3, 0],
      [2, 0],
      [1, 0],
    ]);
  });
});

describe('formatAverage', () => {
  it('always shows one decimal', () => {
    expect(formatAverage(4, 'en')).toBe('4.0');
    expect(formatAverage(3.5, 'zh-Hant-TW')).toBe('3.5');
    expect(formatAverage(4.3, 'en')).toBe('4.3');
  });
});
