import { haversineKm, type LatLng } from 'contract/format';

/** Up to this many stops the best order is found exactly (Held–Karp); above it, by local search. */
export const EXACT_MAX_STOPS = 8;

export interface OptimiseOptions {
  /** keep the last stop where it is too (the first always stays: it is where the day starts) */
  fixLast?: boolean;
}

/** The cost of going from stop i to stop j (the same both ways: the local search reverses stretches of the path). */
export type Cost = (from: number, to: number) => number;

export interface OrderResult {
  /** indices of the input, in the new order */
  order: number[];
  cost: number;
  /** found by the exact search */
  exact: boolean;
}

/** The total cost of visiting the stops in `order`. */
export function pathCost(order: readonly number[], cost: Cost): number {
  let total = 0;
  for (let i = 1; i < order.length; i++) total += cost(order[i - 1], order[i]);
  return total;
}

const identity = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Held–Karp over the open path from stop 0 (through every other stop, ending at stop n−1 when it is fixed). */
function exactOrder(n: number, cost: Cost, fixLast: boolean): number[] {
  const end = fixLast ? n - 1 : -1;
  const free = identity(n).filter((i) => i !== 0 && i !== end);
  const m = free.length;
  const full = (1 << m) - 1;
  // best[mask][k]: the cheapest path from stop 0 through the free stops of mask, ending at free[k]
  const best = Array.from({ length: 1 << m }, () => new Float64Array(m).fill(Infinity));
  const from = Array.from({ length: 1 << m }, () => new Int8Array(m).fill(-1));
  for (let k = 0; k < m; k++) best[1 << k][k] = cost(0, free[k]);
  for (let mask = 1; mask <= full; mask++) {
    for (let k = 0; k < m; k++) {
      const here = best[mask][k];
      if (!(mask & (1 << k)) || here === Infinity) continue;
      for (let next = 0; next < m; next++) {
        if (mask & (1 << next)) continue;
        const to = mask | (1 << next);
        const c = here + cost(free[k], free[next]);
        if (c < best[to][next]) {
          best[to][next] = c;
          from[to][next] = k;
        }
      }
    }
  }
  let last = 0;
  let lastCost = Infinity;
  for (let k = 0; k < m; k++) {
    const c = best[full][k] + (end >= 0 ? cost(free[k], end) : 0);
    if (c < lastCost) [last, lastCost] = [k, c];
  }
  const path: number[] = [];
  for (let mask = full, k = last; k >= 0;) {
    path.unshift(free[k]);
    const prev = from[mask][k];
    mask &= ~(1 << k);
    k = prev;
  }
  return [0, ...path, ...(end >= 0 ? [end] : [])];
}

/** Nearest neighbour from stop 0 over the free stops (the fixed last one appended). */
function nearestNeighbour(n: number, cost: Cost, fixLast: boolean): number[] {
  const end = fixLast ? n - 1 : -1;
  const left = new Set(identity(n).filter((i) => i !== 0 && i !== end));
  const order = [0];
  while (left.size) {
    const at = order[order.length - 1];
    let pick = -1;
    let pickCost = Infinity;
    for (const i of left) {
      const c = cost(at, i);
      if (c < pickCost) [pick, pickCost] = [i, c];
    }
    order.push(pick);
    left.delete(pick);
  }
  if (end >= 0) order.push(end);
  return order;
}

const EPS = 1e-9;

/**
 * Improve an open path in place until neither move helps: 2-opt (reverse a stretch) and Or-opt (move a run of one
 * to three stops elsewhere, either way round). The first stop, and the last one when fixed, never move. `d` is
 * the cost matrix (row-major, n × n).
 */
