import { currentPlaceIndex, placesInTimeOrder } from './timeline';

const places = [
  { time: 5, position: 0 },
  { time: 60, position: 1 },
  { time: 125, position: 2 },
];

describe('currentPlaceIndex', () => {
  it('is -1 before the first timestamp and with no places', () => {
    expect(currentPlaceIndex(places, 0)).toBe(-1);
    expect(currentPlaceIndex(places, 4.99)).toBe(-1);
    expect(currentPlaceIndex([], 100)).toBe(-1);
  });

  it('is the place whose timestamp was reached last', () => {
    expect(currentPlaceIndex(places, 5)).toBe(0);
    expect(currentPlaceIndex(places, 59.9)).toBe(0);
    expect(currentPlaceIndex(places, 60)).toBe(1);
    expect(currentPlaceIndex(places, 124)).toBe(1);
    expect(currentPlaceIndex(places, 125)).toBe(2);
    expect(currentPlaceIndex(places, 10_000)).toBe(2);
  });

  it('picks the last of places sharing a timestamp', () => {
    const same = [
      { time: 0, position: 0 },
      { time: 30, position: 1 },
      { time: 30, position: 2 },
    ];
    expect(currentPlaceIndex(same, 30)).toBe(2);
    expect(currentPlaceIndex(same, 29)).toBe(0);
  });

  it('is -1 for a time that is not a number', () => {
    expect(currentPlaceIndex(places, Number.NaN)).toBe(-1);
    expect(currentPlaceIndex(places, Number.POSITIVE_INFINITY)).toBe(-1);
  });

  it('agrees with a linear scan on many random lists', () => {
    for (let run = 0; run < 200; run++) {
      const list = placesInTimeOrder(
        Array.from({ length: run % 9 }, (_, i) => ({ time: Math.floor(Math.random() * 50), position: i })),
      );
      const t = Math.random() * 60 - 5;
      let expected = -1;
      list.forEach((p, i) => {
        if (p.time <= t) expected = i;
      });
      expect(currentPlaceIndex(list, t)).toBe(expected);
    }
  });
});

describe('placesInTimeOrder', () => {
  it('sorts by time then position without changing the input', () => {
    const input = [
      { time: 125, position: 0, id: 'c' },
      { time: 5, position: 2, id: 'b' },
      { time: 5, position: 1, id: 'a' },
    ];
    expect(placesInTimeOrder(input).map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(input[0].id).toBe('c');
  });
});
