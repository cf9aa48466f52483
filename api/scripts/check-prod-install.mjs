// The API deploys alone: from the repository's package files and the built API only (api/dist, api/migrations),
// `npm ci --omit=dev -w api` installs what it needs and `node api/dist/server.js` serves. Run in a fresh temporary
// folder, so nothing of this checkout's node_modules (root devDependencies, tsx) can stand in for a missing
// dependency. Packages come from the npm cache when it has them (--prefer-offline), else from the registry.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Long enough for a first start on a busy machine (migrations on a fresh database); a crash fails at once. */
const START_DEADLINE_MS = 300_000;

function log(message) {
  console.log(`[api-prod-install] ${message}`);
}

/** A port nothing listens on right now. */
async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ti-api-prod-'));
let api;
try {
  log('building the API');
  execFileSync(process.execPath, [path.join(ROOT, 'api/scripts/build.mjs')], { stdio: 'inherit' });

  // npm ci checks the lock against every workspace's package.json, so all of them are copied (nothing else)
  const workspaces = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces;
  for (const file of ['package.json', 'package-lock.json', ...workspaces.map((w) => `${w}/package.json`)]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
  }
  // the build's folder (api/dist, or api/<TI_DIST>) becomes the install's api/dist
  fs.cpSync(path.join(ROOT, 'api', process.env.TI_DIST || 'dist'), path.join(dir, 'api/dist'), { recursive: true });
  fs.cpSync(path.join(ROOT, 'api/migrations'), path.join(dir, 'api/migrations'), { recursive: true });

  log(`npm ci --omit=dev -w api in ${dir}`);
  execFileSync('npm', ['ci', '--omit=dev', '-w', 'api', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'inherit',
  });
  // the TypeScript loader and the bundler are development tools: production runs the built JavaScript
  for (const devOnly of ['tsx', 'esbuild']) {
    if (fs.existsSync(path.join(dir, 'node_modules', devOnly))) {
      throw new Error(`the production install holds the development tool ${devOnly}`);
    }
  }

  const port = await freePort();
  log(`node api/dist/server.js on :${port}`);
  // what the API's start script runs (api/package.json), from the folder of the install
  api = spawn(process.execPath, ['--enable-source-maps', 'api/dist/server.js'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false', // the demo content is not what this checks, and seeding a fresh database is slow
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => api.once('exit', (code, signal) => resolve({ code, signal })));

  const deadline = Date.now() + START_DEADLINE_MS;
  let status;
  while (status === undefined) {
    const attempt = fetch(`http://127.0.0.1:${port}/api/v1/app`).then(
      (res) => res.status,
      () => undefined, // not listening yet
    );
    const outcome = await Promise.race([attempt, exited.then((e) => ({ exited: e }))]);
    if (typeof outcome === 'object') {
      throw new Error(`the API exited before answering (code ${outcome.exited.code}, signal ${outcome.exited.signal})`);
    }
    status = outcome;
    if (status === undefined) {
      if (Date.now() > deadline) throw new Error(`the API did not answer within ${START_DEADLINE_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  if (status !== 200) throw new Error(`GET /api/v1/app answered ${status}`);
  log('GET /api/v1/app → 200: the API runs from a production-only install');
} catch (err) {
  console.error(`[api-prod-install] FAILED: ${err instanceof Error ? err.message : err}`);
  process.exitCode = 1;
} finally {
  if (api && api.exitCode === null && api.signalCode === null) {
    const gone = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await gone;
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
