// What the test suites need from the machine besides node_modules, how to find each thing, and the Debian packages
// that install it. scripts/check-prerequisites.mjs checks it before a suite runs (`npm test`), .ci/run installs
// the packages it names, and deploy/nginx.mjs names them when nginx cannot be run. Node's built-ins only: CI runs
// this before `npm install`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The suites that need something from the machine (the names the check script takes), each with how it is run. */
export const SUITES = {
  // Jest: its servers project runs nginx (deploy/nginx.test.ts)
  unit: 'npm run test:unit',
  // Playwright, in Chromium
  e2e: 'npm run test:e2e',
  // nginx in front of three API processes on PostgreSQL
  topology: 'npm run test:topology',
  // a throwaway PostgreSQL server for a command (the API suite on PostgreSQL in CI)
  postgres: 'api/scripts/with-postgres.sh',
};

/** Whether `command` runs: a path, or a name looked up on PATH. */
function runs(command, args, env) {
  const result = spawnSync(command, args, { env, stdio: 'ignore', timeout: 10_000 });
  return !result.error && result.status === 0;
}

/** The folder of PostgreSQL's server binaries, as api/scripts/with-postgres.sh finds it (PG_BIN, Debian's, PATH). */
export function postgresBin(env = process.env) {
  const complete = (dir) => ['initdb', 'pg_ctl', 'postgres'].every((bin) => isExecutable(path.join(dir, bin)));
  if (env.PG_BIN && complete(env.PG_BIN)) return env.PG_BIN;
  const debian = '/usr/lib/postgresql';
  const versions = fs.existsSync(debian) ? fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions)
    if (complete(path.join(debian, version, 'bin'))) return path.join(debian, version, 'bin');
  for (const dir of (env.PATH ?? '').split(path.delimiter)) if (dir && complete(dir)) return dir;
  return null;
}

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The nginx that deploy/nginx.mjs runs: NGINX, else `nginx` on PATH. */
export const nginxCommand = (env = process.env) => env.NGINX ?? 'nginx';
/** Debian's brotli_static module, which deploy/nginx.mjs loads when the file is there (it serves the builds' .br). */
export const brotliModule = (env = process.env) =>
  env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** The Chromium the end-to-end suite drives (e2e/playwright.config.ts). */
export const chromiumPath = (env = process.env) => env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Each thing a suite needs: `present(env)` says whether this machine has it, `packages` are the Debian packages
 * that install it, `suites(env)` the suites that fail without it.
 */
export const PREREQUISITES = [
  {
    name: 'Chromium',
    where: (env) => `${chromiumPath(env)} (another path: CHROMIUM_PATH)`,
    present: (env) => isExecutable(chromiumPath(env)),
    packages: ['chromium'],
    suites: () => ['e2e'],
  },
  {
    name: 'nginx',
    where: (env) => `\`${nginxCommand(env)}\` (another binary: NGINX)`,
    present: (env) => runs(nginxCommand(env), ['-v'], env),
    // the suites need its brotli_static module too (below): one command installs both
    packages: ['nginx', 'libnginx-mod-http-brotli-static'],
    suites: () => ['unit', 'topology'],
  },
  {
    // without it nginx.mjs serves the .gz files only; deploy/nginx.test.ts checks that .br files are served
    name: 'nginx’s brotli_static module',
    where: (env) => `${brotliModule(env)} (another path: NGINX_BROTLI_MODULE)`,
    present: (env) => fs.existsSync(brotliModule(env)),
    packages: ['libnginx-mod-http-brotli-static'],
    suites: () => ['unit', 'topology'],
  },
  {
    name: 'PostgreSQL’s server binaries (initdb, pg_ctl, postgres)',
    where: () => '/usr/lib/postgresql/*/bin and PATH (another folder: PG_BIN)',
    present: (env) => postgresBin(env) !== null,
    packages: ['postgresql'],
    // the topology starts a throwaway server (api/scripts/with-postgres.sh) unless DATABASE_URL names one
    suites: (env) => (env.DATABASE_URL ? ['postgres'] : ['topology', 'postgres']),
  },
];

/** The Debian command that installs these packages. */
export function installCommand(packages) {
  return `apt-get install -y ${packages.join(' ')}`;
}

/** The prerequisites of these suites that this machine lacks. */
export function missingFor(suites, env = process.env) {
  return PREREQUISITES.filter((p) => p.suites(env).some((suite) => suites.includes(suite)) && !p.present(env));
}

/** One line per missing thing: what, where it was looked for, which suite needs it and the command that installs it. */
export function describeMissing(missing, env = process.env) {
  return missing.map(
    (p) =>
      `missing: ${p.name} — looked for ${p.where(env)}; needed by ${p
        .suites(env)
        .map((s) => SUITES[s])
        .join(', ')}` + ` — install: ${installCommand(p.packages)}`,
  );
}
