/**
 * npm run bench:api — the production topology (deploy/topology.mjs: nginx, N API processes from api/dist, one
 * PostgreSQL, the loopback S3 store) started with 1 and then 3 API processes, each time loaded through nginx
 * with autocannon: read, search and mixed-write workloads (api/bench/load.ts). Prints req/s and p50/p99 latency
 * of each, then the counts reconciliation: every acknowledged like and post in the database, the view counts
 * grown by exactly the acknowledged views.
 *
 * Needs the builds (npm run build). Each topology gets a fresh database: a throwaway PostgreSQL server, or with
 * DATABASE_URL a new database on that server, dropped afterwards. Each workload is a fixed number of requests,
 * every one answered before the next workload starts, so the counts must match exactly.
 *
 *   BENCH_REQUESTS=3000       requests per workload
 *   BENCH_CONNECTIONS=50      autocannon's connections
 *   BENCH_APIS=1,3            the topologies to measure
 *   BENCH_PORT=9400           nginx's port; the remotes take the next five, the shell's server +10, the APIs +20…
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { Client } from 'pg';
import { startTopology } from '../../deploy/topology-process';
import { emptyTally, prepare, reconcile, runLoad, snapshot, type Reconciliation, type Workload } from './load';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const APIS = (process.env.BENCH_APIS ?? '1,3').split(',').map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 9400);
const WORKLOADS: Workload[] = ['read', 'search', 'mixed'];

/** A fresh database on the server of DATABASE_URL (dropped by the returned function), or none: the topology
 * then starts its own throwaway server. */
async function freshDatabase(name: string): Promise<{ url?: string; drop: () => Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) return { drop: async () => undefined };
  const admin = new Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const again = new Client({ connectionString: server });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/** answers per second over the whole workload (autocannon's own average is over whole seconds only) */
const reqPerSecond = (result: autocannon.Result) => Math.round(result.requests.total / result.duration);

interface Row {
  apis: number;
  workload: Workload;
  result: autocannon.Result;
}

async function benchTopology(apis: number): Promise<{ rows: Row[]; reconciliation: Reconciliation }> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), `h18-bench-api-${apis}-`));
  const db = await freshDatabase(`bench_api_${apis}`);
  const topology = await startTopology({
    apis,
    port: PORT,
    shellPort: PORT + 10,
    apiPort: PORT + 20,
    prefix,
    env: db.url ? { DATABASE_URL: db.url } : {},
  });
  try {
    console.log(`[bench:api] ${apis} API process(es) on :${topology.apiPorts.join(', :')} behind ${topology.site}`);
    const fixture = await prepare(topology.site, 10, `a${apis}`);
    const atStart = await snapshot(topology.databaseUrl);
    const tally = emptyTally();
    const rows: Row[] = [];
    for (const workload of WORKLOADS) {
      const result = await runLoad(fixture, workload, tally, { connections: CONNECTIONS, amount: REQUESTS });
      rows.push({ apis, workload, result });
      console.log(
        `[bench:api]   ${workload}: ${reqPerSecond(result)} req/s, p50 ${result.latency.p50} ms, ` +
          `p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors`,
      );
    }
    const reconciliation = await reconcile(topology.databaseUrl, tally, atStart);
    if (Object.keys(tally.failedStatuses).length > 0) console.log('[bench:api]   failed:', tally.failedStatuses);
    return { rows, reconciliation };
  } finally {
    await topology.stop();
    await db.drop();
    rmSync(prefix, { recursive: true, force: true });
  }
}

async function main() {
  const rows: Row[] = [];
  const reconciliations: [number, Reconciliation][] = [];
  for (const apis of APIS) {
    const run = await benchTopology(apis);
    rows.push(...run.rows);
    reconciliations.push([apis, run.reconciliation]);
  }

  console.log(`\nautocannon, ${CONNECTIONS} connections, ${REQUESTS} requests per workload, through nginx`);
  console.log('| API processes | workload | req/s | p50 ms | p99 ms | non-2xx | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const { apis, workload, result } of rows) {
    console.log(
      `| ${apis} | ${workload} | ${reqPerSecond(result)} | ${result.latency.p50} | ${result.latency.p99} | ` +
        `${result.non2xx} | ${result.errors} |`,
    );
  }
  console.log('\ncounts reconciliation (acknowledged → in the database)');
  let reconciled = true;
  for (const [apis, r] of reconciliations) {
    const ok =
      r.likes.present === r.likes.acknowledged &&
      r.posts.present === r.posts.acknowledged &&
      r.views.counted === r.views.acknowledged &&
      r.views.sent === r.views.acknowledged &&
      r.likeCountsOff === 0;
    reconciled &&= ok;
    console.log(
      `${apis} API process(es): likes ${r.likes.acknowledged} → ${r.likes.present}, posts ${r.posts.acknowledged} → ` +
        `${r.posts.present}, views ${r.views.acknowledged} → +${r.views.counted} counted (${r.views.sent} sent), ` +
        `like counters off: ${r.likeCountsOff} — ${ok ? 'reconciled' : 'NOT RECONCILED'}`,
    );
  }
  process.exit(reconciled ? 0 : 1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
