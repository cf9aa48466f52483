// The apps of the system (apps.json, the one list), their folders, ports, build folders and servers. apps.json is
// imported (not read from disk), so the servers' builds carry it; build-config/webpack.js reads the same file for the
// webpack builds, and scripts/lib/apps.test.ts checks that both give the same ports, remotes and build folder.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import APPS from '../../apps.json' with { type: 'json' };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Build output folder name (TI_DIST lets parallel checkouts and test runs build side by side). */
export const DIST = process.env.TI_DIST || 'dist';
/** Ports used in development and by `npm start` (each app on its own origin). */
export const PORTS = {
  api: APPS.api.port,
  shell: APPS.shell.port,
  ...Object.fromEntries(Object.entries(APPS.remotes).map(([name, remote]) => [name, remote.port])),
};
/** The remotes, by Module Federation name → workspace folder. */
export const REMOTES = Object.fromEntries(Object.entries(APPS.remotes).map(([name, remote]) => [name, remote.folder]));

/** The variable that overrides an app's port: SHELL_PORT, API_PORT, MF_DISCOVERY_PORT… */
const portVariable = (name) => `${name.toUpperCase()}_PORT`;

/** Port of each app, overridable with env (e.g. SHELL_PORT, API_PORT, MF_DISCOVERY_PORT). */
export function portOf(name) {
  const env = process.env[portVariable(name)];
  return env ? Number(env) : PORTS[name];
}

/**
 * The ports of a second copy of the system beside `npm start` (the e2e run, `npm run bench:web`), by app: the shell
 * on `base`, the remotes on the next ports in apps.json's order, the API on base + 10.
 */
export function portsFrom(base) {
  return {
    shell: base,
    ...Object.fromEntries(Object.keys(REMOTES).map((name, i) => [name, base + 1 + i])),
    api: base + 10,
  };
}

/** The environment that starts every server of the system (scripts/start.mjs and the rest) on `ports`. */
export function portEnv(ports) {
  return Object.fromEntries(Object.entries(ports).map(([name, port]) => [portVariable(name), String(port)]));
}

/** An app's build folder (`api`, `shell` or a remote's federation name): `<its folder>/dist`, or `/<TI_DIST>`. */
export function distOf(name) {
  return path.join(ROOT, (APPS[name] ?? APPS.remotes[name]).folder, DIST);
}

/**
 * An app's node server as production runs it (`node <file>`), built by scripts/build-servers.mjs: the API's
 * (`api/<dist>/server.js`), the shell's (`shell/server/<dist>/server.js`) and the one every remote runs with its name
 * as argument (`site-server/<dist>/server.js`: the web servers' kit serves a remote's build folder).
 */
export function serverOf(name) {
  if (name === 'api') return path.join(distOf('api'), 'server.js');
  if (name === 'shell') return path.join(ROOT, APPS.shell.folder, 'server', DIST, 'server.js');
  if (!REMOTES[name]) throw new Error(`no app named ${name} in apps.json`);
  return path.join(ROOT, 'site-server', DIST, 'server.js');
}

/** The remote map's file: REMOTES_FILE, else remotes.json in the data folder (DATA_DIR, as the API's: `data/`). */
export function remotesFile() {
  return path.resolve(ROOT, process.env.REMOTES_FILE ?? path.join(process.env.DATA_DIR ?? 'data', 'remotes.json'));
}

/** What every web server of `npm start` takes from the environment (see README, "Serving and deployment"). */
export function siteServerOptions() {
  return {
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    trustProxy: ['1', 'true'].includes(process.env.TRUST_PROXY ?? ''),
  };
}
