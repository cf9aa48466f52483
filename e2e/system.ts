// Starts and stops the built system for the e2e run: the API's build on a fresh embedded database, the shell and
// each remote on its own port (e2e ports, so a running `npm start` doesn't clash), and the loopback services the
// project ships in place of the network's (a routing service, map tiles). Tests can stop and restart one remote's
// server, or a loopback service, to check the fallbacks.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import APPS from '../apps.json';

export const ROOT = path.resolve(__dirname, '..');
export const RUN_DIR = path.join(ROOT, 'e2e', `.run-${process.env.E2E_PORT_BASE ?? 8180}`);
const PIDS_FILE = path.join(RUN_DIR, 'pids.json');

/**
 * e2e ports: E2E_PORT_BASE (default 8180) for the shell, the next ones for the remotes in apps.json's order, base+10
 * for the API — so a running `npm start`, or a second test run in another checkout (with its own TI_DIST), doesn't
 * clash. (The same rule as portsFrom in scripts/lib/apps.mjs, which `npm run bench:web` uses: Playwright's loader
 * can't import that ES module, so the suite reads apps.json itself.)
 */
const BASE = Number(process.env.E2E_PORT_BASE ?? 8180);
export type RemoteName = keyof typeof APPS.remotes;
export const REMOTE_NAMES = Object.keys(APPS.remotes) as RemoteName[];
export const E2E_PORTS = {
  api: BASE + 10,
  shell: BASE,
  ...Object.fromEntries(REMOTE_NAMES.map((name, i) => [name, BASE + 1 + i])),
} as Readonly<Record<'api' | 'shell' | RemoteName, number>>;

/**
 * The loopback services the API is pointed at instead of the network's, each a script in deploy/ run with tsx on
 * its e2e port (base+11, base+12): OSRM's route service (ROUTING_URL) and map tiles (MAP_TILE_URL).
 */
export const LOOPBACK_SERVICES = {
  osrm: { script: 'deploy/loopback-osrm.ts', port: BASE + 11, probe: '/health' },
  tiles: { script: 'deploy/loopback-tiles.ts', port: BASE + 12, probe: '/0/0/0.png' },
} as const;
export type LoopbackName = keyof typeof LOOPBACK_SERVICES;
/** Where a loopback service answers. */
export const loopbackUrl = (name: LoopbackName) => `http://127.0.0.1:${LOOPBACK_SERVICES[name].port}`;
/** The routing service's and the map tiles' settings of the API, the loopback services'. */
const LOOPBACK_ENV = {
  ROUTING_URL: loopbackUrl('osrm'),
  MAP_TILE_URL: `${loopbackUrl('tiles')}/{z}/{x}/{y}.png`,
};

/**
 * Start a loopback service (the system starts both; a test that stopped one starts it again), with its script's
 * further arguments (the routing service's behaviour: 'no-route', …).
 */
export async function startLoopback(name: LoopbackName, ...args: string[]): Promise<void> {
  const { script, port, probe } = LOOPBACK_SERVICES[name];
  const server = launch(name, ['--import', 'tsx', path.join(ROOT, script), String(port), ...args]);
  await waitForServer(server, `${loopbackUrl(name)}${probe}`, 30_000);
}

/** Stop a loopback service (the API then finds it down, as it would a failed one). */
export async function stopLoopback(name: LoopbackName): Promise<void> {
  await stopServer(name, `${loopbackUrl(name)}${LOOPBACK_SERVICES[name].probe}`);
}
const DIST = process.env.TI_DIST ?? 'dist';
export const BASE_URL = `http://localhost:${E2E_PORTS.shell}`;
/** The run's remote map (the shell's server writes it with every remote on its e2e port, and reads every edit). */
export const REMOTES_FILE = path.join(RUN_DIR, 'remotes.json');

function portEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(E2E_PORTS).map(([name, port]) => [`${name.toUpperCase()}_PORT`, String(port)]),
  );
}

