// The production front (deploy/nginx.mjs + nginx.conf.template) run for real: Debian's nginx serving a remote's
// build and the shell's, in front of loopback stand-ins for the API and the shell's node server.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { decoded, freePort, portOf, request, until, writeBuild } from '../site-server/testing/http';

jest.setTimeout(60_000);

const SCRIPT = path.join(__dirname, 'nginx.mjs');
const REMOTE_ENTRY = 'var mf_discovery;'.repeat(200);
const CHUNK = 'export const page = 1;'.repeat(200);
const SOURCE_MAP = '{"version":3,"sources":["secret.ts"]}';
/** The page policy the shell's server writes (nginx passes it on, and adds none of its own to a page). */
const PAGE_POLICY = "default-src 'self'; frame-ancestors 'none'";
/** What every file nginx serves itself carries (site-server/src/securityHeaders.ts: a file's headers). */
const FILE_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};
const HSTS = 'max-age=31536000; includeSubDomains';

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

interface Front {
  child: ChildProcess;
  /** what nginx.mjs (and nginx) wrote so far */
  output: () => string;
  stop: () => Promise<void>;
}

/** Every nginx.mjs started, so that each is stopped even when its test gave up waiting for it. */
const started = new Set<Front>();

/**
 * Run nginx.mjs with these arguments until it serves the remote on `remotePort`. If it exits first, the error
 * says so with all it wrote (nginx's own messages too) and nothing is left probing.
 */
async function startFront(argv: string[], remotePort: number, env: Record<string, string> = {}): Promise<Front> {
  const child = spawn(process.execPath, argv, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  // 'close': the process has exited and its output has all been read
  const closed = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const front: Front = {
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await closed;
      started.delete(front);
    },
  };
  started.add(front);
  const exitedFirst = new AbortController();
  void closed.then((code) => exitedFirst.abort(new Error(`nginx.mjs exited (${code}):\n${output}`)));
  // ready once it serves the remote (asking /api/ here would already pick an API process)
  await until(
    () => request(remotePort, { path: '/mf-manifest.json' }).catch(() => null),
    (res) => res?.status === 200,
    exitedFirst.signal,
  );
  return front;
}

afterAll(() => Promise.all([...started].map((front) => front.stop())));

