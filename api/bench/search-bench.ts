/**
 * npm run bench:search — p50/p95 latency of GET /api/v1/video_experience/search on a generated data set
 * (200,000 experiences, 20,000 places, 300 tags, mixed English / Traditional Chinese text), through the real
 * app over loopback HTTP. Runs on an in-memory PGlite, and on PostgreSQL too when DATABASE_URL is set (in a
 * temporary database that is dropped afterwards). Never touches ./data.
 *
 *   BENCH_EXPERIENCES=200000 BENCH_RUNS=40 npm run bench:search
 *   BENCH_SKIP_PGLITE=1 bash api/scripts/with-postgres.sh npm run bench:search   (PostgreSQL only)
 *
 * While iterating:
 *   BENCH_CASES='夜市.*facets'   only the cases whose name matches this regular expression
 *   BENCH_CACHE=off|on          only one of the two counts-cache passes
 *   BENCH_PG_DB=name            use (and keep) this PostgreSQL database: loaded once, then only migrated
 *   BENCH_PGLITE_DIR=/tmp/dir   use (and keep) a PGlite data directory on disk: loaded once, then only migrated
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { Client } from 'pg';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db';
import { migrate } from '../src/db/migrate';
import { setCountsCache } from '../src/services/search';

const EXPERIENCES = Number(process.env.BENCH_EXPERIENCES ?? 200_000);
const PLACES = 20_000;
const TAGS = 300;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

const EN_WORDS = [
  'Market',
  'Temple',
  'Beach',
  'Mountain',
  'Street',
  'Garden',
  'Harbor',
  'Museum',
  'Tower',
  'Lake',
  'Food',
  'Night',
  'Old Town',
  'Castle',
  'River',
];
const ZH_WORDS = [
  '夜市',
  '寺廟',
  '海灘',
  '山',
  '老街',
  '花園',
  '港口',
  '博物館',
  '塔',
  '湖',
  '美食',
  '古城',
  '城堡',
  '河岸',
  '台',
];

/**
 * Bring a freshly loaded or migrated database to the state the app meets: PostgreSQL's autovacuum keeps a live
 * database vacuumed (measuring the minutes right after a bulk load would measure hint bits being set); PGlite has
 * no autovacuum, so it only gets its statistics.
 */
