// The apps of the system, their folders and ports — read from the one webpack helper so they can't drift.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { PORTS, REMOTES, DIST } = require('../../shared/build/webpack.js');

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export { PORTS, REMOTES, DIST };

/** Port of each app, overridable with env (e.g. SHELL_PORT, API_PORT, MF_DISCOVERY_PORT). */
export function portOf(name) {
  const env = process.env[`${name.toUpperCase()}_PORT`];
  return env ? Number(env) : PORTS[name];
}

export function distOf(name) {
  return path.join(ROOT, name === 'shell' ? 'shell' : REMOTES[name], DIST);
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
