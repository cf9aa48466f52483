import { DEFAULT_RATE_LIMITS } from '../src/config';
import { body, buildTestApp, createUser, type TestApp } from './helpers';
import { linkIn, startSmtp } from './accounts-helpers';

const SITE = 'http://site.test';
const en = { 'accept-language': 'en' };
const DEAD_LINK = 'This password-reset link is not valid or has expired. Please ask for a new one.';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildTestApp({ mail: smtp.config, siteUrl: SITE });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (app: TestApp, url: string, payload: unknown) =>
  app.inject({ method: 'POST', url: `/api/v1/user/${url}`, payload, headers: en });
const check = (token: unknown, app = t) => post(app, 'reset_password/check', { token });

/** A reset link's token, mailed as a user who forgot their password gets it. */
async function mailedToken(email: string): Promise<string> {
  const before = smtp.mails.length;
  expect((await post(t, 'forgot_password', { email, recaptchaToken: 'dev' })).statusCode).toBe(200);
  const mail = await smtp.waitFor((m) => smtp.mails.indexOf(m) >= before && m.to === email);
  return linkIn(mail, SITE).split('/').pop()!;
}

describe('POST /user/reset_password/check: a reset link checked on opening, without spending it', () => {
  const email = 'checks-link@example.com';
  beforeAll(async () => {
    await createUser(t.app, email, 'old forgotten pass');
  });

  it('a fresh link passes as often as it is opened, and still resets the password once', async () => {
    const token = await mailedToken(email);
    for (let i = 0; i < 2; i++) {
      const res = await check(token);
      expect(res.statusCode).toBe(200);
      expect(body(res).code).toBe(200);
    }
    expect((await post(t, 'reset_password', { token, password: 'brand new secret' })).statusCode).toBe(200);
    const used = await check(token);
    expect(used.statusCode).toBe(400);
    expect(body(used).message).toBe(DEAD_LINK);
  });

  it('unknown, malformed, replaced and expired tokens all get the same answer', async () => {
    const replaced = await mailedToken(email);
    const current = await mailedToken(email); // only the newest link works
    const answers = [await check('A'.repeat(43)), await check('not-a-token'), await check(replaced)];
    await t.app.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('purpose', '=', 'reset')
      .execute();
    answers.push(await check(current));
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({ code: 400, message: DEAD_LINK });
    }
  });

  it('a link issued to an address the account no longer has is dead', async () => {
    const moving = 'moves-away@example.com';
    const userId = await createUser(t.app, moving, 'moving house pass');
    const token = await mailedToken(moving);
    await t.app.db.updateTable('users').set({ email: 'moved@example.com' }).where('id', '=', userId).execute();
    expect((await check(token)).statusCode).toBe(400);
  });

  it('no token or a huge one is a 400, never a crash', async () => {
    expect((await post(t, 'reset_password/check', {})).statusCode).toBe(400);
    expect((await check('x'.repeat(10_000))).statusCode).toBe(400);
    expect((await check(42)).statusCode).toBe(400);
  });

  it('counts against the resets’ limit: 429 with Retry-After once it is used up', async () => {
    const limited = await buildTestApp({
      mail: smtp.config,
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        rules: { ...DEFAULT_RATE_LIMITS.rules, reset: { ip: { windowMs: 60_000, soft: 2, hard: 2 } } },
      },
    });
    try {
      expect((await check('A'.repeat(43), limited)).statusCode).toBe(400);
      expect(
        (await post(limited, 'reset_password', { token: 'A'.repeat(43), password: 'another secret' })).statusCode,
      ).toBe(400);
      const refused = await check('A'.repeat(43), limited);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