async function settle(handle: DatabaseHandle): Promise<void> {
  await sql.raw(handle.kind === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE').execute(handle.db);
}

async function load(handle: DatabaseHandle): Promise<void> {
  const db = handle.db;
  const migrated = Date.now();
  const applied = await migrate(db);
  if (applied.length)
    console.log(`  migrations ${applied.join(', ')} in ${((Date.now() - migrated) / 1000).toFixed(1)} s`);
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM experiences`.execute(db);
  if (rows[0].n === EXPERIENCES) {
    console.log('  (kept database: already loaded)');
    if (applied.length) await settle(handle);
    return;
  }
  const en = `ARRAY[${EN_WORDS.map((w) => `'${w}'`).join(',')}]`;
  const zh = `ARRAY[${ZH_WORDS.map((w) => `'${w}'`).join(',')}]`;
  const started = Date.now();
  await db.transaction().execute(async (trx) => {
    // bulk load without the per-row search triggers; the index is rebuilt once at the end
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    await sql
      .raw(
        `
      INSERT INTO users (id, display_name, email) VALUES (1, 'Bench', 'bench@example.com');
      INSERT INTO places (id, type, name_en, name_zh, slug, lat, lng)
        SELECT g, 'country', 'Country ' || g, '國家' || g, 'country-' || g, 0, 0 FROM generate_series(1, 20) g;
      INSERT INTO places (id, type, country_id, name_en, name_zh, slug, lat, lng)
        SELECT g, 'city', 1 + g % 20, 'City ' || g, '城市' || g, 'city-' || g, 10, 10 FROM generate_series(21, 220) g;
      INSERT INTO places (id, type, country_id, area_id, name_en, name_zh, slug, lat, lng)
        SELECT g, 'poi', 1 + (21 + g % 200) % 20, 21 + g % 200,
               (${en})[1 + g % ${EN_WORDS.length}] || ' ' || g, (${zh})[1 + (g * 7) % ${ZH_WORDS.length}] || g,
               'poi-' || g, 20, 20
          FROM generate_series(221, ${PLACES}) g;
      SELECT setval('places_id_seq', ${PLACES});
      INSERT INTO tags (id, name_en, name_zh, slug)
        SELECT g, 'Tag ' || (${en})[1 + g % ${EN_WORDS.length}] || ' ' || g, '標籤' || (${zh})[1 + g % ${ZH_WORDS.length}] || g, 'tag-' || g
          FROM generate_series(1, ${TAGS}) g;
      SELECT setval('tags_id_seq', ${TAGS});
      INSERT INTO experiences (id, user_id, title, description, video_type, video_id, author, views_count, likes_count,
                               visible_type, status, slug, published_at)
        SELECT g, 1,
               CASE WHEN g % 2 = 0
                 THEN (${en})[1 + g % ${EN_WORDS.length}] || ' walk ' || (${en})[1 + (g / 7) % ${EN_WORDS.length}] || ' vlog ' || g
                 ELSE (${zh})[1 + g % ${ZH_WORDS.length}] || '之旅' || (${zh})[1 + (g / 11) % ${ZH_WORDS.length}] || '一日遊' || g END,
               CASE WHEN g % 2 = 0 THEN 'Come along for a day of sights, food and people. Episode ' || g
                 ELSE '跟著我們走一天，吃美食看風景。第' || g || '集' END,
               'youtube', 'vid' || g, 'Bench', (g::bigint * 7919) % 100000, (g * 31) % 1000,
               CASE WHEN g % 50 = 0 THEN 1 WHEN g % 51 = 0 THEN 2 ELSE 0 END, 'published', 'exp-' || g, now()
          FROM generate_series(1, ${EXPERIENCES}) g;
      SELECT setval('experiences_id_seq', ${EXPERIENCES});
      INSERT INTO experience_places (experience_id, place_id, time, position)
        SELECT g, 221 + ((g::bigint * 104729 + k * 7907) % ${PLACES - 220}), k * 60, k
          FROM generate_series(1, ${EXPERIENCES}) g, generate_series(0, 2) k WHERE k < 1 + g % 3;
      INSERT INTO experience_tags (experience_id, tag_id)
        SELECT DISTINCT g, 1 + ((g * 13 + k * 101) % ${TAGS}) FROM generate_series(1, ${EXPERIENCES}) g, generate_series(0, 1) k;
    `,
      )
      .execute(trx);
  });
  console.log(`  loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const indexed = Date.now();
  await sql`SELECT ti_search_rebuild()`.execute(db);
  await settle(handle);
  console.log(`  search index built in ${((Date.now() - indexed) / 1000).toFixed(1)} s`);
}

function get(port: number, path: string): Promise<{ status: number; ms: number }> {
  const t0 = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { 'accept-language': 'en' }, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - t0) / 1e6 }));
      })
      .on('error', reject);
  });
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(label: string, handle: DatabaseHandle): Promise<void> {
  console.log(
    `\n== ${label}: ${EXPERIENCES.toLocaleString('en')} experiences, ${PLACES.toLocaleString('en')} places, ${TAGS} tags`,
  );
  await load(handle);
  const app = await buildApp({
    config: { seed: false, appJs: 'bench', databaseUrl: handle.kind === 'pglite' ? 'memory://' : 'postgres://bench' },
    database: handle,
    logger: false,
    docsUi: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  // a country + tag pair that exists: the top country, then the top tag inside it
  const facetsOf = async (q: string) => {
    const body = await new Promise<string>((resolve) =>
      http.get(
        { host: '127.0.0.1', port, path: `/api/v1/video_experience/search?fields=filters&${q}`, agent: false },
        (r) => {
          let b = '';
          r.on('data', (c: Buffer) => (b += c.toString()));
          r.on('end', () => resolve(b));
        },
      ),
    );
    return (JSON.parse(body) as { result: { filters: { type: string; placeId: number }[] } }).result.filters;
  };
  const country = (await facetsOf('')).find((f) => f.type === 'country')!.placeId;
  const tag = (await facetsOf(`country_place_id=${country}`)).find((f) => f.type === 'tag')!.placeId;
  const filter = `country_place_id=${country}&tag_id=${tag}`;
  const terms: [string, string][] = [
    ['no term', ''],
    ['English term "market"', 'place_id=market'],
    ['2-char Chinese "夜市"', `place_id=${encodeURIComponent('夜市')}`],
  ];
  const cases: [string, string][] = [];
  for (const [name, q] of terms) {
    for (const [fname, f] of [
      ['', ''],
      [' + country + tag', filter],
    ]) {
      for (const [facetName, facet] of [
        [' (no facets)', ''],
        [' (facets)', 'fields=filters'],
      ]) {
        cases.push([`${name}${fname}${facetName}`, [q, f, facet].filter(Boolean).join('&')]);
      }
    }
  }
  const only = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES) : null;
  const passes =
    process.env.BENCH_CACHE === 'on' ? [true] : process.env.BENCH_CACHE === 'off' ? [false] : [false, true];
  for (const cache of passes) {
    setCountsCache(cache);
    console.log(`\n  counts/facets cache ${cache ? 'ON (repeated queries)' : 'OFF (every query computed)'}`);
    console.log(`  ${'case'.padEnd(52)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  total`);
    for (const [name, q] of cases) {
      if (only && !only.test(name)) continue;
      const path = `/api/v1/video_experience/search?${q}`;
      const first = await get(port, path);
      if (first.status !== 200) throw new Error(`${path} → ${first.status}`);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        // vary the page so the page query itself is never a repeat
        times.push((await get(port, `${path}${q ? '&' : ''}page=${1 + (i % 3)}`)).ms);
      }
      times.sort((a, b) => a - b);
      const res = await new Promise<string>((resolve) =>
        http.get({ host: '127.0.0.1', port, path, agent: false }, (r) => {
          let b = '';
          r.on('data', (c: Buffer) => (b += c.toString()));
          r.on('end', () => resolve(b));
        }),
      );
      const total = (JSON.parse(res) as { result: { total: number } }).result.total;
      console.log(
        `  ${name.padEnd(52)} ${pct(times, 50).toFixed(1).padStart(8)} ${pct(times, 95).toFixed(1).padStart(8)}  ${total}`,
      );
    }
  }
  await app.close();
}

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_PGLITE !== '1') {
    const dir = process.env.BENCH_PGLITE_DIR;
    await measure(
      dir ? `PGlite (${dir})` : 'PGlite (in memory)',
      await openDatabase(dir ? { dataDir: dir } : { databaseUrl: 'memory://', dataDir: '' }),
    );
  }
  const url = process.env.DATABASE_URL;
  const kept = process.env.BENCH_PG_DB;
  if (url && !url.startsWith('memory') && kept) {
    if (!/^\w+$/.test(kept)) throw new Error('BENCH_PG_DB: letters, digits and _ only');
    const admin = new Client({ connectionString: url });
    await admin.connect();
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [kept]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${kept}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${kept}`;
    await measure(`PostgreSQL (${kept})`, await openDatabase({ databaseUrl: target.toString(), dataDir: '' }));
  } else if (url && !url.startsWith('memory')) {
    const name = `bench_search_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    try {
      await measure('PostgreSQL', await openDatabase({ databaseUrl: target.toString(), dataDir: '' }));
    } finally {
      const c = new Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    }
  } else {
    console.log(
      '\n(DATABASE_URL not set: PostgreSQL skipped; e.g. bash api/scripts/with-postgres.sh npm run bench:search)',
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