describe('deploy/: nginx in front of the builds', () => {
  let remote: { dir: string; parent: string };
  let shell: { dir: string; parent: string };
  let prefix: string;
  let api: Awaited<ReturnType<typeof stub>>;
  let shellServer: Awaited<ReturnType<typeof stub>>;
  let sitePort: number;
  let remotePort: number;
  let downPort: number;

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
    '--site-url',
    'https://travel.example',
  ];

  beforeAll(async () => {
    remote = writeBuild({
      'remoteEntry.js': REMOTE_ENTRY,
      'mf-manifest.json': JSON.stringify({ name: 'mf_discovery', metaData: { publicPath: 'auto' } }),
      '__federation_expose_HomePage.601e7c33c8.js': CHUNK,
      '__federation_expose_HomePage.601e7c33c8.js.map': SOURCE_MAP,
    });
    writeFileSync(path.join(remote.parent, 'secret.txt'), 'outside the build');
    symlinkSync(path.join(remote.parent, 'secret.txt'), path.join(remote.dir, 'linked.txt'));
    shell = writeBuild({
      'index.html': '<!doctype html><div id="root"></div>',
      'main.js': 'console.log(1);'.repeat(100),
      'main.js.map': SOURCE_MAP,
      // the service worker and the offline page template are files of the build too, but sent by the shell's
      // server (each with its own policy)
      'sw.js': 'self.addEventListener("fetch", () => {});',
      'app-shell.html': '<!doctype html><div id="root"></div>',
    });
    prefix = mkdtempSync(path.join(os.tmpdir(), 'ti-nginx-test-'));
    api = await stub((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'sid=abc; Path=/; HttpOnly' });
      res.end('{"code":200}');
    });
    shellServer = await stub((req, res) => {
      res.writeHead(req.url === '/no/such/page' ? 404 : 200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': PAGE_POLICY,
      });
      res.end(`<!doctype html><title>rendered ${req.url}</title>`);
    });
    [sitePort, remotePort, downPort] = await Promise.all([freePort(), freePort(), freePort()]);
    await startFront(args(), remotePort);
  });

  afterAll(async () => {
    await Promise.all([...started].map((front) => front.stop()));
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
    ])('precompressed (%s), with CORS, a file’s security headers and Vary', async (_name, acceptEncoding, encoding) => {
      const res = await request(remotePort, {
        path: '/remoteEntry.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      // a file's security headers, without HSTS: a remote's origin may not be the site's
      expect(res.headers).toMatchObject(FILE_HEADERS);
      expect(res.headers['strict-transport-security']).toBeUndefined();
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

    it('sends pages, robots.txt, sitemaps, remotes.json, the service worker, the page template and the web app manifests to the shell’s server, with its status', async () => {
      const answeredByShell = [
        '/',
        '/search?q=x',
        '/place/7--kyoto',
        '/robots.txt',
        '/sitemap.xml',
        '/remotes.json',
        '/sw.js',
        '/app-shell.html',
        '/manifest.en.webmanifest',
        '/manifest.zh-Hant-TW.webmanifest',
      ];
      // the build's index.html is the page template: the shell's server answers it (a redirect to /), not the file
      for (const page of [...answeredByShell, '/index.html']) {
        const res = await request(sitePort, { path: page });
        expect(res.status).toBe(200);
        expect(res.body.toString()).toContain(`rendered ${page}`);
      }
      expect((await request(sitePort, { path: '/no/such/page' })).status).toBe(404);
    });

    it('passes a page’s policy on as the shell’s server wrote it, adding no second one', async () => {
      for (const page of ['/', '/place/7--kyoto', '/no/such/page']) {
        const res = await request(sitePort, { path: page });
        expect(res.headers['content-security-policy']).toBe(PAGE_POLICY);
      }
    });

    it('sends a file’s security headers with what it serves itself, HSTS included (the site is https)', async () => {
      for (const file of ['/main.js', '/missing.js', '/.env']) {
        const res = await request(sitePort, { path: file });
        expect(res.headers).toMatchObject({ ...FILE_HEADERS, 'strict-transport-security': HSTS });
      }
      // an API answer carries the API's own headers: nginx adds none (the stand-in sends none)
      const api = await request(sitePort, { path: '/api/v1/app' });
      expect(api.status).toBe(200);
      expect(api.headers['x-frame-options']).toBeUndefined();
      expect(api.headers['content-security-policy']).toBeUndefined();
    });

    it('serves no source map (404), from the shell’s build or a remote’s', async () => {
      for (const [port, file] of [
        [sitePort, '/main.js.map'],
        [remotePort, '/__federation_expose_HomePage.601e7c33c8.js.map'],
      ] as const) {
        const res = await request(port, { path: file, headers: { 'accept-encoding': 'gzip' } });
        expect(res.status).toBe(404);
        expect(res.body.toString()).not.toContain('secret.ts');
      }
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

  /** Another nginx from the same builds with `api` as its API upstream, on ports of its own. */
  async function anotherFront(apiServers: string) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ti-nginx-test-'));
    const [port, otherRemote] = await Promise.all([freePort(), freePort()]);
    const values: Record<string, string> = {
      '--api': apiServers,
      '--port': String(port),
      '--prefix': dir,
      '--remote': `mf_discovery=${remote.dir}@${otherRemote}`,
    };
    const front = await startFront(
      args().map((arg, i, all) => values[all[i - 1]] ?? arg),
      otherRemote,
    ).catch((error: unknown) => {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    });
    return {
      port,
      stop: async () => {
        await front.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  it('answers the API’s 502 envelope when no API process answers', async () => {
    const down = await anotherFront(`127.0.0.1:${downPort}`);
    try {
      const res = await request(down.port, { path: '/api/v1/app' });
      expect(res.status).toBe(502);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers).toMatchObject(FILE_HEADERS);
      expect(JSON.parse(res.body.toString())).toEqual({
        code: 502,
        message: '目前無法連線到網站的伺服器，請稍後再試。',
        app_js: '',
      });
      const en = await request(down.port, { path: '/api/v1/app', headers: { 'accept-language': 'en' } });
      expect(JSON.parse(en.body.toString()).message).toBe(
        "The site's server cannot be reached right now. Please try again in a moment.",
      );
    } finally {
      await down.stop();
    }
  });

  describe('an API process that dies with the request (its connection dropped before any answer)', () => {
    let dying: Awaited<ReturnType<typeof stub>>;
    beforeAll(async () => {
      dying = await stub((_req, res) => res.socket?.destroy());
    });
    afterAll(() => new Promise((resolve) => dying.server.close(resolve)));

    // the dying process is listed first: each fresh nginx sends its first request there (equal weights, ties go
    // to the first server)
    const upstreams = () => `127.0.0.1:${portOf(dying.server)},127.0.0.1:${portOf(api.server)}`;
    const seenBy = (server: { seen: Seen[] }, url: string) => server.seen.filter((s) => s.url === url).length;

    it('a read goes on to the next process and is answered', async () => {
      const front = await anotherFront(upstreams());
      try {
        const res = await request(front.port, { path: '/api/v1/retried-read' });
        expect(res.status).toBe(200);
        expect(res.body.toString()).toBe('{"code":200}');
        expect(seenBy(dying, '/api/v1/retried-read')).toBe(1);
        expect(seenBy(api, '/api/v1/retried-read')).toBe(1);
      } finally {
        await front.stop();
      }
    });

    it('a write is not sent again (the dead process may have done it): the caller gets the 502 envelope', async () => {
      const front = await anotherFront(upstreams());
      try {
        const res = await request(front.port, {
          method: 'POST',
          path: '/api/v1/unrepeated-write',
          headers: { 'content-type': 'application/json', 'accept-language': 'en' },
          body: '{}',
        });
        expect(res.status).toBe(502);
        expect(JSON.parse(res.body.toString()).code).toBe(502);
        expect(seenBy(dying, '/api/v1/unrepeated-write')).toBe(1);
        expect(seenBy(api, '/api/v1/unrepeated-write')).toBe(0);
      } finally {
        await front.stop();
      }
    });
  });
});

describe('deploy/: nginx.mjs on a machine without nginx', () => {
  let build: { dir: string; parent: string };
  let probed: Awaited<ReturnType<typeof stub>>;
  beforeAll(async () => {
    build = writeBuild({ 'mf-manifest.json': '{}' });
    // where the test waits for the remote: answers "not yet" to each probe, and counts them
    probed = await stub((_req, res) => res.writeHead(503).end());
  });
  afterAll(async () => {
    await new Promise((resolve) => probed.server.close(resolve));
    rmSync(build.parent, { recursive: true, force: true });
  });

  it('exits at once saying which nginx it could not run and the command that installs it; nothing waits on', async () => {
    const missing = path.join(build.parent, 'no-such-nginx');
    const startedAt = Date.now();
    const start = startFront(
      [
        SCRIPT,
        '--host',
        '127.0.0.1',
        '--port',
        String(await freePort()),
        '--prefix',
        path.join(build.parent, 'prefix'),
        '--shell-dist',
        build.dir,
        '--remote',
        `mf_discovery=${build.dir}@${portOf(probed.server)}`,
      ],
      portOf(probed.server),
      { NGINX: missing },
    );
    await expect(start).rejects.toThrow(
      new RegExp(
        `nginx\\.mjs exited \\(127\\):\\n\\[nginx\\] cannot run ${missing}: .*ENOENT\\n` +
          '.*install: apt-get install -y nginx libnginx-mod-http-brotli-static',
      ),
    );
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    // the wait ended with it: no more probes (a loop left probing keeps Jest from exiting)
    const probes = probed.seen.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(probed.seen.length).toBe(probes);
  });
});
