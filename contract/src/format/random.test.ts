import { seededRandom } from './random';

describe('seededRandom', () => {
  it('gives the same sequence for the same seed, another for another seed, always in [0, 1)', () => {
    const a = Array.from({ length: 1000 }, seededRandom(42));
    const b = Array.from({ length: 1000 }, seededRandom(42));
    const c = Array.from({ length: 1000 }, seededRandom(43));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(a.every((x) => x >= 0 && x < 1)).toBe(true);
    // spread over the interval, not stuck in a corner
    expect(a.filter((x) => x < 0.5).length).toBeGreaterThan(400);
    expect(a.filter((x) => x < 0.5).length).toBeLessThan(600);
  });
  it('is mulberry32 (the demo site depends on its exact numbers)', () => {
    expect(seededRandom(1)()).toBeCloseTo(0.6270739405881613, 15);
  });
});
