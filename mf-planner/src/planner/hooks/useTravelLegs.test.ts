import { legBatches } from './useTravelLegs';

describe('the legs asked of the directions call', () => {
  it('go in batches of at most 25, in order, none empty', () => {
    const legs = Array.from({ length: 51 }, (_, i) => i);
    expect(legBatches(legs).map((b) => b.length)).toEqual([25, 25, 1]);
    expect(legBatches(legs).flat()).toEqual(legs);
    expect(legBatches(legs.slice(0, 25))).toEqual([legs.slice(0, 25)]);
    expect(legBatches([])).toEqual([]);
  });
});