type Pids = Record<string, number>;
function readPids(): Pids {
  try {
    return JSON.parse(fs.readFileSync(PIDS_FILE, 'utf8')) as Pids;
  } catch {
    return {};
  }
}
function writePid(name: string, pid: number | undefined) {
  const pids = readPids();
  if (pid) pids[name] = pid;
  else delete pids[name];
  fs.mkdirSync(RUN_DIR, { recursive: true });
  fs.writeFileSync(PIDS_FILE, JSON.stringify(pids));
}

/** Start a server (its output in RUN_DIR/<name>.log), detached: it outlives this process until stopSystem. */
function launch(name: string, args: string[], env: Record<string, string> = {}) {
  const log = path.join(RUN_DIR, `${name}.log`);
  const fd = fs.openSync(log, 'a');
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...portEnv(), ...env },
    stdio: ['ignore', fd, fd],
    detached: true,
  });
  fs.closeSync(fd);
  child.unref();
  writePid(name, child.pid);
  return { name, child, log };
}

/** Wait until `url` answers 2xx, at most `timeoutMs`; an aborted `stop` ends the wait at once (with its reason). */
export async function waitForUrl(url: string, timeoutMs = 60_000, stop?: AbortSignal): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    stop?.throwIfAborted();
    try {
      const res = await fetch(url);
      if (res.ok) return;
      lastError = new Error(`HTTP ${res.status}`);
    } catch (err) {
      lastError = err;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not up after ${timeoutMs} ms: ${String(lastError)}`);
}

/** The last lines a server wrote to its log (launch sends its stdout and stderr there). */
function endOf(log: string, lines = 30): string {
  try {
    return fs.readFileSync(log, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Wait until the server `child` answers at `url`. If it exits first (a missing build, a port in use, a crash),
 * fail at once with the end of its log rather than after the timeout with only "fetch failed". `stop` ends the wait
 * too (another server of the same start failed).
 */
export async function waitForServer(
  server: { name: string; child: ChildProcess; log: string },
  url: string,
  timeoutMs = 60_000,
  stop?: AbortSignal,
): Promise<void> {
  const exited = new AbortController();
  const onExit = () =>
    exited.abort(
      new Error(
        `${server.name}'s server exited (${server.child.exitCode ?? server.child.signalCode}) before ${url} answered;` +
          ` the end of ${server.log}:\n${endOf(server.log)}`,
      ),
    );
  server.child.once('exit', onExit);
  if (server.child.exitCode !== null || server.child.signalCode !== null) onExit();
  try {
    await waitForUrl(url, timeoutMs, stop ? AbortSignal.any([exited.signal, stop]) : exited.signal);
  } finally {
    server.child.off('exit', onExit);
  }
}

export function remoteManifestUrl(name: RemoteName, port: number = E2E_PORTS[name]): string {
  return `http://localhost:${port}/mf-manifest.json`;
}

/**
 * Start a remote's server: on its e2e port, or a second server on `port` (a deploy beside the running one), of
 * the run's build or of another build folder (`dist`, a TI_DIST).
 */
export async function startRemote(name: RemoteName, copy?: { port: number; dist?: string }): Promise<void> {
  const env: Record<string, string> = copy ? { [`${name.toUpperCase()}_PORT`]: String(copy.port) } : {};
  if (copy?.dist) env.TI_DIST = copy.dist;
  await waitForServer(
    launch(serverKey(name, copy?.port), serverCommand(name), env),
    remoteManifestUrl(name, copy?.port),
  );
}

function serverKey(name: RemoteName, port?: number): string {
  return port === undefined ? name : `${name}@${port}`;
}

/** Stop a remote's server (on its e2e port, or the second one startRemote started on `port`). */
export async function stopRemote(name: RemoteName, port?: number): Promise<void> {
  await stopServer(serverKey(name, port), remoteManifestUrl(name, port));
}

