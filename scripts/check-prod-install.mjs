// Each part of the system deploys alone: from the repository's package files and that part's builds only,
// `npm ci --omit=dev -w <its workspace>` installs what it needs and `node` serves its server build —
//
//   api     the API (api/dist/server.js, api/migrations), GET /api/v1/app
//   shell   the shell's server and build (shell/server/dist/server.js, shell/dist), a page and /remotes.json
//   remote  a remote's server, the web servers' kit's (site-server/dist/server.js), on a remote's build
//           (mf-auth/dist), its remoteEntry.js and mf-manifest.json
//
// and that each install holds nothing its server does not run: no browser library in a node server's install.
//
// `node scripts/check-prod-install.mjs [api|shell|remote]…` (all three by default). Each runs in a fresh temporary
// folder, so nothing of this checkout's node_modules (root devDependencies, tsx) can stand in for a missing
// dependency. Packages come from the npm cache when it has them (--prefer-offline), else from the registry.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, ROOT, distOf, serverOf } from './lib/apps.mjs';
import { SERVERS, buildServers } from './lib/server-build.mjs';

/** Long enough for a first start on a busy machine (migrations on a fresh database); a crash fails at once. */
const START_DEADLINE_MS = 300_000;
/** The remote whose build the remote's server is checked with (the smallest). */
const REMOTE = 'mf_auth';

/** Browser libraries (the UI kit's sanitiser and map, React, the page singleton, the browser kit itself). */
const BROWSER_PACKAGES = ['dompurify', '@googlemaps/react-wrapper', 'react', 'react-dom', 'page-singleton', 'shared'];

/**
 * What each part's install holds beside the package files (`[built here, where the install has it]`), how it
 * web builds it serves (built here when missing), how it starts (from the install's folder, as production does),
 * what it must answer with 200 and which packages its install must not hold.
 */
const PARTS = {
  api: {
    files: [
      [path.dirname(serverOf('api')), 'api/dist'],
      [path.join(ROOT, 'api/migrations'), 'api/migrations'],
    ],
    args: ['api/dist/server.js'],
    env: (port, dir) => ({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      NODE_ENV: 'production',
      SEED_DEMO: 'false', // the demo content is not what this checks, and seeding a fresh database is slow
    }),
    answers: ['/api/v1/app'],
    absent: BROWSER_PACKAGES,
  },
  shell: {
    files: [
      [path.dirname(serverOf('shell')), 'shell/server/dist'],
      [distOf('shell'), 'shell/dist'],
    ],
    builds: ['shell'],
    args: ['shell/server/dist/server.js'],
    // no API is deployed with it: a page still answers, with the site's own head
    env: (port, dir) => ({ SHELL_PORT: String(port), HOST: '127.0.0.1', API_URL: 'http://127.0.0.1:9', DATA_DIR: dir }),
    answers: ['/', '/remotes.json'],
  },
  remote: {
    files: [
      [path.dirname(serverOf(REMOTE)), 'site-server/dist'],
      [distOf(REMOTE), path.relative(ROOT, path.join(distOf(REMOTE), '..', 'dist'))],
    ],
    builds: [REMOTE],
    args: ['site-server/dist/server.js', REMOTE],
    env: (port) => ({ [`${REMOTE.toUpperCase()}_PORT`]: String(port), HOST: '127.0.0.1' }),
    answers: ['/remoteEntry.js', '/mf-manifest.json'],
    absent: BROWSER_PACKAGES,
  },
};

function log(part, message) {
  console.log(`[prod-install ${part}] ${message}`);
}

/** A port nothing listens on right now. */
async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** GET `url` until it answers (its status) or the server exits (an error). */
async function firstAnswer(url, exited) {
  const deadline = Date.now() + START_DEADLINE_MS;
  for (;;) {
    const attempt = fetch(url).then(
      (res) => res.status,
      () => undefined, // not listening yet
    );
    const outcome = await Promise.race([attempt, exited.then((e) => ({ exited: e }))]);
    if (typeof outcome === 'object') {
      throw new Error(
        `the server exited before answering (code ${outcome.exited.code}, signal ${outcome.exited.signal})`,
      );
    }
    if (outcome !== undefined) return outcome;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${START_DEADLINE_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function check(part) {
  const { files, args, env, answers, absent = [] } = PARTS[part];
  const { workspace } = SERVERS[part];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ti-${part}-prod-`));
  let server;
  try {
    // npm ci checks the lock against every workspace's package.json, so all of them are copied (nothing else)
    const workspaces = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces;
    for (const file of ['package.json', 'package-lock.json', ...workspaces.map((w) => `${w}/package.json`)]) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
    }
    // a build folder (dist, or TI_DIST's) becomes the install's dist
    for (const [from, to] of files) {
      if (!fs.existsSync(from)) throw new Error(`${from} is missing: build it first (npm run build)`);
      fs.cpSync(from, path.join(dir, to), { recursive: true });
    }

    log(part, `npm ci --omit=dev -w ${workspace} in ${dir}`);
    execFileSync('npm', ['ci', '--omit=dev', '-w', workspace, '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: dir,
      stdio: 'inherit',
    });
    // the TypeScript loader and the bundler are development tools: production runs the built JavaScript
    for (const devOnly of ['tsx', 'esbuild']) {
      if (fs.existsSync(path.join(dir, 'node_modules', devOnly))) {
        throw new Error(`the production install holds the development tool ${devOnly}`);
      }
    }
    const held = absent.filter((name) => fs.existsSync(path.join(dir, 'node_modules', name)));
    if (held.length > 0)
      throw new Error(`the production install holds ${held.join(', ')}, which its server never runs`);
    if (absent.length > 0) log(part, `the install holds none of ${absent.join(', ')}`);

    const port = await freePort();
    log(part, `node ${args.join(' ')} on :${port}`);
    server = spawn(process.execPath, ['--enable-source-maps', ...args], {
      cwd: dir,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env(port, dir) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));
    for (const answer of answers) {
      const status = await firstAnswer(`http://127.0.0.1:${port}${answer}`, exited);
      if (status !== 200) throw new Error(`GET ${answer} answered ${status}`);
      log(part, `GET ${answer} → 200`);
    }
    log(part, `served from a production-only install of ${workspace}`);
  } finally {
    if (server && server.exitCode === null && server.signalCode === null) {
      const gone = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await gone;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const asked = process.argv.slice(2);
const parts = asked.length > 0 ? asked : Object.keys(PARTS);
try {
  const unknown = parts.filter((part) => !PARTS[part]);
  if (unknown.length > 0) throw new Error(`unknown part ${unknown.join(', ')} (${Object.keys(PARTS).join(', ')})`);
  await buildServers(parts);
  // a clean checkout has no web builds yet: the missing ones are built as `npm run build` builds them
  const missing = parts.flatMap((part) => PARTS[part].builds ?? []).filter((name) => !fs.existsSync(distOf(name)));
  if (missing.length > 0) {
    console.log(`web build: ${missing.join(', ')}`);
    execFileSync(
      process.execPath,
      [path.join(ROOT, 'scripts/build.mjs'), ...missing.map((name) => REMOTES[name] ?? name)],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
  }
  for (const part of parts) await check(part);
} catch (err) {
  console.error(`[prod-install] FAILED: ${err instanceof Error ? err.message : err}`);
  process.exitCode = 1;
}
