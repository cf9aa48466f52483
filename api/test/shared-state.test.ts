import type { User } from 'contract';
import { DEFAULT_RATE_LIMITS } from '../src/config';
import { ADMIN_EMAIL, ADMIN_PASSWORD, body, buildTestAppPair, createUser, login, type TestApp } from './helpers';
import { startSmtp } from './accounts-helpers';

/**
 * Two API instances on one database (two pools on one PostgreSQL in the PostgreSQL run; one PGlite otherwise),
 * the way several API processes run behind the load balancer: whatever one of them counts or starts, the other
 * sees.
 */
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let pair: Awaited<ReturnType<typeof buildTestAppPair>>;
let a: TestApp;
let b: TestApp;
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  smtp = await startSmtp();
  pair = await buildTestAppPair({
    mail: smtp.config,
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      rules: { ...DEFAULT_RATE_LIMITS.rules, signup: { ip: { windowMs: 60_000, soft: 100, hard: 3 } } },
    },
  });
  [a, b] = pair.apps;
});
afterAll(async () => {
  await pair?.close();
  await smtp?.close();
});

describe('two API processes on one database', () => {
  it('count rate limits together: the limit is reached across both, and both refuse past it', async () => {
    const signUp = (app: TestApp, n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/user/email_sign_up',
        payload: { email: `shared-limit-${n}@example.com`, password: 'shared limit pass' },
        headers: en,
      });
    expect((await signUp(a, 1)).statusCode).toBe(200);
    expect((await signUp(b, 2)).statusCode).toBe(200);
    expect((await signUp(a, 3)).statusCode).toBe(200);
    // each process alone has seen at most two sign-ups: only the shared count knows this is the fourth
    const refusedOnB = await signUp(b, 4);
    expect(refusedOnB.statusCode).toBe(429);
    expect(body(refusedOnB).message).toMatch(/^Too many attempts/);
    expect((await signUp(a, 5)).statusCode).toBe(429);
  });

  it('share sessions: signed in on one, signed in on the other; signed out on one, out on both', async () => {
    const { cookie } = await login(a, ADMIN_EMAIL, ADMIN_PASSWORD);
    const onB = await b.inject({ url: '/api/v1/user/me', headers: { cookie } });
    expect(onB.statusCode).toBe(200);
    expect(body<User>(onB).data!.email).toBe(ADMIN_EMAIL);
    expect((await b.inject({ url: '/api/v1/user/me/logout', headers: { cookie } })).statusCode).toBe(200);
    expect((await a.inject({ url: '/api/v1/user/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('share the history pause: paused on one, the other records no view; resumed on one, the other records', async () => {
    await createUser(a.app, 'shared-pause@example.com', 'shared-pause-pass');
    const { cookie } = await login(a, 'shared-pause@example.com', 'shared-pause-pass');
    const settings = '/api/v1/user/me/video_experience/history_settings';
    const history = async () =>
      body<Array<{ id: number }>>(
        await a.inject({ url: '/api/v1/user/me/video_experience/history/1', headers: { cookie } }),
      ).data!.map((e) => e.id);
    expect(
      (await a.inject({ method: 'PUT', url: settings, headers: { cookie }, payload: { paused: true } })).statusCode,
    ).toBe(200);
    expect((await b.inject({ url: '/api/v1/video_experience/21/view', headers: { cookie } })).statusCode).toBe(200);
    expect(await history()).toEqual([]);
    expect(
      (await a.inject({ method: 'PUT', url: settings, headers: { cookie }, payload: { paused: false } })).statusCode,
    ).toBe(200);
    expect((await b.inject({ url: '/api/v1/video_experience/21/view', headers: { cookie } })).statusCode).toBe(200);
    expect(await history()).toEqual([21]);
  });
});
