import { formatAverage, ratingRows } from './rating';

describe('ratingRows', () => {
  it('lists 5 stars down to 1 with counts and whole-percent shares of all ratings', () => {
    expect(
      ratingRows({
        count: 3,
        stars: [
          { stars: 4, count: 2 },
          { stars: 5, count: 1 },
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
    expect(ratingRows({ count: 0, stars: [] }).map((r) => r.percent)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('formatAverage', () => {
  it('always shows one decimal', () => {
    expect(formatAverage(4, 'en')).toBe('4.0');
    expect(formatAverage(3.5, 'zh-Hant-TW')).toBe('3.5');
    expect(formatAverage(4.3, 'en')).toBe('4.3');
  });
});
