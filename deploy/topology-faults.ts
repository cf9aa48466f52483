// Faults survived (npm run test:topology; in CI under api/scripts/with-postgres.sh): the production topology
// with three API processes behind nginx, under a mixed load of reads and writes through nginx; one API process
// is killed with SIGKILL mid-load. No read may fail (nginx sends it to another process), every write the API
// acknowledged must be in the database, and the supervisor must start the killed process again. Then a plan's live
// feed, opened through nginx, hears a change written through each API process.
//
// Needs the builds (npm run build) and Debian's nginx; PostgreSQL from DATABASE_URL, else a throwaway one.
// KEEP=1 leaves the topology's folder (nginx's access and error logs) in the temporary folder.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { emptyTally, prepare, reconcile, runLoad, snapshot, type Fixture } from '../api/bench/load';
import { startTopology, type RunningTopology } from './topology-process';

/** nginx's port; the remotes take the next five, the shell's server +10, the API processes +20, +21, +22 */
const PORT = Number(process.env.TOPOLOGY_TEST_PORT ?? 9500);
/** requests of the mixed load; the kill comes once a third of them were answered */
const AMOUNT = 3000;

/** The pid of the API process serving `port` (Linux: its command line and environment under /proc). */
function apiPid(port: number): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.includes('server.js')) continue;
      if (readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(`PORT=${port}`)) return Number(entry);
    } catch {
      // the process ended meanwhile
    }
  }
  return null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One call of the API at `base` as the site's client makes it: its envelope (a failure throws). */
async function call<T>(base: string, cookie: string, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: {
      cookie,
      'x-requested-with': 'XMLHttpRequest',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; data: T };
  assert.equal(envelope.code, 200, `${method} ${url}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** A Server-Sent Events stream read as it comes: the event ids of its `change` events so far. */
async function openFeed(url: string, cookie: string) {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { cookie, accept: 'text/event-stream' }, signal: abort.signal });
  assert.equal(res.status, 200);
  const ids: string[] = [];
  let text = '';
  const reading = (async () => {
    const decoder = new TextDecoder();
    const reader = res.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      text += decoder.decode(read.value, { stream: true });
      for (const m of text.matchAll(/^id: (\d+)\nevent: change$/gm)) if (!ids.includes(m[1])) ids.push(m[1]);
    }
  })().catch(() => undefined);
  return { ids, close: () => (abort.abort(), reading) };
}

describe('the topology: kill -9 one of three API processes during a mixed load', { timeout: 600_000 }, () => {
  let prefix: string;
  let topology: RunningTopology;
  let fixture: Fixture;

  before(async () => {
    prefix = mkdtempSync(path.join(os.tmpdir(), 'ti-topology-faults-'));
    topology = await startTopology({ apis: 3, port: PORT, shellPort: PORT + 10, apiPort: PORT + 20, prefix });
    // a tag of its own: the users it signs up are new on a database that already saw a run
    fixture = await prepare(topology.site, 6, `faults-${randomBytes(4).toString('hex')}`);
  });

  after(async () => {
    await topology?.stop();
    if (prefix && !process.env.KEEP) rmSync(prefix, { recursive: true, force: true });
  });

  it('fails no read, keeps every acknowledged write, and restarts the killed process', async () => {
    const victimPort = topology.apiPorts[1];
    const victim = apiPid(victimPort);
    assert.ok(victim, `no API process found on :${victimPort}`);
    const atStart = await snapshot(topology.databaseUrl);
    const tally = emptyTally();

    let loading = true;
    const load = runLoad(fixture, 'mixed', tally, { connections: 30, amount: AMOUNT }).finally(() => (loading = false));
    const answered = () => Object.values(tally.ok).reduce((a, b) => a + b, 0);
    while (loading && answered() < AMOUNT / 3) await pause(20);
    assert.ok(loading, `the load ended before a third was answered: ${JSON.stringify(tally.failedStatuses)}`);
    process.kill(victim, 'SIGKILL');
    const result = await load;

    // nginx did meet the dead process (and so had requests to send elsewhere)
    const nginxErrors = readFileSync(path.join(prefix, 'nginx', 'error.log'), 'utf8');
    assert.match(nginxErrors, new RegExp(`upstream: "http://127\\.0\\.0\\.1:${victimPort}/`));

    assert.equal(
      tally.failed.read,
      0,
      `reads failed: ${JSON.stringify(tally.failedStatuses)}\nnginx's errors:\n${nginxErrors.slice(-3000)}`,
    );
    assert.equal(result.errors, 0, 'connections to nginx failed');
    assert.ok(tally.ok.read > 0 && tally.ok.like > 0 && tally.ok.view > 0 && tally.ok.post > 0);

    const r = await reconcile(topology.databaseUrl, tally, atStart);
    assert.equal(r.likes.present, r.likes.acknowledged, 'acknowledged likes missing');
    assert.equal(r.posts.present, r.posts.acknowledged, 'acknowledged posts missing');
    // a view whose answer was lost with the process may have counted; an acknowledged one always did
    assert.ok(r.views.counted >= r.views.acknowledged, `views: ${JSON.stringify(r.views)}`);
    assert.ok(r.views.counted <= r.views.sent, `views: ${JSON.stringify(r.views)}`);
    assert.equal(r.likeCountsOff, 0, 'likes_count differs from the likes');

    // the supervisor starts it again, on its port, and it serves
    let restarted: number | null = null;
    for (let tries = 0; tries < 600 && restarted === null; tries++) {
      const pid = apiPid(victimPort);
      const serves = await fetch(`http://127.0.0.1:${victimPort}/api/v1/app`).then(
        (res) => res.ok,
        () => false,
      );
      if (pid !== null && pid !== victim && serves) restarted = pid;
      else await pause(200);
    }
    assert.ok(restarted, `the API process on :${victimPort} was not started again\n${topology.output()}`);
    assert.match(topology.output(), /api-2.*exited \(SIGKILL\); restarting/);
  });

  it('a change written through any API process reaches a plan’s live feed opened on another, through nginx', async () => {
    const [owner, companion] = fixture.users;
    const plan = await call<{ id: number; version: number }>(topology.site, owner.cookie, 'POST', '/plan/', {
      plan_name: 'Live across processes',
      notes: '',
      plan_places: [],
    });
    const invite = await call<{ token: string }>(topology.site, owner.cookie, 'POST', `/plan/${plan.id}/invites`, {
      role: 'editor',
    });
    await call(topology.site, companion.cookie, 'POST', `/plan/invite/${invite.token}/accept`);
    let version = (await call<{ version: number }>(topology.site, owner.cookie, 'GET', `/plan/${plan.id}`)).version;
    // the feed is opened on one of the three processes; each write goes to a given one, so two of them are others
    const feed = await openFeed(`${topology.site}/api/v1/plan/${plan.id}/events`, companion.cookie);
    try {
      for (const [n, port] of topology.apiPorts.entries()) {
        const written = await call<{ version: number }>(
          `http://127.0.0.1:${port}`,
          owner.cookie,
          'POST',
          `/plan/${plan.id}/ops`,
          { base_version: version, ops: [{ op: 'rename_plan', plan_name: `Live ${n}` }] },
        );
        version = written.version;
        for (let waited = 0; waited < 2000 && !feed.ids.includes(String(version)); waited += 20) await pause(20);
        assert.ok(feed.ids.includes(String(version)), `version ${version} (via :${port}) not heard: ${feed.ids}`);
      }
    } finally {
      await feed.close();
    }
  });
});
