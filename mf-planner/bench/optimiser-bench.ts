/**
 * npm run bench:planner — how long "optimise this day" takes for 10, 30 and 100 stops: min, median and max over
 * BENCH_RUNS runs (default 25), each on a new day of stops scattered over a city (seeded, so every run of the
 * benchmark measures the same days), with and without a fixed last stop. The target is 30 stops within 50 ms.
 *
 *   BENCH_RUNS=100 npm run bench:planner
 */
import { performance } from 'node:perf_hooks';
import { seededRandom } from 'contract/format';
import { optimiseDay } from '../src/itinerary/optimise';

const RUNS = Number(process.env.BENCH_RUNS ?? 25);
const SIZES = [10, 30, 100];

const ms = (x: number) => `${x.toFixed(2)} ms`;

function measure(n: number, fixLast: boolean): { min: number; median: number; max: number; saved: number } {
  const next = seededRandom(n * 1000 + (fixLast ? 1 : 0));
  const times: number[] = [];
  let saved = 0;
  // one run first, not counted: the first call compiles the code
  optimiseDay(
    Array.from({ length: n }, () => ({ lat: 25 + next() * 0.2, lng: 121.4 + next() * 0.3 })),
    { fixLast },
  );
  for (let run = 0; run < RUNS; run++) {
    const day = Array.from({ length: n }, () => ({ lat: 25 + next() * 0.2, lng: 121.4 + next() * 0.3 }));
    const started = performance.now();
    const result = optimiseDay(day, { fixLast });
    times.push(performance.now() - started);
    saved += result.savedKm / result.inputKm;
  }
  times.sort((a, b) => a - b);
  return {
    min: times[0],
    median: times[Math.floor(times.length / 2)],
    max: times[times.length - 1],
    saved: saved / RUNS,
  };
}

console.log(`optimise this day: ${RUNS} random days per size (node ${process.version})\n`);
console.log('stops  last stop  min        median     max        distance saved (mean)');
for (const n of SIZES) {
  for (const fixLast of [false, true]) {
    const r = measure(n, fixLast);
    console.log(
      [
        String(n).padEnd(6),
        (fixLast ? 'fixed' : 'free').padEnd(10),
        ms(r.min).padEnd(10),
        ms(r.median).padEnd(10),
        ms(r.max).padEnd(10),
        `${(r.saved * 100).toFixed(0)} %`,
      ].join(' '),
    );
  }
}
