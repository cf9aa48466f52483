// The apps of the system (apps.json, the one list), their folders, ports and build folders — the ports and remotes
// as the one webpack helper reads them, so the scripts and the builds can't drift.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { PORTS, REMOTES, DIST } = require('../../shared/build/webpack.js');

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export { PORTS, REMOTES, DIST };

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

const APPS = require('../../apps.json');

/** An app's build folder (`api`, `shell` or a remote's federation name): `<its folder>/dist`, or `/<TI_DIST>`. */
export function distOf(name) {
  return path.join(ROOT, (APPS[name] ?? APPS.remotes[name]).folder, DIST);
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
