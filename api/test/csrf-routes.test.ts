import http from 'node:http';
import { body, buildTestApp, createUser, login, portOf, type Res, type TestApp } from './helpers';

// The CSRF check is decided on the route the router matched: every spelling of a state-changing call that reaches
// its handler gets the same refusal as the plain spelling, and a spelling that reaches no handler changes nothing.

let t: TestApp;
let cookie: string;
let userId: number;

beforeAll(async () => {
  t = await buildTestApp();
  userId = await createUser(t.app, 'csrf-routes@example.com', 'csrf-routes-pass', 'Csrf');
  cookie = (await login(t, 'csrf-routes@example.com', 'csrf-routes-pass')).cookie;
});
afterAll(() => t?.close());

const en = { 'accept-language': 'en' };

/** A request with the session cookie and without X-Requested-With: what a cross-site link or form sends. */
function crossSite(method: string, url: string, headers: Record<string, string> = {}): Promise<Res> {
  return t.inject({ method, url, headers: { ...en, cookie, ...headers }, noCsrfHeader: true });
}

/** A request whose target is in absolute form (`GET http://host/path HTTP/1.1`), which Node and Fastify accept. */
function absoluteForm(method: string, path: string): Promise<{ statusCode: number; body: string }> {
  const port = portOf(t);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: `http://127.0.0.1:${port}${path}`, headers: { ...en, cookie } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The same path spelled differently: each reaches the same route in Fastify's router as the plain spelling. */
const ROUTED_SPELLINGS: Array<[string, (path: string) => string]> = [
  ['plain', (p) => p],
  [
    'a letter of the last segment percent-encoded',
    (p) => p.replace(/\/([a-z])([^/]*)$/, (_, c: string, rest: string) => `/%${c.charCodeAt(0).toString(16)}${rest}`),
  ],
  [
    'an upper-case escape',
    (p) =>
      p.replace(
        /\/([a-z])([^/]*)$/,
        (_, c: string, rest: string) => `/%${c.charCodeAt(0).toString(16).toUpperCase()}${rest}`,
      ),
  ],
  [
    'every letter of the last segment encoded',
    (p) => p.replace(/[^/]+$/, (seg) => [...seg].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')),
  ],
  ['/api encoded', (p) => p.replace(/^\/api\//, '/%61pi/')],
  ['a trailing slash', (p) => `${p}/`],
  ['an empty query', (p) => `${p}?`],
  ['a query', (p) => `${p}?x=1`],
  ['a fragment', (p) => `${p}#x`],
];

/**
 * Spellings Fastify's router does not resolve to the route: they must not reach its handler either (a 4xx: refused,
 * not found, or another route's answer to a bad parameter, as `16%2Fview` is the id of GET /video_experience/:id).
 */
const UNROUTED_SPELLINGS: Array<[string, (path: string) => string]> = [
  ['a doubled slash', (p) => p.replace(/\/([^/]+)$/, '//$1')],
  ['a leading doubled slash', (p) => `/${p}`],
  ['upper case', (p) => p.replace(/[^/]+$/, (seg) => seg.toUpperCase())],
  ['an encoded slash', (p) => p.replace(/\/([^/]+)$/, '%2F$1')],
  ['a dot segment', (p) => p.replace(/\/([^/]+)$/, '/./$1')],
];

const experience = async (id: number) =>
  t.app.db.selectFrom('experiences').select('views_count').where('id', '=', id).executeTakeFirstOrThrow();
const historyIds = async () =>
  (await t.app.db.selectFrom('view_history').select('experience_id').where('user_id', '=', userId).execute()).map(
    (r) => r.experience_id,
  );
const signedIn = async () => (await t.inject({ url: '/api/v1/user/me', headers: { cookie } })).statusCode === 200;

/** Every state-changing GET, and a sample of the POST/PUT/DELETE calls, with what each would have changed. */
const STATE_CHANGING: Array<{ method: string; path: string; effect: () => Promise<unknown> }> = [
  { method: 'GET', path: '/api/v1/user/me/logout', effect: signedIn },
  { method: 'HEAD', path: '/api/v1/user/me/logout', effect: signedIn },
  {
    method: 'GET',
    path: '/api/v1/video_experience/16/view',
    effect: async () => [await historyIds(), (await experience(16)).views_count],
  },
  {
    method: 'HEAD',
    path: '/api/v1/video_experience/17/view',
    effect: async () => [await historyIds(), (await experience(17)).views_count],
  },
  {
    method: 'POST',
    path: '/api/v1/user/me/video_experience/like/7',
    effect: async () =>
      (await t.app.db.selectFrom('experience_likes').select('experience_id').where('user_id', '=', userId).execute())
        .length,
  },
  {
    method: 'PUT',
    path: '/api/v1/user/me/video_experience/history_settings',
    effect: async () =>
      (await t.app.db.selectFrom('user_settings').selectAll().where('user_id', '=', userId).executeTakeFirst()) ?? null,
  },
  {
    method: 'DELETE',
    path: '/api/v1/user/me/video_experience/history',
    effect: historyIds,
  },
];

describe('the CSRF check follows the route, not the spelling of the URL', () => {
  beforeAll(async () => {
    // something in the history for the DELETE to clear
    await t.inject({ url: '/api/v1/video_experience/18/view', headers: { cookie } });
    expect(await historyIds()).toEqual([18]);
  });

  describe.each(STATE_CHANGING)('$method $path', ({ method, path, effect }) => {
    let plain: Res;
    let before: unknown;
    beforeAll(async () => {
      before = await effect();
      plain = await crossSite(method, path);
      expect(plain.statusCode).toBe(403);
    });

    it.each(ROUTED_SPELLINGS)('%s: the same refusal as the plain spelling, nothing changed', async (_, spell) => {
      const res = await crossSite(method, spell(path));
      expect(res.statusCode).toBe(plain.statusCode);
      expect(res.body).toBe(plain.body);
      expect(await effect()).toEqual(before);
    });

    it.each(UNROUTED_SPELLINGS)('%s: a client error, nothing changed', async (_, spell) => {
      const res = await crossSite(method, spell(path));
      expect(Math.floor(res.statusCode / 100)).toBe(4);
      expect(await effect()).toEqual(before);
    });

    it('the absolute form of the request target: the same refusal, nothing changed', async () => {
      const res = await absoluteForm(method, path);
      expect(res.statusCode).toBe(plain.statusCode);
      expect(res.body).toBe(plain.body);
      expect(await effect()).toEqual(before);
    });

    it('from another website (Origin), without the header: refused, nothing changed', async () => {
      const res = await crossSite(method, ROUTED_SPELLINGS[1][1](path), { origin: 'https://evil.example' });
      expect(res.statusCode).toBe(403);
      expect(await effect()).toEqual(before);
    });
  });

  it('an encoded spelling with the header reaches the handler (the table above tests the real route)', async () => {
    const view = await t.inject({ url: '/api/v1/video_experience/16/%76iew', headers: { cookie } });
    expect(view.statusCode).toBe(200);
    expect(await historyIds()).toContain(16);
    const logout = await t.inject({ url: '/api/v1/user/me/%6cogout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(await signedIn()).toBe(false);
    expect(body(logout).code).toBe(200);
  });
});
