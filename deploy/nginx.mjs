// Render deploy/nginx.conf.template for the given builds, ports and upstreams, check it (`nginx -t`) and run
// nginx in the foreground as the current user, everything it writes under --prefix. See deploy/README.md.
//
//   node deploy/nginx.mjs [--port 8080] [--host 0.0.0.0] [--shell-dist DIR] [--shell-server 127.0.0.1:8090]
//                         [--api 127.0.0.1:3000[,127.0.0.1:3001…]] [--remote mf_discovery=DIR@8082 …]
//                         [--site-url https://…] [--prefix DIR] [--render-only]
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { REMOTES, distOf, portOf } from '../scripts/lib/apps.mjs';
import { PREREQUISITES, brotliModule, describeMissing, nginxCommand } from '../scripts/lib/prerequisites.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The site's one security policy (the node servers send the same headers) */
const { fileSecurityHeaders } = await tsImport(
  path.join(HERE, '../site-server/src/securityHeaders.ts'),
  import.meta.url,
);
const NGINX = nginxCommand();
const MIME_TYPES = process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types';
/** Debian's libnginx-mod-http-brotli-static: serves the build's .br files; without it, .gz only */
const BROTLI_MODULE = brotliModule();

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: String(portOf('shell')) },
    host: { type: 'string' },
    'shell-dist': { type: 'string', default: distOf('shell') },
    'shell-server': { type: 'string', default: '127.0.0.1:8090' },
    api: { type: 'string', default: `127.0.0.1:${portOf('api')}` },
    remote: { type: 'string', multiple: true },
    // the site's public origin (HSTS when https), as the shell's server is given it
    'site-url': { type: 'string', default: process.env.SITE_URL ?? '' },
    prefix: { type: 'string' },
    'render-only': { type: 'boolean', default: false },
  },
});

/** `name=DIR@PORT` for each --remote, or every remote's build on its usual port. */
function remotes() {
  if (!values.remote) return Object.keys(REMOTES).map((name) => ({ name, dist: distOf(name), port: portOf(name) }));
  return values.remote.map((spec) => {
    const match = /^(\w+)=(.+)@(\d+)$/.exec(spec);
    if (!match) throw new Error(`--remote ${spec}: expected name=DIR@PORT`);
    return { name: match[1], dist: match[2], port: Number(match[3]) };
  });
}

/** The folder's real path: nginx refuses symlinks anywhere in a served path (`disable_symlinks on`). */
function realDir(dir) {
  return fs.realpathSync(path.resolve(dir));
}

/** `add_header` lines (sent with every status) for a set of headers, at a location's indentation. */
function addHeaders(headers) {
  return Object.entries(headers)
    .map(([name, value]) => `      add_header ${name} "${value.replace(/["\\]/g, '\\$&')}" always;`)
    .join('\n');
}

function fill(text, vars) {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in vars)) throw new Error(`nginx.conf.template: no value for {{${name}}}`);
    return vars[name];
  });
}

export function render(prefix) {
  const template = fs.readFileSync(path.join(HERE, 'nginx.conf.template'), 'utf8');
  const [head, remoteBlock, tail] = template.split(/^ *# remote:(?:begin|end)\n/m);
  const brotli = fs.existsSync(BROTLI_MODULE);
  const common = {
    PREFIX: prefix,
    LISTEN: values.host ? `${values.host}:` : '',
    // run as root (a container), nginx would hand its workers to "nobody", who cannot read the builds
    USER: process.getuid?.() === 0 ? 'user root;' : '',
    LOAD_MODULES: brotli ? `load_module ${BROTLI_MODULE};` : '',
    BROTLI_STATIC: brotli ? 'brotli_static on;' : '',
    MIME_TYPES,
  };
  const site = fill(head, {
    ...common,
    FILE_HEADERS: addHeaders(fileSecurityHeaders(values['site-url'] || null)),
    SITE_PORT: values.port,
    SHELL_DIST: realDir(values['shell-dist']),
    SHELL_SERVER: values['shell-server'],
    API_SERVERS: values.api
      .split(',')
      .map((server) => `    server ${server.trim()};`)
      .join('\n'),
  });
  const remoteServers = remotes()
    .map((r) =>
      fill(remoteBlock, {
        ...common,
        // a remote's server may be elsewhere than the site: no HSTS from it (the shell's origin sends it)
        REMOTE_FILE_HEADERS: addHeaders(fileSecurityHeaders(null)),
        REMOTE_PORT: String(r.port),
        REMOTE_DIST: realDir(r.dist),
      }),
    )
    .join('');
  return site + remoteServers + fill(tail, common);
}

const prefix = path.resolve(values.prefix ?? path.join(os.tmpdir(), `ti-nginx-${values.port}`));
for (const dir of ['temp']) fs.mkdirSync(path.join(prefix, dir), { recursive: true });
const conf = path.join(prefix, 'nginx.conf');
fs.writeFileSync(conf, render(prefix));
// -e: nginx writes its first messages before it reads the config; they go under the prefix too
const args = ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')];

/** nginx could not be run at all (not installed, not executable): say so, and how to install it, then exit. */
function cannotRun(error) {
  const [line] = describeMissing(PREREQUISITES.filter((p) => p.name === 'nginx'));
  console.error(`[nginx] cannot run ${NGINX}: ${error.message}\n[nginx] ${line}`);
  process.exit(127);
}

const check = spawnSync(NGINX, [...args, '-t'], { stdio: 'inherit' });
if (check.error) cannotRun(check.error);
if (check.status !== 0) process.exit(check.status ?? 1);
if (values['render-only']) {
  console.log(conf);
  process.exit(0);
}

const nginx = spawn(NGINX, args, { stdio: 'inherit' });
nginx.on('error', cannotRun);
console.log(`[nginx] site on :${values.port} (config ${conf})`);
// Ctrl-C / SIGTERM: nginx finishes the requests in flight (SIGQUIT is its graceful stop)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => nginx.kill('SIGQUIT'));
nginx.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