/** Stop the server launched as `key` and wait until `url` no longer answers. */
async function stopServer(key: string, url: string): Promise<void> {
  const pid = readPids()[key];
  if (!pid) return;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  writePid(key, undefined);
  // wait until the port no longer answers
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The node arguments that start an app's server as production does (`npm start`): its build, JavaScript that node
 * runs as it is (`node scripts/build-servers.mjs`, with the run's TI_DIST), where serverOf in scripts/lib/apps.mjs
 * puts it — the API's, the shell's, and site-server's for a remote, with the remote's name.
 */
export function serverCommand(name: 'api' | 'shell' | RemoteName): string[] {
  const folder = name === 'api' ? ['api'] : name === 'shell' ? ['shell', 'server'] : ['site-server'];
  const server = path.join(ROOT, ...folder, DIST, 'server.js');
  if (!fs.existsSync(server)) {
    throw new Error(`${server} is missing: build the servers first (\`node scripts/build-servers.mjs\`, same TI_DIST)`);
  }
  return ['--enable-source-maps', server, ...(name === 'api' || name === 'shell' ? [] : [name])];
}

export async function startSystem(): Promise<void> {
  fs.rmSync(RUN_DIR, { recursive: true, force: true });
  fs.mkdirSync(RUN_DIR, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ti-e2e-data-'));
  fs.writeFileSync(path.join(RUN_DIR, 'data-dir'), dataDir);
  const api = launch('api', serverCommand('api'), {
    PORT: String(E2E_PORTS.api),
    DATA_DIR: dataDir,
    APP_JS_FILE: path.join(ROOT, 'shell', DIST, 'app-info.json'),
    NODE_ENV: 'test',
    // the site's address as the browser sees it (links in mails; a passkey's relying party and origin)
    SITE_URL: BASE_URL,
    // every journey of the suite comes from one address (127.0.0.1): dozens of sign-ups an hour, where the
    // limits are set for one person's address; an account's own limits stay as they are
    RATE_LIMIT_IP_FACTOR: '10',
    ...LOOPBACK_ENV,
  });
  const shell = launch('shell', serverCommand('shell'), { REMOTES_FILE });
  const remotes = REMOTE_NAMES.map((name) => launch(name, serverCommand(name)));
  // the first server that fails ends every wait (the global teardown stops the servers that did start)
  const failed = new AbortController();
  // generous: a first start creates, migrates and seeds the embedded database, which took 115–147 s on a
  // 2-core machine running other builds; a server that fails ends the wait at once, whatever the limit
  const waits = [
    waitForServer(api, `${BASE_URL}/api/v1/app`, 300_000, failed.signal),
    waitForServer(shell, `${BASE_URL}/remotes.json`, 60_000, failed.signal),
    ...remotes.map((remote, i) => waitForServer(remote, remoteManifestUrl(REMOTE_NAMES[i]), 60_000, failed.signal)),
  ].map((wait) => wait.catch((error: unknown) => (failed.abort(error), Promise.reject(error))));
  await Promise.all([...waits, startLoopback('osrm'), startLoopback('tiles')]);
}

/** The remote map as the file holds it now. */
export function readRemotesMap(): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(REMOTES_FILE, 'utf8')) as Record<string, unknown>;
}

/** Edit the running site's remote map (what a deploy does). */
export function writeRemotesMap(map: Record<string, unknown>): void {
  fs.writeFileSync(REMOTES_FILE, JSON.stringify(map, null, 2));
}

export async function stopSystem(): Promise<void> {
  for (const pid of Object.values(readPids())) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  await new Promise((r) => setTimeout(r, 500));
  try {
    fs.rmSync(fs.readFileSync(path.join(RUN_DIR, 'data-dir'), 'utf8'), { recursive: true, force: true });
  } catch {
    /* nothing to clean */
  }
  fs.rmSync(PIDS_FILE, { force: true });
}
