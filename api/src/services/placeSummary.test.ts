import { toPlaceRating } from './placeSummary';

describe('toPlaceRating', () => {
  it('lists every star value 5..1, those nobody gave at 0, with the count and the mean', () => {
    expect(
      toPlaceRating([
        { stars: 4, count: 2 },
        { stars: 5, count: 1 },
      ]),
    ).toEqual({
      average: 4.3,
      count: 3,
      stars: [
        { stars: 5, count: 1 },
        { stars: 4, count: 2 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
    });
  });

  it('has no average without ratings', () => {
    expect(toPlaceRating([])).toMatchObject({ average: null, count: 0 });
  });

  it('rounds half up to one decimal', () => {
    // 4.25 exactly: (5 + 5 + 4 + 3) / 4
    expect(
      toPlaceRating([
        { stars: 5, count: 2 },
        { stars: 4, count: 1 },
        { stars: 3, count: 1 },
      ]).average,
    ).toBe(4.3);
    // 4.35 (87 / 20) → 4.4
    expect(
      toPlaceRating([
        { stars: 5, count: 7 },
        { stars: 4, count: 13 },
      ]).average,
    ).toBe(4.4);
    // 3.875 (31 / 8) → 3.9; 3.84 (96 / 25) → 3.8
    expect(
      toPlaceRating([
        { stars: 5, count: 5 },
        { stars: 4, count: 1 },
        { stars: 1, count: 2 },
      ]).average,
    ).toBe(3.9);
    expect(
      toPlaceRating([
        { stars: 4, count: 21 },
        { stars: 3, count: 4 },
      ]).average,
    ).toBe(3.8);
  });

  it('ignores counts of values that are no star rating (0 = a post without stars)', () => {
    expect(
      toPlaceRating([
        { stars: 0, count: 7 },
        { stars: 6, count: 1 },
        { stars: 3, count: 1 },
      ]),
    ).toMatchObject({
      average: 3,
      count: 1,
    });
  });
});
