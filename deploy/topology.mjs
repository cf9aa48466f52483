// The production topology on one machine: nginx in front (deploy/nginx.mjs) serving the shell's and the remotes'
// builds and balancing /api over N API processes (api/dist), all on one PostgreSQL, post media in an
// S3-compatible store, the shell's node server for the pages. See deploy/README.md, "The whole topology".
//
//   node deploy/topology.mjs [--apis 3] [--port 8080] [--api-port 3000] [--shell-port 8090]
//                            [--remote-port 8081] [--prefix DIR]
//
// - PostgreSQL: DATABASE_URL, or (unset) a throwaway server started for the run (api/scripts/with-postgres.sh).
// - Post media: the S3_* settings when S3_BUCKET is set, else a loopback S3 store (deploy/loopback-s3.ts, in
//   memory, for this run only).
// - Every process runs under the site's supervisor (scripts/lib/processes.mjs): one that dies is started again.
// - Once every API process and nginx answer, `<prefix>/topology.json` says where everything is and a line
//   "[topology] ready …" is printed. Ctrl-C / SIGTERM stops everything.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { ROOT, REMOTES, distOf, portOf, serverOf } from '../scripts/lib/apps.mjs';
import { runTogether } from '../scripts/lib/processes.mjs';

const SELF = fileURLToPath(import.meta.url);
/** the API's and the shell's production servers (`node scripts/build-servers.mjs`, in TI_DIST like the web builds) */
const API_SERVER = serverOf('api');
const SHELL_SERVER = serverOf('shell');

const { values } = parseArgs({
  options: {
    apis: { type: 'string', default: '3' },
    port: { type: 'string', default: String(portOf('shell')) },
    'api-port': { type: 'string', default: String(portOf('api')) },
    'shell-port': { type: 'string', default: '8090' },
    'remote-port': { type: 'string' },
    prefix: { type: 'string' },
  },
});

