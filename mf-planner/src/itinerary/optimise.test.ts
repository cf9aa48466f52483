import { haversineKm, seededRandom, type LatLng } from 'contract/format';
import { bestOrder, EXACT_MAX_STOPS, optimiseDay, pathCost, type Cost } from './optimise';

/** n points scattered over a city-sized box around Taipei. */
function cityPoints(n: number, next: () => number): LatLng[] {
  return Array.from({ length: n }, () => ({ lat: 25 + next() * 0.2, lng: 121.4 + next() * 0.3 }));
}
const costOf =
  (points: LatLng[]): Cost =>
  (a, b) =>
    haversineKm(points[a], points[b]);

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]));
}

/** The cheapest order by trying every one (stop 0 first; the last stop last when fixed). */
function bruteForce(n: number, cost: Cost, fixLast: boolean): number {
  const middle = Array.from({ length: n }, (_, i) => i).slice(1, fixLast ? n - 1 : n);
  return Math.min(...permutations(middle).map((p) => pathCost([0, ...p, ...(fixLast ? [n - 1] : [])], cost)));
}

const isPermutation = (order: number[], n: number) =>
  [...order].sort((a, b) => a - b).every((x, i) => x === i) && order.length === n;

describe('bestOrder', () => {
  it(`is optimal up to ${EXACT_MAX_STOPS} stops (checked by trying every order), with and without a fixed end`, () => {
    const next = seededRandom(7);
    for (let round = 0; round < 40; round++) {
      const n = 3 + (round % (EXACT_MAX_STOPS - 2));
      const points = cityPoints(n, next);
      const cost = costOf(points);
      for (const fixLast of [false, true]) {
        const result = bestOrder(n, cost, { fixLast });
        expect(result.exact).toBe(true);
        expect(isPermutation(result.order, n)).toBe(true);
        expect(result.cost).toBeCloseTo(bruteForce(n, cost, fixLast), 9);
        expect(result.cost).toBeCloseTo(pathCost(result.order, cost), 9);
      }
    }
  });

  it('keeps the first stop first, and the last one last when asked', () => {
    const next = seededRandom(11);
    for (const n of [5, 8, 12, 40]) {
      const cost = costOf(cityPoints(n, next));
      const free = bestOrder(n, cost).order;
      const fixed = bestOrder(n, cost, { fixLast: true }).order;
      expect(free[0]).toBe(0);
      expect(fixed[0]).toBe(0);
      expect(fixed[n - 1]).toBe(n - 1);
    }
  });

  it('is never worse than the input order on random days of 9 to 120 stops, and a permutation of them', () => {
    const next = seededRandom(2026);
    for (let round = 0; round < 30; round++) {
      const n = 9 + Math.floor(next() * 112);
      const points = cityPoints(n, next);
      const cost = costOf(points);
      const input = Array.from({ length: n }, (_, i) => i);
      for (const fixLast of [false, true]) {
        const result = bestOrder(n, cost, { fixLast });
        expect(result.exact).toBe(false);
        expect(isPermutation(result.order, n)).toBe(true);
        expect(result.cost).toBeLessThanOrEqual(pathCost(input, cost) + 1e-9);
        expect(result.cost).toBeCloseTo(pathCost(result.order, cost), 9);
      }
    }
  });

  it('is never worse than the input order where the nearest neighbour alone would be (stops on both sides of the start)', () => {
    // on a road: the start at 0, then stops at +1, -2, +4, -8, … — the nearest neighbour zig-zags across the
    // start; the input order (everything on one side, then the other) is far shorter
    const xs = [0, -2, -8, -32, -128, -512, 1, 4, 16, 64, 256];
    const cost: Cost = (a, b) => Math.abs(xs[a] - xs[b]);
    const input = xs.map((_, i) => i);
    const result = bestOrder(xs.length, cost);
    expect(pathCost(input, cost)).toBe(512 + 512 + 256);
    expect(result.cost).toBeLessThanOrEqual(pathCost(input, cost));
    // the best: out to +256 first, then all the way to -512
    expect(result.cost).toBe(256 + 256 + 512);
  });

  it('answers the input order when it is already the best', () => {
    // stops along a line, in order
    const points = Array.from({ length: 20 }, (_, i) => ({ lat: 25, lng: 121 + i * 0.01 }));
    const result = bestOrder(points.length, costOf(points));
    expect(result.order).toEqual(points.map((_, i) => i));
  });

  it('untangles a shuffled line of 30 stops back into the line (the heuristic, beyond the exact size)', () => {
    const line = Array.from({ length: 30 }, (_, i) => ({ lat: 25, lng: 121 + i * 0.01 }));
    const next = seededRandom(5);
    const shuffled = [line[0], ...line.slice(1).sort(() => next() - 0.5)];
    const result = bestOrder(shuffled.length, costOf(shuffled));
    expect(result.cost).toBeCloseTo(
      pathCost(
        line.map((_, i) => i),
        costOf(line),
      ),
      9,
    );
  });

  it('leaves days of two stops, or three with a fixed end, as they are', () => {
    const points = cityPoints(3, seededRandom(3));
    expect(bestOrder(2, costOf(points)).order).toEqual([0, 1]);
    expect(bestOrder(3, costOf(points), { fixLast: true }).order).toEqual([0, 1, 2]);
    expect(bestOrder(0, costOf(points)).order).toEqual([]);
  });
});

describe('optimiseDay', () => {
  const taipei101 = { lat: 25.0339639, lng: 121.5644722 };
  const shilin = { lat: 25.0879, lng: 121.5241 };
  const jiufen = { lat: 25.1097, lng: 121.8452 };
  const longshan = { lat: 25.0372, lng: 121.4999 };

  it('reorders for the shortest total distance', () => {
    // 101 → Jiufen → Longshan → Shilin zig-zags; 101 → Longshan → Shilin → Jiufen does not
    const day = [taipei101, jiufen, longshan, shilin];
    const result = optimiseDay(day);
    expect(result.order).toEqual([0, 2, 3, 1]);
    const km = (o: number[]) => o.slice(1).reduce((s, x, i) => s + haversineKm(day[o[i]], day[x]), 0);
    expect(km([0, 1, 2, 3]) - km(result.order)).toBeGreaterThan(10);
  });

  it('keeps the last stop with fixLast', () => {
    const result = optimiseDay([taipei101, longshan, shilin, jiufen, longshan], { fixLast: true });
    expect(result.order[0]).toBe(0);
    expect(result.order[4]).toBe(4);
  });

  it('leaves stops without coordinates where they are and orders the others around them', () => {
    const result = optimiseDay([taipei101, jiufen, null, longshan, shilin]);
    expect(result.order[2]).toBe(2);
    expect(result.order).toEqual([0, 3, 2, 4, 1]);
    // an unlocated first stop: the located ones may start anywhere
    expect(optimiseDay([]).order).toEqual([]);
    expect(optimiseDay([null, null, null]).order).toEqual([0, 1, 2]);
    const points = [null, jiufen, taipei101, shilin, longshan];
    const free = optimiseDay(points);
    expect(free.order[0]).toBe(0);
    const km = (o: number[]) => {
      const path = o.flatMap((i) => (points[i] ? [points[i]!] : []));
      return path.slice(1).reduce((sum, p, i) => sum + haversineKm(path[i], p), 0);
    };
    expect(km(free.order)).toBeLessThanOrEqual(km([0, 1, 2, 3, 4]));
    expect(isPermutation(free.order, 5)).toBe(true);
  });
});
