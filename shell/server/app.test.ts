import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE, REVALIDATE } from 'site-server';
import { decoded, portOf, request, writeBuild, type RawResponse } from '../../site-server/testing/http';
import { createShellServer } from './app';

const INDEX_HTML = `<!doctype html><html lang="zh-Hant-TW"><head><title>Travel Inspiration</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const BIG_JSON = JSON.stringify({
  code: 200,
  data: Array.from({ length: 400 }, (_, i) => ({ id: i, title: `t${i}` })),
});

const DISCOVERY_MANIFEST_PATH = '/discovery/mf-manifest.json';
const DISCOVERY_MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  shared: [],
  exposes: [
    {
      name: 'HomePage',
      assets: { js: { sync: ['__federation_expose_HomePage.1111.js'], async: [] }, css: { sync: [], async: [] } },
    },
  ],
};
/** The shell build's list of every page's startup files. */
const STARTUP_ASSETS = { js: ['102.1c51835e09.js'], css: [] };

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  sha256: string;
  length: number;
}

/** A loopback stand-in for the API: records what reached it and answers like the API would. */
function startFakeApi(): Promise<{ server: http.Server; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const hash = createHash('sha256');
    let length = 0;
    req.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      length += chunk.length;
    });
    req.on('end', () => {
      if (req.url === DISCOVERY_MANIFEST_PATH) {
        // a remote's manifest, deployed beside the API's stand-in (the page preloads read it)
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(DISCOVERY_MANIFEST));
        return;
      }
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        sha256: hash.digest('hex'),
        length,
      });
      if (req.url === '/api/v1/big') {
        // the API compresses its own large answers
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-encoding': 'br' });
        res.end(brotliCompressSync(BIG_JSON));
        return;
      }
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'set-cookie': ['sid=abc; Path=/; HttpOnly', 'lang=en; Path=/'],
      });
      res.end(JSON.stringify({ code: 200, data: { ok: true } }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, seen })));
}

describe('the shell’s server', () => {
  let build: { dir: string; parent: string };
  let api: { server: http.Server; seen: Seen[] };
  let app: FastifyInstance;
  let port: number;
  let remotesFile: string;
  /** what the server logged (pino's JSON lines) */
  const logged: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString('utf8'));
      done();
    },
  });

  beforeAll(async () => {
    build = writeBuild({
      'index.html': INDEX_HTML,
      'main.js': 'console.log("shell");'.repeat(100),
      '102.1c51835e09.js': 'export const chunk = 1;'.repeat(100),
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'startup-assets.json': JSON.stringify(STARTUP_ASSETS),
    });
    api = await startFakeApi();
    remotesFile = path.join(build.parent, 'data', 'remotes.json');
    mkdirSync(path.dirname(remotesFile));
    writeFileSync(remotesFile, JSON.stringify({ mf_auth: { port: 8081 }, mf_discovery: discoveryManifestUrl() }));
    app = await createShellServer({
      root: build.dir,
      apiTarget: `http://127.0.0.1:${portOf(api.server)}`,
      siteUrl: 'http://localhost:8080',
      remotesFile,
      remotePorts: { mf_auth: 8081, mf_discovery: 8082 },
      logger: { level: 'warn', stream: logStream },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = portOf(app.server);
  });

  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => api.server.close(resolve));
    rmSync(build.parent, { recursive: true, force: true });
  });

  const get = (path: string, headers?: Record<string, string>) => request(port, { path, headers });
  const discoveryManifestUrl = () => `http://127.0.0.1:${portOf(api.server)}${DISCOVERY_MANIFEST_PATH}`;
  const lastSeen = () => api.seen[api.seen.length - 1];

  describe('pages: every path that is not a file is answered by the page renderer', () => {
    it.each(['/', '/search?place_id=market', '/place/7--kyoto', '/experience/3--%E5%8F%B0%E5%8C%97', '/my/plans'])(
      '%s → 200, the built page (text/html, no-cache)',
      async (path) => {
        const res = await get(path);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe(REVALIDATE);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        // written in the visitor's language, and for the owner it may show a private video
        expect(res.headers.vary).toMatch(/accept-encoding.*accept-language.*cookie/i);
        expect(decoded(res)).toContain('<div id="root"></div>');
      },
    );

    it('a page announces what it will load: the shell’s chunks, its remote’s manifest, entry and module, and the remote map', async () => {
      const html = decoded(await get('/', { host: 'travel.example:8080' }));
      const remote = `http://127.0.0.1:${portOf(api.server)}`;
      expect(html).toContain('<link rel="preload" as="script" href="/102.1c51835e09.js">');
      expect(html).toContain(`<link rel="preconnect" href="${remote}">`);
      expect(html).toContain(
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${discoveryManifestUrl()}">`,
      );
      expect(html).toContain(`<link rel="preload" as="script" href="${remote}/discovery/remoteEntry.js">`);
      expect(html).toContain(
        `<link rel="preload" as="script" href="${remote}/discovery/__federation_expose_HomePage.1111.js">`,
      );
      // at the end of the head: the entry script before them is asked for first
      expect(html).toMatch(/<link rel="preload"[^]*id="ti-remotes">[^<]*<\/script><\/head>/);
      const inline = html.match(/<script type="application\/json" id="ti-remotes">(.*?)<\/script>/)?.[1];
      expect(JSON.parse(inline!)).toEqual({
        mf_auth: 'http://travel.example:8081/mf-manifest.json',
        mf_discovery: discoveryManifestUrl(),
      });
    });

    it('answers with the status the renderer gives (an unknown path: 404, still the page)', async () => {
      const res = await get('/no/such/page');
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(decoded(res)).toContain('<div id="root"></div>');
    });

    it.each([
      ['br', 'br, gzip', 'br'],
      ['gzip', 'gzip', 'gzip'],
      ['none', 'identity', undefined],
    ])('compressed by Accept-Encoding: %s', async (_name, acceptEncoding, expected) => {
      const plain = await get('/search');
      const res = await get('/search', { 'accept-encoding': acceptEncoding });
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(res)).toBe(plain.body.toString());
    });

    it('a revalidation with the ETag is a 304', async () => {
      const first = await get('/search', { 'accept-encoding': 'br' });
      const again = await get('/search', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    });

    it('HEAD answers the headers only', async () => {
      const res = await request(port, { method: 'HEAD', path: '/search' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body.length).toBe(0);
    });

    it('a form post to a page is refused (405), not rendered', async () => {
      const res = await request(port, { method: 'POST', path: '/login', body: 'a=b' });
      expect(res.status).toBe(405);
    });
  });

  it('serves robots.txt and the sitemaps (seo.ts) beside the pages, compressed', async () => {
    const robots = await get('/robots.txt', { 'accept-encoding': 'gzip' });
    expect(robots.status).toBe(200);
    expect(decoded(robots)).toContain('Sitemap: http://localhost:8080/sitemap.xml');
    const pages = await get('/sitemaps/pages.xml');
    expect(pages.status).toBe(200);
    expect(pages.headers['content-type']).toBe('application/xml; charset=utf-8');
  });

  it('the page template is not served raw: /index.html moves to the home page', async () => {
    const res = await get('/index.html');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/');
  });

  describe('files', () => {
    it('a missing file (a path with an extension) is 404, not index.html', async () => {
      for (const path of ['/missing.js', '/remoteEntry.js', '/robots.txt.bak', '/place/7--kyoto.json']) {
        const res = await get(path);
        expect(res.status).toBe(404);
        expect(res.body.toString()).not.toContain('<html');
      }
    });

    it('the build’s files go out precompressed with their cache rules', async () => {
      const main = await get('/main.js', { 'accept-encoding': 'br' });
      expect(main.status).toBe(200);
      expect(main.headers['content-encoding']).toBe('br');
      expect(main.headers['cache-control']).toBe(REVALIDATE);
      const chunk = await get('/102.1c51835e09.js', { 'accept-encoding': 'gzip' });
      expect(chunk.headers['content-encoding']).toBe('gzip');
      expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    });
  });

  describe('malformed paths get a 4xx and the server keeps answering', () => {
    it.each([
      '/%zz',
      '/search/%E0%A4',
      '/..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/search/..%5c..%5cpackage.json',
      '/search\\..\\..\\package.json',
      '/%252e%252e/package.json',
      '/search%00',
      '/a/./b',
      '/api/%zz',
      '/api/v1/../../etc/passwd',
    ])('%s', async (path) => {
      const res = await get(path);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.toString()).not.toContain('<html');
      expect((await get('/search')).status).toBe(200);
    });

    it('a 64 KB URL is refused and the next request is served', async () => {
      const res = await get(`/search?q=${'a'.repeat(64 * 1024)}`);
      expect([400, 414, 431]).toContain(res.status);
      expect((await get('/search')).status).toBe(200);
    });
  });

  describe('the web app manifests', () => {
    it.each([
      ['en', 'Travel Inspiration'],
      ['zh-Hant-TW', '旅遊靈感'],
    ])('%s: the manifest of the language, as a manifest, revalidated by its ETag', async (language, name) => {
      const res = await get(`/manifest.${language}.webmanifest`, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
      expect(res.headers['cache-control']).toBe(REVALIDATE);
      expect(JSON.parse(decoded(res))).toMatchObject({ lang: language, name, display: 'standalone', start_url: '/' });
      const again = await get(`/manifest.${language}.webmanifest`, { 'if-none-match': String(res.headers.etag) });
      expect(again.status).toBe(304);
    });

    it('a language the site does not have has no manifest', async () => {
      expect((await get('/manifest.fr.webmanifest')).status).toBe(404);
    });

    it('each page links the manifest of the language it is written in, with the theme colour', async () => {
      const zh = decoded(await get('/'));
      expect(zh).toContain('<link rel="manifest" href="/manifest.zh-Hant-TW.webmanifest">');
      expect(zh).toContain('<meta name="theme-color" content="#0b7a72">');
      const en = decoded(await get('/', { cookie: 'language=en' }));
      expect(en).toContain('<link rel="manifest" href="/manifest.en.webmanifest">');
    });
  });

  describe('/remotes.json', () => {
    it('points each remote at its configured manifest, or at its port on the host the browser used', async () => {
      const res = await get('/remotes.json', { host: 'travel.example:8080' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe(REVALIDATE);
      expect(JSON.parse(decoded(res))).toEqual({
        mf_auth: 'http://travel.example:8081/mf-manifest.json',
        mf_discovery: discoveryManifestUrl(),
      });
    });

    it('a Host that is not a plain host name gives localhost, never the header’s text', async () => {
      for (const host of ['evil.example/path', 'user@evil.example', '<script>']) {
        const res = await get('/remotes.json', { host });
        expect(res.status).toBe(200);
        expect(JSON.parse(decoded(res)).mf_auth).toBe('http://localhost:8081/mf-manifest.json');
      }
    });

    it('revalidates with its ETag (304)', async () => {
      const first = await get('/remotes.json');
      expect(first.headers.etag).toBeTruthy();
      const again = await get('/remotes.json', { 'if-none-match': String(first.headers.etag) });
      expect(again.status).toBe(304);
    });

    describe('is the map file, read again when it changes (no restart)', () => {
      const original = () => JSON.stringify({ mf_auth: { port: 8081 }, mf_discovery: discoveryManifestUrl() });
      const mapNow = async () => JSON.parse(decoded(await get('/remotes.json', { host: 'travel.example:8080' })));
      afterEach(() => writeFileSync(remotesFile, original()));

      it('an edit re-points the remote at the next request, and restoring the file puts it back', async () => {
        const first = await get('/remotes.json');
        writeFileSync(remotesFile, JSON.stringify({ mf_auth: 'https://cdn.example/auth/v2/mf-manifest.json' }));
        const edited = await get('/remotes.json', { host: 'travel.example:8080' });
        // a remote the file leaves out is on its own port; the changed map is a new document (new ETag)
        expect(JSON.parse(decoded(edited))).toEqual({
          mf_auth: 'https://cdn.example/auth/v2/mf-manifest.json',
          mf_discovery: 'http://travel.example:8082/mf-manifest.json',
        });
        expect(edited.headers.etag).not.toBe(first.headers.etag);
        // and the pages carry the same map
        const page = decoded(await get('/login', { host: 'travel.example:8080' }));
        expect(page).toContain('"mf_auth":"https://cdn.example/auth/v2/mf-manifest.json"');

        writeFileSync(remotesFile, original());
        expect(await mapNow()).toEqual({
          mf_auth: 'http://travel.example:8081/mf-manifest.json',
          mf_discovery: discoveryManifestUrl(),
        });
      });

      it('requests that come while an edit is being read all get the edited map (a page reads it in several places)', async () => {
        writeFileSync(remotesFile, JSON.stringify({ mf_auth: { port: 9182 } }));
        const maps = await Promise.all([mapNow(), mapNow(), mapNow(), mapNow()]);
        expect(maps.map((m) => m.mf_auth)).toEqual(Array(4).fill('http://travel.example:9182/mf-manifest.json'));
      });

      it('a file saved by renaming a new one over it is read too', async () => {
        writeFileSync(`${remotesFile}.new`, JSON.stringify({ mf_auth: { port: 9181 } }));
        renameSync(`${remotesFile}.new`, remotesFile);
        expect((await mapNow()).mf_auth).toBe('http://travel.example:9181/mf-manifest.json');
      });

      it.each([
        ['half-written JSON', '{"mf_auth": "https://cdn.example/'],
        ['not an object', '["mf_auth"]'],
        ['a name that is not a remote', JSON.stringify({ mf_auht: { port: 9181 } })],
        ['a location that is not a URL', JSON.stringify({ mf_auth: 'cdn.example/mf-manifest.json' })],
        ['a URL that is not http(s)', JSON.stringify({ mf_auth: 'javascript:alert(1)' })],
        ['a port out of range', JSON.stringify({ mf_auth: { port: 70000 } })],
        ['a location with other fields', JSON.stringify({ mf_auth: { port: 9181, host: 'x' } })],
      ])('a broken file (%s) keeps the last good map, with a warning in the log', async (_case, text) => {
        writeFileSync(remotesFile, JSON.stringify({ mf_auth: { port: 9181 } }));
        expect((await mapNow()).mf_auth).toBe('http://travel.example:9181/mf-manifest.json');
        logged.length = 0;
        writeFileSync(remotesFile, text);
        const res = await get('/remotes.json', { host: 'travel.example:8080' });
        expect(res.status).toBe(200);
        expect(JSON.parse(decoded(res))).toEqual({
          mf_auth: 'http://travel.example:9181/mf-manifest.json',
          mf_discovery: 'http://travel.example:8082/mf-manifest.json',
        });
        expect((await get('/my/plans')).status).toBe(200);
        expect(logged.join('')).toContain(`remote map ${remotesFile}`);
      });

      it('a deleted file keeps the last good map', async () => {
        expect((await mapNow()).mf_discovery).toBe(discoveryManifestUrl());
        rmSync(remotesFile);
        const res = await get('/remotes.json', { host: 'travel.example:8080' });
        expect(res.status).toBe(200);
        expect(JSON.parse(decoded(res)).mf_discovery).toBe(discoveryManifestUrl());
      });
    });
  });

  describe('the /api proxy', () => {
    it('passes the cookies both ways, Accept-Language, the query and X-Forwarded-*', async () => {
      const res = await get('/api/v1/user/me?lang=en&x=1', {
        cookie: 'sid=s3cret; other=1',
        'accept-language': 'en',
        host: 'travel.example:8080',
      });
      expect(res.status).toBe(200);
      expect(res.headers['set-cookie']).toEqual(['sid=abc; Path=/; HttpOnly', 'lang=en; Path=/']);
      expect(JSON.parse(decoded(res))).toEqual({ code: 200, data: { ok: true } });
      const seen = lastSeen();
      expect(seen.url).toBe('/api/v1/user/me?lang=en&x=1');
      expect(seen.headers.cookie).toBe('sid=s3cret; other=1');
      expect(seen.headers['accept-language']).toBe('en');
      expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(seen.headers['x-forwarded-proto']).toBe('http');
      expect(seen.headers['x-forwarded-host']).toBe('travel.example:8080');
    });

    it('passes a response the API compressed through as it is', async () => {
      const res = await get('/api/v1/big', { 'accept-encoding': 'br, gzip' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(lastSeen().headers['accept-encoding']).toBe('br, gzip');
      expect(decoded(res)).toBe(BIG_JSON);
    });

    it('streams a multipart upload through byte for byte', async () => {
      const file = randomBytes(3 * 1024 * 1024);
      const boundary = '----ti-test-boundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await request(port, {
        method: 'POST',
        path: '/api/v1/post/media',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-requested-with': 'XMLHttpRequest' },
        body,
      });
      expect(res.status).toBe(200);
      const seen = lastSeen();
      expect(seen.method).toBe('POST');
      expect(seen.headers['content-type']).toBe(`multipart/form-data; boundary=${boundary}`);
      expect(seen.headers['x-requested-with']).toBe('XMLHttpRequest');
      expect(seen.length).toBe(body.length);
      expect(seen.sha256).toBe(createHash('sha256').update(body).digest('hex'));
    });

    it('passes a JSON body of a DELETE/PUT through', async () => {
      const payload = JSON.stringify({ name: 'Kyoto trip' });
      const res = await request(port, {
        method: 'PUT',
        path: '/api/v1/plan/7',
        headers: { 'content-type': 'application/json' },
        body: payload,
      });
      expect(res.status).toBe(200);
      expect(lastSeen().sha256).toBe(createHash('sha256').update(payload).digest('hex'));
    });

    it('answers the 502 envelope as JSON when the API is down, and keeps serving', async () => {
      const down = await createShellServer({
        root: build.dir,
        apiTarget: 'http://127.0.0.1:1',
        siteUrl: 'http://localhost:8080',
        remotesFile,
        remotePorts: {},
      });
      await down.listen({ port: 0, host: '127.0.0.1' });
      try {
        const downPort = portOf(down.server);
        const res: RawResponse = await request(downPort, { path: '/api/v1/app' });
        expect(res.status).toBe(502);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        // the site default language, and the caller's when it asks (as the site's API client always does)
        expect(JSON.parse(res.body.toString())).toEqual({
          code: 502,
          message: '目前無法連線到網站的伺服器，請稍後再試。',
          app_js: '',
        });
        const en = await request(downPort, { path: '/api/v1/app', headers: { 'accept-language': 'en' } });
        expect(JSON.parse(en.body.toString()).message).toBe(
          "The site's server cannot be reached right now. Please try again in a moment.",
        );
        const zh = await request(downPort, { path: '/api/v1/app', headers: { 'accept-language': 'zh-Hant-TW' } });
        expect(JSON.parse(zh.body.toString()).message).toBe('目前無法連線到網站的伺服器，請稍後再試。');
        expect((await request(downPort, { path: '/search' })).status).toBe(200);
      } finally {
        await down.close();
      }
    });
  });
});

describe('the shell’s server started without a remote map file', () => {
  it('writes the defaults (each remote on its own port) and serves them', async () => {
    const build = writeBuild({ 'index.html': INDEX_HTML, 'startup-assets.json': JSON.stringify(STARTUP_ASSETS) });
    const remotesFile = path.join(build.parent, 'data', 'remotes.json');
    const app = await createShellServer({
      root: build.dir,
      apiTarget: 'http://127.0.0.1:9',
      siteUrl: 'http://localhost:8080',
      remotesFile,
      remotePorts: { mf_auth: 8081, mf_discovery: 8082 },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      expect(existsSync(remotesFile)).toBe(true);
      expect(JSON.parse(readFileSync(remotesFile, 'utf8'))).toEqual({
        mf_auth: { port: 8081 },
        mf_discovery: { port: 8082 },
      });
      const res = await request(portOf(app.server), { path: '/remotes.json', headers: { host: '192.168.1.5:8080' } });
      expect(JSON.parse(decoded(res))).toEqual({
        mf_auth: 'http://192.168.1.5:8081/mf-manifest.json',
        mf_discovery: 'http://192.168.1.5:8082/mf-manifest.json',
      });
    } finally {
      await app.close();
      rmSync(build.parent, { recursive: true, force: true });
    }
  });
});
