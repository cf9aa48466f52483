// The shell's /api proxy in front of the real API: a state-changing GET spelled another way is refused as its plain
// spelling is, whichever server decodes the URL.
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createUser, login, type TestApp } from '../../api/test/helpers';
import { portOf, request, writeBuild } from '../../site-server/testing/http';
import { createShellServer } from './app';

let api: TestApp;
let shell: FastifyInstance;
let build: { dir: string; parent: string };
let cookie: string;
let userId: number;

beforeAll(async () => {
  api = await buildTestApp();
  userId = await createUser(api.app, 'proxy-csrf@example.com', 'proxy-csrf-pass', 'Proxy');
  cookie = (await login(api, 'proxy-csrf@example.com', 'proxy-csrf-pass')).cookie;
  build = writeBuild({ 'index.html': '<!doctype html><html><head><title>t</title></head><body></body></html>' });
  shell = await createShellServer({
    root: build.dir,
    apiTarget: `http://127.0.0.1:${portOf(api.app.server)}`,
    siteUrl: 'http://localhost',
    remotesFile: `${build.parent}/remotes.json`,
    remotePorts: {},
    logger: false,
  });
  await shell.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await shell?.close();
  await api?.close();
  rmSync(build.parent, { recursive: true, force: true });
});

/** Through the shell, with the session cookie, from another website, without X-Requested-With. */
const crossSite = (path: string) =>
  request(portOf(shell.server), {
    path,
    headers: { cookie, origin: 'https://evil.example', 'accept-language': 'en' },
  });

const signedIn = async () => (await api.inject({ url: '/api/v1/user/me', headers: { cookie } })).statusCode === 200;
const history = async () =>
  (await api.app.db.selectFrom('view_history').select('experience_id').where('user_id', '=', userId).execute()).map(
    (r) => r.experience_id,
  );

describe.each([
  ['/api/v1/user/me/logout', ['/api/v1/user/me/%6cogout', '/api/v1/user/me/logout/', '/%61pi/v1/user/me/logout']],
  [
    '/api/v1/video_experience/16/view',
    ['/api/v1/video_experience/16/%76iew', '/api/v1/video_experience/16/view/', '/api/v1/video_experience/%31%36/view'],
  ],
])('%s through the shell', (plainPath, spellings) => {
  it.each(spellings)('%s: the same refusal as the plain spelling, nothing changed', async (path) => {
    const plain = await crossSite(plainPath);
    expect(plain.status).toBe(403);
    const res = await crossSite(path);
    expect([res.status, res.body.toString('utf8')]).toEqual([plain.status, plain.body.toString('utf8')]);
    expect(await signedIn()).toBe(true);
    expect(await history()).toEqual([]);
  });
});
