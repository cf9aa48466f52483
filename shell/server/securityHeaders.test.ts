// What the shell's server and a remote's server tell the browser a page or a file may do (the policy itself:
// site-server/src/securityHeaders.ts), and that neither publishes a source map.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from 'site-server';
import { portOf, request, writeBuild } from '../../site-server/testing/http';
import { createShellServer } from './app';

const BUILD = {
  'index.html': '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
  'main.js': 'console.log(1);',
  '159.0123456789.js': 'console.log(2);',
  '159.0123456789.js.map': '{"version":3,"sources":["secret.ts"]}',
  'sw.js': 'self.addEventListener("fetch", () => {});',
  'app-shell.html': '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
};

async function shellServer(siteUrl: string): Promise<FastifyInstance> {
  const { dir, parent } = writeBuild(BUILD);
  const remotesFile = path.join(parent, 'remotes.json');
  // one remote deployed at a URL, one on its own port of the host the browser used
  writeFileSync(
    remotesFile,
    JSON.stringify({ mf_discovery: 'https://cdn.example.net/discovery/mf-manifest.json', mf_auth: { port: 8081 } }),
  );
  const app = await createShellServer({
    root: dir,
    apiTarget: 'http://127.0.0.1:9',
    siteUrl,
    remotesFile,
    remotePorts: { mf_discovery: 8082, mf_auth: 8081 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** What a file carries, wherever it is served from (site-server/src/securityHeaders.ts: a file's headers). */
const FILE_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
};

/** The policy's directive → its sources. */
function directive(policy: unknown, name: string): string[] {
  const found = String(policy)
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found ? found.slice(1) : [];
}

describe('the shell’s server over http', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await shellServer('http://localhost:8080')));
  afterAll(() => app.close());

  it.each(['/', '/search', '/no/such/page'])(
    'a page (%s) comes with its policy, built for the host asked',
    async (page) => {
      const res = await request(portOf(app.server), { path: page, headers: { host: '192.168.1.5:8080' } });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const csp = res.headers['content-security-policy'];
      expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://cdn.example.net', 'http://192.168.1.5:8081']);
      expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://cdn.example.net', 'http://192.168.1.5:8081']);
      expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
      expect(directive(csp, 'object-src')).toEqual(["'none'"]);
      expect(res.headers).toMatchObject({
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
      expect(res.headers['permissions-policy']).toContain('microphone=()');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('a page lets the site’s own service worker and web app manifests load, and no one else’s', async () => {
    const res = await request(portOf(app.server), { path: '/' });
    expect(directive(res.headers['content-security-policy'], 'worker-src')).toEqual(["'self'"]);
    expect(directive(res.headers['content-security-policy'], 'manifest-src')).toEqual(["'self'"]);
  });

  it('the service worker’s script runs under a worker’s policy: it may fetch (the remotes, wherever the map puts them), nothing else', async () => {
    const res = await request(portOf(app.server), { path: '/sw.js' });
    expect(res.status).toBe(200);
    const csp = res.headers['content-security-policy'];
    expect(directive(csp, 'default-src')).toEqual(["'none'"]);
    expect(directive(csp, 'connect-src')).toEqual(['*']);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(res.headers).toMatchObject({ 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('the page template the worker keeps goes out with a page’s policy (a file’s would let no script run)', async () => {
    const res = await request(portOf(app.server), { path: '/app-shell.html', headers: { host: 'localhost:8080' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(directive(res.headers['content-security-policy'], 'script-src')).toEqual([
      "'self'",
      'https://cdn.example.net',
      'http://localhost:8081',
    ]);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toContain('<div id="root">');
  });

  it('another host gets its own port remote’s origin', async () => {
    const res = await request(portOf(app.server), { path: '/', headers: { host: 'localhost:8080' } });
    expect(directive(res.headers['content-security-policy'], 'script-src')).toContain('http://localhost:8081');
  });

  it('a file comes with a file’s headers', async () => {
    const res = await request(portOf(app.server), { path: '/main.js' });
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject(FILE_HEADERS);
  });

  it.each(['/159.0123456789.js.map', '/159.0123456789.js.%6dap'])(
    'a source map is not served (%s → 404)',
    async (file) => {
      const res = await request(portOf(app.server), { path: file });
      expect(res.status).toBe(404);
      expect(res.body.toString()).not.toContain('secret.ts');
    },
  );
});

it('the shell’s server over https sends HSTS with its pages and files', async () => {
  const app = await shellServer('https://travel.example.com');
  try {
    for (const file of ['/', '/main.js']) {
      const res = await request(portOf(app.server), { path: file });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  } finally {
    await app.close();
  }
});

describe('a remote’s server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = createSiteServer({ root: writeBuild(BUILD).dir, cors: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('sends a file’s headers with its files', async () => {
    const res = await request(portOf(app.server), { path: '/159.0123456789.js' });
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({ ...FILE_HEADERS, 'access-control-allow-origin': '*' });
  });

  it('does not serve a source map', async () => {
    const res = await request(portOf(app.server), { path: '/159.0123456789.js.map' });
    expect(res.status).toBe(404);
  });
});