if (!process.env.DATABASE_URL) {
  // no database given: run this same command again inside a throwaway PostgreSQL, which is removed when it ends
  // (its own process group: a stop signal reaches the topology and the server, and the script then removes it)
  const withPostgres = path.join(ROOT, 'api/scripts/with-postgres.sh');
  const child = spawn('bash', [withPostgres, process.execPath, SELF, ...process.argv.slice(2)], {
    stdio: 'inherit',
    detached: true,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.kill(-child.pid, signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await start();
}

async function start() {
  const apis = Number(values.apis);
  if (!Number.isInteger(apis) || apis < 1) throw new Error('--apis must be a whole number ≥ 1');
  const sitePort = Number(values.port);
  const shellPort = Number(values['shell-port']);
  const apiPorts = Array.from({ length: apis }, (_, i) => Number(values['api-port']) + i);
  const remoteNames = Object.keys(REMOTES);
  const remotePorts = Object.fromEntries(
    remoteNames.map((name, i) => [name, values['remote-port'] ? Number(values['remote-port']) + i : portOf(name)]),
  );
  const prefix = path.resolve(values.prefix ?? path.join(os.tmpdir(), `ti-topology-${sitePort}`));
  // the site's public address is a host name, as in production: an IP address cannot be a passkey's relying party
  // (browsers refuse WebAuthn on one), and localhost is a secure context over plain HTTP
  const siteUrl = `http://localhost:${sitePort}`;

  for (const [what, file] of [
    ['the API server build (node scripts/build-servers.mjs)', API_SERVER],
    ['the shell server build (node scripts/build-servers.mjs)', SHELL_SERVER],
    ['the shell build (node scripts/build.mjs)', distOf('shell')],
    ...remoteNames.map((name) => [`the ${name} build (node scripts/build.mjs)`, distOf(name)]),
  ]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: ${what}`);
  }
  fs.mkdirSync(path.join(prefix, 'data'), { recursive: true });

  const s3 = process.env.S3_BUCKET ? null : await loopbackS3();
  // what every process of the site reads: the ports of the shell's server and the remotes (the shell's server
  // writes the remotes' addresses into /remotes.json from these), the site's public origin
  const siteEnv = {
    SHELL_PORT: String(shellPort),
    SITE_URL: siteUrl,
    ...Object.fromEntries(remoteNames.map((name) => [`${name.toUpperCase()}_PORT`, String(remotePorts[name])])),
  };
  const apiEnv = (port) => ({
    ...siteEnv,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    // nginx is the only client and it overwrites X-Forwarded-For with the caller's address (nginx.conf.template)
    TRUST_PROXY: '1',
    // plain HTTP on this machine; behind TLS in production the default (Secure cookies) holds
    COOKIE_SECURE: process.env.COOKIE_SECURE ?? '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // one folder for all: mails written to the outbox (no SMTP_HOST) land together
    DATA_DIR: path.join(prefix, 'data'),
    // the build id every process reports is the one nginx serves (the shell's build)
    APP_JS_FILE: process.env.APP_JS_FILE ?? path.join(distOf('shell'), 'app-info.json'),
    ...(s3?.env ?? {}),
  });

  runTogether([
    ...apiPorts.map((port, i) => ({
      name: `api-${i + 1}`,
      cwd: ROOT,
      args: ['--enable-source-maps', API_SERVER],
      env: apiEnv(port),
    })),
    {
      name: 'shell',
      cwd: ROOT,
      args: ['--enable-source-maps', SHELL_SERVER],
      // the API calls for the pages' heads go through nginx too: balanced, and retried when a process dies
      env: { ...siteEnv, REMOTES_FILE: path.join(prefix, 'remotes.json'), API_URL: siteUrl },
    },
    {
      name: 'nginx',
      cwd: ROOT,
      args: [
        'deploy/nginx.mjs',
        '--host',
        '127.0.0.1',
        '--port',
        String(sitePort),
        '--prefix',
        path.join(prefix, 'nginx'),
        '--shell-server',
        `127.0.0.1:${shellPort}`,
        '--api',
        apiPorts.map((port) => `127.0.0.1:${port}`).join(','),
        ...remoteNames.flatMap((name) => ['--remote', `${name}=${distOf(name)}@${remotePorts[name]}`]),
      ],
    },
  ]);

  // the API processes first, each on its own port: asked through nginx before they listen, nginx would count
  // them failed and leave them out for its fail_timeout (10 s)
  await Promise.all(apiPorts.map((port) => answers(`http://127.0.0.1:${port}/api/v1/app`)));
  await Promise.all([answers(`${siteUrl}/api/v1/app`), answers(`${siteUrl}/`)]);
  const description = {
    site: siteUrl,
    apiPorts,
    shellPort,
    remotePorts,
    databaseUrl: process.env.DATABASE_URL,
    s3Endpoint: s3?.env.S3_ENDPOINT ?? process.env.S3_ENDPOINT,
  };
  fs.writeFileSync(path.join(prefix, 'topology.json'), JSON.stringify(description, null, 2));
  console.log(
    `[topology] ready: ${siteUrl} (${apis} API process${apis > 1 ? 'es' : ''} on :${apiPorts.join(', :')}, ` +
      `remotes on :${Object.values(remotePorts).join(', :')}, ${path.join(prefix, 'topology.json')})`,
  );
}

/** The loopback S3 store with fresh credentials, and the S3_* settings that point the API at it. */
async function loopbackS3() {
  const { LoopbackS3 } = await tsImport('./loopback-s3.ts', import.meta.url);
  const keyId = `AKIA${randomBytes(8).toString('hex').toUpperCase()}`;
  const secret = randomBytes(24).toString('base64');
  const store = new LoopbackS3('post-media', 'us-east-1', { [keyId]: secret });
  const endpoint = await store.start();
  return {
    store,
    env: {
      S3_BUCKET: 'post-media',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: keyId,
      S3_SECRET_ACCESS_KEY: secret,
    },
  };
}

/** Resolves once `url` answers 200 (the processes start in parallel; the supervisor restarts one that fails). */
async function answers(url) {
  for (;;) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
