// The production front (deploy/nginx.mjs + nginx.conf.template) run for real: Debian's nginx serving a remote's
// build and the shell's, in front of loopback stand-ins for the API and the shell's node server.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { decoded, freePort, portOf, request, until, writeBuild } from '../shared/server/testing/http';

jest.setTimeout(60_000);

const SCRIPT = path.join(__dirname, 'nginx.mjs');
const REMOTE_ENTRY = 'var mf_discovery;'.repeat(200);
const CHUNK = 'export const page = 1;'.repeat(200);

interface Seen {
  url: string;
  headers: http.IncomingHttpHeaders;
}

/** A loopback server that records each request and answers with `answer`. */
function stub(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    req.resume();
    req.on('end', () => answer(req, res));
  });
  return new Promise<{ server: http.Server; seen: Seen[] }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, seen })),
  );
}

describe('deploy/: nginx in front of the builds', () => {
  let remote: { dir: string; parent: string };
  let shell: { dir: string; parent: string };
  let prefix: string;
  let api: Awaited<ReturnType<typeof stub>>;
  let shellServer: Awaited<ReturnType<typeof stub>>;
  let sitePort: number;
  let remotePort: number;
  let downPort: number;
  let nginx: ChildProcess;
  let exited: Promise<number | null>;

  const args = () => [
    SCRIPT,
    '--host',
    '127.0.0.1',
    '--port',
    String(sitePort),
    '--prefix',
    prefix,
    '--shell-dist',
    shell.dir,
    '--shell-server',
    `127.0.0.1:${portOf(shellServer.server)}`,
    '--api',
    `127.0.0.1:${portOf(api.server)}`,
    '--remote',
    `mf_discovery=${remote.dir}@${remotePort}`,
  ];

  beforeAll(async () => {
    remote = writeBuild({
      'remoteEntry.js': REMOTE_ENTRY,
      'mf-manifest.json': JSON.stringify({ name: 'mf_discovery', metaData: { publicPath: 'auto' } }),
      '__federation_expose_HomePage.601e7c33c8.js': CHUNK,
    });
    writeFileSync(path.join(remote.parent, 'secret.txt'), 'outside the build');
    symlinkSync(path.join(remote.parent, 'secret.txt'), path.join(remote.dir, 'linked.txt'));
    shell = writeBuild({
      'index.html': '<!doctype html><div id="root"></div>',
      'main.js': 'console.log(1);'.repeat(100),
    });
    prefix = mkdtempSync(path.join(os.tmpdir(), 'ti-nginx-test-'));
    api = await stub((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'sid=abc; Path=/; HttpOnly' });
      res.end('{"code":200}');
    });
    shellServer = await stub((req, res) => {
      res.writeHead(req.url === '/no/such/page' ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>rendered ${req.url}</title>`);
    });
    [sitePort, remotePort, downPort] = await Promise.all([freePort(), freePort(), freePort()]);
    nginx = spawn(process.execPath, args(), { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    nginx.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    nginx.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    exited = new Promise((resolve) => nginx.once('exit', (code) => resolve(code)));
    await Promise.race([
      until(
        () => request(remotePort, { path: '/mf-manifest.json' }).catch(() => null),
        (res) => res?.status === 200,
      ),
      exited.then((code) => Promise.reject(new Error(`nginx.mjs exited (${code}):\n${output}`))),
    ]);
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGTERM');
      await exited;
    }
    await Promise.all([api, shellServer].map((s) => s && new Promise((r) => s.server.close(r))));
    for (const dir of [remote?.parent, shell?.parent, prefix]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('renders a configuration that passes `nginx -t`', () => {
    const conf = path.join(prefix, 'nginx.conf');
    const check = spawnSync('nginx', ['-t', '-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], {
      encoding: 'utf8',
    });
    expect(check.stderr).toContain('test is successful');
    expect(check.status).toBe(0);
  });

  describe('a remote’s build', () => {
    it.each([
      ['br', 'br, gzip', 'br'],
      ['gzip', 'gzip', 'gzip'],
      ['none', 'identity', undefined],
    ])('precompressed (%s), with CORS, nosniff and Vary', async (_name, acceptEncoding, encoding) => {
      const res = await request(remotePort, {
        path: '/remoteEntry.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(decoded(res)).toBe(REMOTE_ENTRY);
    });

    it('remoteEntry.js and mf-manifest.json revalidate: no-cache, then 304 on If-None-Match', async () => {
      for (const file of ['/remoteEntry.js', '/mf-manifest.json']) {
        const first = await request(remotePort, { path: file, headers: { 'accept-encoding': 'br' } });
        expect(first.headers['cache-control']).toBe('no-cache');
        const again = await request(remotePort, {
          path: file,
          headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
        });
        expect(again.status).toBe(304);
      }
    });

    it('hashed chunks are immutable', async () => {
      const res = await request(remotePort, { path: '/__federation_expose_HomePage.601e7c33c8.js' });
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it.each([
      '/%zz',
      '/..%2f..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/..%5csecret.txt',
      '/%252e%252e/secret.txt',
      '/remoteEntry.js%00',
      '/.env',
      '/linked.txt',
      '/missing.js',
    ])('%s → 4xx, nothing from outside the build', async (hostile) => {
      const res = await request(remotePort, { path: hostile });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.toString()).not.toContain('outside the build');
      expect((await request(remotePort, { path: '/remoteEntry.js' })).status).toBe(200);
    });

    it('a 64 KB path is refused', async () => {
      const res = await request(remotePort, { path: `/${'a'.repeat(64 * 1024)}` });
      expect([400, 414, 431]).toContain(res.status);
    });

    it('refuses writes to a file (405)', async () => {
      expect((await request(remotePort, { method: 'POST', path: '/remoteEntry.js', body: 'x' })).status).toBe(405);
    });
  });

  describe('the site', () => {
    it('proxies /api/ to the API upstream with the cookies, Accept-Language and X-Forwarded-*', async () => {
      const res = await request(sitePort, {
        path: '/api/v1/user/me?x=1',
        // a client's own X-Forwarded-For is replaced by the address nginx saw (the API's per-IP limits use it)
        headers: {
          cookie: 'sid=s3cret',
          'accept-language': 'en',
          host: 'travel.example',
          'x-forwarded-for': '203.0.113.9',
        },
      });
      expect(res.status).toBe(200);
      expect(res.headers['set-cookie']).toEqual(['sid=abc; Path=/; HttpOnly']);
      const seen = api.seen[api.seen.length - 1];
      expect(seen.url).toBe('/api/v1/user/me?x=1');
      expect(seen.headers.cookie).toBe('sid=s3cret');
      expect(seen.headers['accept-language']).toBe('en');
      expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(seen.headers['x-forwarded-host']).toBe('travel.example');
    });

    it('sends pages, robots.txt, sitemaps and remotes.json to the shell’s server, with its status', async () => {
      const answeredByShell = ['/', '/search?q=x', '/place/7--kyoto', '/robots.txt', '/sitemap.xml', '/remotes.json'];
      // the build's index.html is the page template: the shell's server answers it (a redirect to /), not the file
      for (const page of [...answeredByShell, '/index.html']) {
        const res = await request(sitePort, { path: page });
        expect(res.status).toBe(200);
        expect(res.body.toString()).toContain(`rendered ${page}`);
      }
      expect((await request(sitePort, { path: '/no/such/page' })).status).toBe(404);
    });

    it('serves the shell’s own files from its build (404 for a missing one)', async () => {
      const main = await request(sitePort, { path: '/main.js', headers: { 'accept-encoding': 'gzip' } });
      expect(main.headers['content-encoding']).toBe('gzip');
      expect(main.headers['cache-control']).toBe('no-cache');
      const missing = await request(sitePort, { path: '/missing.js' });
      expect(missing.status).toBe(404);
      expect(missing.body.toString()).not.toContain('rendered');
    });
  });

  it('answers the API’s 502 envelope when no API process answers', async () => {
    const downPrefix = mkdtempSync(path.join(os.tmpdir(), 'ti-nginx-test-'));
    const [port, otherRemote] = await Promise.all([freePort(), freePort()]);
    const withoutApi = args().map((arg, i, all) =>
      all[i - 1] === '--api'
        ? `127.0.0.1:${downPort}`
        : all[i - 1] === '--port'
          ? String(port)
          : all[i - 1] === '--prefix'
            ? downPrefix
            : all[i - 1] === '--remote'
              ? `mf_discovery=${remote.dir}@${otherRemote}`
              : arg,
    );
    const down = spawn(process.execPath, withoutApi, { stdio: 'ignore' });
    const downExited = new Promise((resolve) => down.once('exit', resolve));
    try {
      const res = await until(
        () => request(port, { path: '/api/v1/app' }).catch(() => null),
        (r) => r !== null,
      );
      expect(res!.status).toBe(502);
      expect(res!.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(res!.body.toString())).toEqual({
        code: 502,
        message: '目前無法連線到網站的伺服器，請稍後再試。',
        app_js: '',
      });
      const en = await request(port, { path: '/api/v1/app', headers: { 'accept-language': 'en' } });
      expect(JSON.parse(en.body.toString()).message).toBe(
        "The site's server cannot be reached right now. Please try again in a moment.",
      );
    } finally {
      down.kill('SIGTERM');
      await downExited;
      rmSync(downPrefix, { recursive: true, force: true });
    }
  });
});