function localSearch(order: number[], d: Float64Array, fixLast: boolean): void {
  const n = order.length;
  const c = (a: number, b: number) => d[a * n + b];
  // the last position a move may touch
  const lastMovable = fixLast ? n - 2 : n - 1;
  let improved = true;
  while (improved) {
    improved = false;
    // 2-opt: reverse order[i..k]
    for (let i = 1; i < lastMovable; i++) {
      for (let k = i + 1; k <= lastMovable; k++) {
        const tail = k + 1 < n;
        const before = c(order[i - 1], order[i]) + (tail ? c(order[k], order[k + 1]) : 0);
        const after = c(order[i - 1], order[k]) + (tail ? c(order[i], order[k + 1]) : 0);
        if (after < before - EPS) {
          for (let a = i, b = k; a < b; a++, b--) [order[a], order[b]] = [order[b], order[a]];
          improved = true;
        }
      }
    }
    // Or-opt: take the run order[i..j] out and put it back after order[p] (outside the run), maybe reversed
    for (let len = 1; len <= 3; len++) {
      for (let i = 1; i + len - 1 <= lastMovable; i++) {
        const j = i + len - 1;
        const first = order[i];
        const last = order[j];
        const prev = order[i - 1];
        const next = j + 1 < n ? order[j + 1] : -1;
        const removed = c(prev, first) + (next >= 0 ? c(last, next) - c(prev, next) : 0);
        let bestGain = EPS;
        let bestAt = -1;
        let bestReversed = false;
        for (let p = 0; p <= lastMovable; p++) {
          if (p >= i - 1 && p <= j) continue;
          const a = order[p];
          const b = p + 1 < n ? order[p + 1] : -1;
          const old = b >= 0 ? c(a, b) : 0;
          const forward = c(a, first) + (b >= 0 ? c(last, b) : 0) - old;
          const backward = c(a, last) + (b >= 0 ? c(first, b) : 0) - old;
          if (removed - forward > bestGain) [bestGain, bestAt, bestReversed] = [removed - forward, p, false];
          if (removed - backward > bestGain) [bestGain, bestAt, bestReversed] = [removed - backward, p, true];
        }
        if (bestAt >= 0) {
          const run = order.slice(i, j + 1);
          if (bestReversed) run.reverse();
          const at = order[bestAt];
          const rest = [...order.slice(0, i), ...order.slice(j + 1)];
          rest.splice(rest.indexOf(at) + 1, 0, ...run);
          for (let x = 0; x < n; x++) order[x] = rest[x];
          improved = true;
        }
      }
    }
  }
}

/**
 * The order of `n` stops with the least total cost, stop 0 first (and stop n−1 last with `fixLast`): exact up to
 * EXACT_MAX_STOPS, else the better of nearest neighbour and the input order, each improved by 2-opt and Or-opt.
 * Never worse than the input order: when nothing cheaper is found, the input order is the answer.
 */
export function bestOrder(n: number, cost: Cost, options: OptimiseOptions = {}): OrderResult {
  const input = identity(n);
  const inputCost = pathCost(input, cost);
  const fixLast = !!options.fixLast && n > 1;
  const movable = n - 1 - (fixLast ? 1 : 0);
  if (movable < 2) return { order: input, cost: inputCost, exact: true };
  let order: number[];
  let exact = false;
  if (n <= EXACT_MAX_STOPS) {
    order = exactOrder(n, cost, fixLast);
    exact = true;
  } else {
    // the costs once, in a matrix: the local search reads each of them many times
    const d = new Float64Array(n * n);
    for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) d[a * n + b] = a === b ? 0 : cost(a, b);
    const matrix: Cost = (a, b) => d[a * n + b];
    const candidates = [nearestNeighbour(n, matrix, fixLast), input.slice()];
    for (const c of candidates) localSearch(c, d, fixLast);
    order = candidates.reduce((a, b) => (pathCost(b, matrix) < pathCost(a, matrix) ? b : a));
  }
  const found = pathCost(order, cost);
  return found < inputCost - EPS ? { order, cost: found, exact } : { order: input, cost: inputCost, exact };
}

export interface OptimisedDay {
  /** indices of the input stops, in the new order */
  order: number[];
  exact: boolean;
}

/**
 * "Optimise this day": the order of the day's stops with the shortest total great-circle distance. The first stop
 * stays first, and the last stays last with `fixLast`. Stops without coordinates keep their places in the list;
 * the located ones are reordered among the other places. Only the order: the distance a day shows, before and
 * after, is its legs' (see dayDistanceKm), which are the great-circle distance times a factor of their mode.
 */
export function optimiseDay(points: readonly (LatLng | null)[], options: OptimiseOptions = {}): OptimisedDay {
  const slots = points.flatMap((p, i) => (p ? [i] : []));
  const located = slots.map((i) => points[i]!);
  // the first stop is the start only when it is located; otherwise the located ones may begin anywhere, which a
  // zero-cost start placed before them allows
  const anchored = slots[0] === 0;
  const lastFixed = !!options.fixLast && slots[slots.length - 1] === points.length - 1;
  const nodes = anchored ? located : [null, ...located];
  const cost: Cost = (a, b) => (nodes[a] && nodes[b] ? haversineKm(nodes[a]!, nodes[b]!) : 0);
  const result = bestOrder(nodes.length, cost, { fixLast: lastFixed });
  const picked = (anchored ? result.order : result.order.slice(1).map((i) => i - 1)).map((k) => slots[k]);
  const order = points.map((_, i) => i);
  slots.forEach((slot, k) => (order[slot] = picked[k]));
  return { order, exact: result.exact };
}
