import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor, createSiteServer, IMMUTABLE, isUnsafePath, REVALIDATE } from './site';
import { decoded, portOf, request, writeBuild } from '../testing/http';

const MAIN_JS = `console.log(${JSON.stringify('main '.repeat(400))});`;
const CHUNK = 'export const chunk = 1;'.repeat(100);
const FILES = {
  'main.js': MAIN_JS,
  'remoteEntry.js': 'var mf_discovery = {};'.repeat(50),
  'mf-manifest.json': JSON.stringify({ name: 'mf_discovery', metaData: { publicPath: 'auto' } }),
  'mf-stats.json': '{}',
  'index.html': '<!doctype html><title>x</title>',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  '__federation_expose_HomePage.601e7c33c8.js': CHUNK,
  '102.1c51835e09.js.map': '{"version":3}',
  'logo.png': '\x89PNG',
};

describe('the site server of every app (site-server)', () => {
  let app: FastifyInstance;
  let port: number;
  let build: { dir: string; parent: string };

  beforeAll(async () => {
    build = writeBuild(FILES);
    writeFileSync(path.join(build.parent, 'secret.txt'), 'the secret outside the build');
    mkdirSync(path.join(build.parent, 'private'));
    writeFileSync(path.join(build.parent, 'private', 'key.js'), 'the private key');
    symlinkSync(path.join(build.parent, 'secret.txt'), path.join(build.dir, 'linked.txt'));
    symlinkSync(path.join(build.parent, 'private'), path.join(build.dir, 'linked-dir'));
    app = createSiteServer({ root: build.dir });
    // a route that fails the way an unexpected bug would, to see what the last-resort handler answers
    app.get('/fail.txt', async () => {
      throw new Error('database password is hunter2');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = portOf(app.server);
  });

  afterAll(async () => {
    await app.close();
    rmSync(build.parent, { recursive: true, force: true });
  });

  const get = (p: string, headers?: Record<string, string>) => request(port, { path: p, headers });

  describe('malformed and hostile paths get a 4xx, and the server keeps answering', () => {
    const cases: [string, string][] = [
      ['a bad percent-escape', '/%zz'],
      ['a truncated UTF-8 escape', '/%E0%A4'],
      ['a truncated escape', '/main.js%E0%A4%A'],
      ['plain traversal', '/../secret.txt'],
      ['traversal after a folder', '/linked-dir/../../secret.txt'],
      ['encoded dots', '/%2e%2e/secret.txt'],
      ['encoded dots and slash', '/%2e%2e%2fsecret.txt'],
      ['dots with an encoded slash', '/..%2fsecret.txt'],
      ['dots with an encoded backslash', '/..%5csecret.txt'],
      ['backslashes', '/..\\secret.txt'],
      ['double-encoded dots', '/%252e%252e/secret.txt'],
      ['double-encoded slash', '/..%252fsecret.txt'],
      ['an encoded NUL', '/main.js%00'],
      ['an encoded NUL alone', '/%00'],
      ['a dot segment', '/./main.js'],
      ['an empty segment', '//main.js'],
      ['a dotfile', '/.env'],
    ];
    it.each(cases)('%s (%s)', async (_name, hostile) => {
      const res = await get(hostile);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.toString()).not.toContain('secret');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect((await get('/main.js')).status).toBe(200);
    });

    it('a 64 KB path is refused (431) and the next request is served', async () => {
      const res = await get(`/${'a'.repeat(64 * 1024)}`);
      expect([400, 414, 431]).toContain(res.status);
      expect((await get('/main.js')).status).toBe(200);
    });

    it('nothing outside the build folder is served through a symlink', async () => {
      for (const linked of ['/linked.txt', '/linked-dir/key.js']) {
        const res = await get(linked, { 'accept-encoding': 'br, gzip' });
        expect(res.status).toBe(404);
        expect(res.body.toString()).not.toMatch(/secret|private key/);
      }
      expect((await get('/main.js')).status).toBe(200);
    });

    it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('%s on a file → 405 with Allow', async (method) => {
      // a body only where the method frames one (Node sends DELETE/OPTIONS without Content-Length)
      const body = ['POST', 'PUT', 'PATCH'].includes(method) ? 'x' : undefined;
      const res = await request(port, { method, path: '/main.js', body });
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect((await get('/main.js')).status).toBe(200);
    });

    it('an unexpected error answers a bare 500: no message, no stack', async () => {
      const res = await get('/fail.txt');
      expect(res.status).toBe(500);
      expect(res.body.toString()).toBe('Internal Server Error');
      expect((await get('/main.js')).status).toBe(200);
    });
  });

  describe('compression: the build’s .br/.gz by Accept-Encoding', () => {
    it.each([
      ['br', 'gzip, deflate, br', 'br'],
      ['gzip', 'gzip', 'gzip'],
      ['none', 'identity', undefined],
      ['no header', undefined, undefined],
    ])('%s', async (_name, acceptEncoding, expected) => {
      const res = await get('/main.js', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(res)).toBe(MAIN_JS);
    });

    it('a file the build does not precompress goes out as it is', async () => {
      const res = await get('/logo.png', { 'accept-encoding': 'br, gzip' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
    });
  });

  it.each(['/102.1c51835e09.js.map', '/102.1c51835e09.js.%6Dap'])(
    'a source map the build folder holds is not served (%s → 404)',
    async (file) => {
      const res = await get(file);
      expect(res.status).toBe(404);
      expect(res.body.toString()).not.toContain('version');
    },
  );

  describe('cache rules', () => {
    it.each([
      ['/__federation_expose_HomePage.601e7c33c8.js', IMMUTABLE],
      ['/remoteEntry.js', REVALIDATE],
      ['/mf-manifest.json', REVALIDATE],
      ['/mf-stats.json', REVALIDATE],
      ['/main.js', REVALIDATE],
      ['/index.html', REVALIDATE],
      ['/favicon.svg', REVALIDATE],
    ])('%s → %s, with ETag and Last-Modified', async (file, cacheControl) => {
      const res = await get(file, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe(cacheControl);
      expect(res.headers.etag).toBeTruthy();
      expect(res.headers['last-modified']).toBeTruthy();
    });

    it.each(['br', 'gzip', 'identity'])(
      'a revalidation of remoteEntry.js (%s) with its ETag is a 304 with no body',
      async (encoding) => {
        const first = await get('/remoteEntry.js', { 'accept-encoding': encoding });
        const again = await get('/remoteEntry.js', {
          'accept-encoding': encoding,
          'if-none-match': String(first.headers.etag),
        });
        expect(again.status).toBe(304);
        expect(again.body.length).toBe(0);
        expect(again.headers['cache-control']).toBe(REVALIDATE);
      },
    );

    it('a revalidation by date (If-Modified-Since) is a 304 too', async () => {
      const first = await get('/mf-manifest.json');
      const again = await get('/mf-manifest.json', { 'if-modified-since': String(first.headers['last-modified']) });
      expect(again.status).toBe(304);
    });
  });

  it('a missing file is 404 (with nosniff); HEAD answers headers only', async () => {
    const missing = await get('/missing.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    const head = await request(port, { method: 'HEAD', path: '/main.js' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['x-content-type-options']).toBe('nosniff');
  });

  it('has no CORS header unless asked (remotes ask for it)', async () => {
    expect((await get('/main.js')).headers['access-control-allow-origin']).toBeUndefined();
    const remote = createSiteServer({ root: build.dir, cors: true });
    await remote.listen({ port: 0, host: '127.0.0.1' });
    try {
      const ok = await request(portOf(remote.server), { path: '/remoteEntry.js' });
      const missing = await request(portOf(remote.server), { path: '/nope.js' });
      expect(ok.headers['access-control-allow-origin']).toBe('*');
      expect(missing.headers['access-control-allow-origin']).toBe('*');
    } finally {
      await remote.close();
    }
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['315.0b972527eb.js', IMMUTABLE],
    ['315.0b972527eb.js.br', IMMUTABLE],
    ['159.2f22495a1f.js.LICENSE.txt.gz', IMMUTABLE],
    ['remoteEntry.js', REVALIDATE],
    ['remoteEntry.js.br', REVALIDATE],
    ['main.js', REVALIDATE],
    ['index.html.gz', REVALIDATE],
    ['mf-manifest.json', REVALIDATE],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(`/srv/dist/${file}`)).toBe(expected);
  });
});

describe('isUnsafePath', () => {
  it.each(['/', '/main.js', '/place/7--kyoto', '/experience/3--%E5%8F%B0%E5%8C%97', '/api/v1/app', '/100%25-fun'])(
    '%s is a path the site can have',
    (p) => expect(isUnsafePath(p)).toBe(false),
  );
  it.each(['/%zz', '/..', '/a/../b', '/%2e%2e/x', '/..%2fx', '/a\\b', '/%5c', '/%00', '/%252e%252e/x', '/./a'])(
    '%s is refused',
    (p) => expect(isUnsafePath(p)).toBe(true),
  );
});
