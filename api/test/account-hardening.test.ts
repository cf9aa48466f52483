import type { User } from 'contract';
import { createSession } from '../src/auth/session';
import Fastify from 'fastify';
import { RateLimiter, registerRateLimit } from '../src/auth/rate-limit';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../src/config';
import { FRESH_SIGN_IN_MS } from '../src/services/accounts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/db/seed';
import { body, buildTestApp, createUser, login, type Res, type TestApp } from './helpers';
import { linkIn, startHttp, startSmtp } from './accounts-helpers';

const SITE = 'http://site.test';
const en = { 'accept-language': 'en' };
const zh = { 'accept-language': 'zh-Hant-TW' };
let smtp: Awaited<ReturnType<typeof startSmtp>>;
/** the app of the tests that need no settings of their own and count no mails */
let shared: TestApp;
let seq = 0;
const freshEmail = () => `hardening${++seq}-${Date.now()}@example.com`;

// tests that count mails build an app of their own (its mailer flushes when it closes): on PostgreSQL each is a
// new database, migrated and seeded, which takes a while on a busy machine
jest.setTimeout(240_000);

beforeAll(async () => {
  smtp = await startSmtp();
  shared = await buildTestApp({ mail: smtp.config, siteUrl: SITE });
});
afterAll(async () => {
  await shared?.close();
  await smtp?.close();
});

/** A test app of its own (its mails are all sent by the time `close` resolves: the mailer flushes on close). */
async function withApp<T>(config: Parameters<typeof buildTestApp>[0], run: (t: TestApp) => Promise<T>): Promise<T> {
  const t = await buildTestApp({ mail: smtp.config, siteUrl: SITE, ...config });
  try {
    return await run(t);
  } finally {
    await t.close();
  }
}

const putMe = (t: TestApp, cookie: string, payload: unknown, headers: Record<string, string> = en) =>
  t.inject({ method: 'PUT', url: '/api/v1/user/me', payload, headers: { ...headers, cookie } });
const mailsTo = (address: string) => smtp.mails.filter((m) => m.to === address);
const answerOf = (res: Res): [number, string | undefined] => [res.statusCode, body(res).message];

describe('changing the e-mail address proves who is asking', () => {
  it('needs the current password: none or a wrong one → 400 in the caller’s language, nothing changed, no mail', async () => {
    const email = freshEmail();
    const next = freshEmail();
    await withApp({}, async (t) => {
      await createUser(t.app, email, 'the owner password');
      const { cookie } = await login(t, email, 'the owner password');
      const none = await putMe(t, cookie, { email: next });
      expect(none.statusCode).toBe(400);
      expect(body(none).message).toBe('Please enter your current password to change your e-mail address.');
      const noneZh = await putMe(t, cookie, { email: next }, zh);
      expect(body(noneZh).message).toBe('變更電子郵件地址前，請輸入目前的密碼。');
      const wrong = await putMe(t, cookie, { email: next, current_password: 'a stolen session only' });
      expect(wrong.statusCode).toBe(400);
      expect(body(wrong).message).toBe('The current password is not correct.');
      const me = body<User>(await t.inject({ url: '/api/v1/user/me', headers: { cookie } })).data!;
      expect(me).toMatchObject({ email, unverified_email: null });
      // a name change needs no password
      expect((await putMe(t, cookie, { display_name: 'Renamed' })).statusCode).toBe(200);
      const right = await putMe(t, cookie, { email: next, currentPassword: 'the owner password' });
      expect(right.statusCode).toBe(200);
      expect(body<User>(right).data).toMatchObject({ email, unverified_email: next });
    });
    // only the accepted change sent mail: the link to the new address and the notice to the old one
    expect(mailsTo(next)).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('an account without a password (social sign-in) needs a sign-in of the last few minutes', async () => {
    const t = shared;
    const user = await t.app.db
      .insertInto('users')
      .values({
        display_name: 'Social Sam',
        email: null,
        unverified_email: null,
        social_email: 'sam@social.example',
        avatar: null,
        password_hash: null,
        is_verified: true,
        social_provider: 'google',
        social_provider_id: `g-${Date.now()}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const signedInAt = (msAgo: number) => new Date(Date.now() - msAgo);
    const stale = await createSession(t.app.db, user.id, false, signedInAt(FRESH_SIGN_IN_MS + 60_000));
    const fresh = await createSession(t.app.db, user.id, false, signedInAt(60_000));
    const next = freshEmail();
    const old = await putMe(t, `sid=${stale.token}`, { email: next });
    expect(old.statusCode).toBe(403);
    expect(body(old).message).toBe(
      'For your security, please sign in again, then change your e-mail address within 5 minutes.',
    );
    expect(body(await putMe(t, `sid=${stale.token}`, { email: next }, zh)).message).toBe(
      '為了保護您的帳號，請重新登入，並在 5 分鐘內變更電子郵件地址。',
    );
    const ok = await putMe(t, `sid=${fresh.token}`, { email: next });
    expect(ok.statusCode).toBe(200);
    expect(body<User>(ok).data!.unverified_email).toBe(next);
  });
});

describe('mail flooding: every mail-sending path is limited per account and per IP', () => {
  it('a burst of 41 e-mail changes: the 41st is refused 429 in the caller’s language, and refused ones send nothing', async () => {
    const email = freshEmail();
    const targets: string[] = [];
    const answers: number[] = [];
    let last: Awaited<ReturnType<TestApp['inject']>> | undefined;
    await withApp({}, async (t) => {
      await createUser(t.app, email, 'flood owner password');
      const { cookie } = await login(t, email, 'flood owner password');
      for (let i = 0; i < 41; i++) {
        const target = `flood-${i}-${email}`;
        targets.push(target);
        last = await putMe(t, cookie, { email: target, current_password: 'flood owner password' }, i === 40 ? zh : en);
        answers.push(last.statusCode);
      }
    });
    const accepted = answers.filter((s) => s === 200).length;
    expect(accepted).toBe(DEFAULT_RATE_LIMITS.rules.mail.account!.hard);
    expect(answers.slice(accepted).every((s) => s === 429)).toBe(true);
    expect(last!.statusCode).toBe(429);
    expect(body(last!).message).toMatch(/^嘗試次數過多，請等待 \d+ 分鐘後再試。$/);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    // one verification mail per accepted change and one notice each to the old address; nothing for the refused
    expect(targets.slice(0, accepted).every((to) => mailsTo(to).length === 1)).toBe(true);
    expect(targets.slice(accepted).some((to) => mailsTo(to).length > 0)).toBe(false);
    expect(mailsTo(email)).toHaveLength(accepted);
  });

  it('one IP has one mail budget across sign-up, resend, forgot password and e-mail change', async () => {
    const limits: RateLimitSettings = {
      ...DEFAULT_RATE_LIMITS,
      rules: { ...DEFAULT_RATE_LIMITS.rules, mail: { ip: { windowMs: 3_600_000, soft: 100, hard: 3 } } },
    };
    const signUpEmail = freshEmail();
    const changeTo = freshEmail();
    const mover = freshEmail();
    await withApp({ rateLimits: limits }, async (t) => {
      await createUser(t.app, mover, 'mover password 1');
      const moverCookie = (await login(t, mover, 'mover password 1')).cookie;
      const signUp = await t.inject({
        method: 'POST',
        url: '/api/v1/user/email_sign_up',
        payload: { email: signUpEmail, password: 'budget sign up' },
      });
      expect(signUp.statusCode).toBe(200);
      const cookie = `sid=${signUp.cookies.find((c) => c.name === 'sid')!.value}`;
      const resend = await t.inject({ method: 'PUT', url: '/api/v1/user/me/resend_verify_email', headers: { cookie } });
      expect(resend.statusCode).toBe(200);
      const forgot = await t.inject({
        method: 'POST',
        url: '/api/v1/user/forgot_password',
        payload: { email: DEMO_EMAIL, recaptchaToken: 'x' },
      });
      expect(forgot.statusCode).toBe(200);
      const change = await putMe(t, moverCookie, { email: changeTo, current_password: 'mover password 1' });
      expect(change.statusCode).toBe(429);
      expect(body(change).message).toMatch(/^Too many attempts/);
      const me = body<User>(await t.inject({ url: '/api/v1/user/me', headers: { cookie: moverCookie } })).data!;
      expect(me.unverified_email).toBeNull();
    });
    expect(mailsTo(signUpEmail)).toHaveLength(2);
    expect(mailsTo(changeTo)).toHaveLength(0);
    expect(mailsTo(mover)).toHaveLength(0);
  });

  it('the "password changed" notice counts in the account’s mail budget: past it the change is refused, nothing changed, no mail', async () => {
    const limits: RateLimitSettings = {
      ...DEFAULT_RATE_LIMITS,
      rules: {
        ...DEFAULT_RATE_LIMITS.rules,
        mail: {
          ip: { windowMs: 3_600_000, soft: 100, hard: 100 },
          account: { windowMs: 3_600_000, soft: 100, hard: 1 },
        },
      },
    };
    const email = freshEmail();
    await withApp({ rateLimits: limits }, async (t) => {
      await createUser(t.app, email, 'first password 1');
      const change = async (cookie: string, from: string, to: string) =>
        t.inject({
          method: 'PUT',
          url: '/api/v1/user/me/change_password',
          payload: { current_password: from, new_password: to },
          headers: { ...en, cookie },
        });
      const first = await change(
        (await login(t, email, 'first password 1')).cookie,
        'first password 1',
        'second password 2',
      );
      expect(first.statusCode).toBe(200);
      const second = await change(
        (await login(t, email, 'second password 2')).cookie,
        'second password 2',
        'third password 3',
      );
      expect(second.statusCode).toBe(429);
      expect(body(second).message).toMatch(/^Too many attempts/);
      // the password is the one the first change set
      expect((await login(t, email, 'second password 2')).cookie).toMatch(/^sid=/);
    });
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('a display name that is a web address is not carried into the mails', async () => {
    const email = freshEmail();
    const next = freshEmail();
    await withApp({}, async (t) => {
      await createUser(t.app, email, 'linky name pass');
      const { cookie } = await login(t, email, 'linky name pass');
      expect((await putMe(t, cookie, { display_name: 'https://evil.example/claim' })).statusCode).toBe(200);
      expect((await putMe(t, cookie, { email: next, current_password: 'linky name pass' })).statusCode).toBe(200);
    });
    for (const mail of [...mailsTo(next), ...mailsTo(email)]) {
      expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
      expect(mail.text.split('\n')[0]).toBe('您好：');
    }
    expect(mailsTo(next)).toHaveLength(1);
  });
});

describe('wrong passwords slow the guesser and ask for a captcha; the owner is never locked out', () => {
  it('after ten wrong passwords from one IP, the owner signs in from another with a solved captcha', async () => {
    const siteverify = await startHttp((_req, raw) => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      return { json: { success: form.response === 'solved-by-a-human' } };
    });
    try {
      await withApp(
        {
          trustProxy: true,
          recaptcha: { secret: 'captcha-secret', verifyUrl: `${siteverify.url}/recaptcha/api/siteverify` },
          rateLimits: { ...DEFAULT_RATE_LIMITS, delayStepMs: 1, maxDelayMs: 5 },
        },
        async (t) => {
          const signIn = (ip: string, password: string, recaptchaToken?: string) =>
            t.inject({
              method: 'POST',
              url: '/api/v1/user/email_login',
              payload: { email: DEMO_EMAIL, password, ...(recaptchaToken ? { recaptchaToken } : {}) },
              headers: { ...en, 'x-forwarded-for': ip },
            });
          const attacker = '203.0.113.9';
          const owner = '198.51.100.7';
          const failures = DEFAULT_RATE_LIMITS.loginCaptcha.failures;
          for (let i = 0; i < failures; i++) expect((await signIn(attacker, `guess ${i}`)).statusCode).toBe(401);
          // from now on every sign-in to the account needs a captcha: a script's guesses stop here
          for (let i = failures; i < 10; i++) {
            const guess = await signIn(attacker, `guess ${i}`);
            expect(guess.statusCode).toBe(400);
            expect(body(guess).message).toBe(
              'Too many wrong passwords for this account: please complete the "I am not a robot" check to sign in.',
            );
          }
          expect((await signIn(attacker, DEMO_PASSWORD)).statusCode).toBe(400);
          expect((await signIn(attacker, DEMO_PASSWORD, 'a-robot-guess')).statusCode).toBe(400);
          // the owner: asked for the captcha, then signed in
          const asked = await signIn(owner, DEMO_PASSWORD);
          expect(asked.statusCode).toBe(400);
          const ownerIn = await signIn(owner, DEMO_PASSWORD, 'solved-by-a-human');
          expect(ownerIn.statusCode).toBe(200);
          expect(body<User>(ownerIn).data!.email).toBe(DEMO_EMAIL);
        },
      );
    } finally {
      await siteverify.close();
    }
  });

  it('one IP guessing at one account is slowed a little more at each failure past the soft limit, then refused', async () => {
    const t = shared;
    const waits: number[] = [];
    const settings: RateLimitSettings = {
      ...DEFAULT_RATE_LIMITS,
      loginCaptcha: { windowMs: 60_000, failures: 6 },
      rules: {
        ...DEFAULT_RATE_LIMITS.rules,
        login: {
          ip: { windowMs: 60_000, soft: 100, hard: 100 },
          ipAccount: { windowMs: 60_000, soft: 2, hard: 4 },
        },
      },
    };
    // the limiter on a server of its own (the API's plugin and store, the shared app's database), whose clients
    // come from the addresses X-Forwarded-For names; its soft delays are recorded instead of waited
    const server = Fastify({ trustProxy: true });
    server.decorate('db', t.app.db);
    await registerRateLimit(server);
    const limiter = new RateLimiter(server, settings, { sleep: async (ms) => void waits.push(ms) });
    server.post('/attempt', async (req) => {
      await limiter.check('login', req, 'victim@example.com');
      await limiter.hit('login', req, 'victim@example.com');
      return { captcha: await limiter.captchaNeeded(req, 'Victim@example.com ') };
    });
    const url = await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const attempt = async (ip: string) => {
        const res = await fetch(`${url}/attempt`, { method: 'POST', headers: { 'x-forwarded-for': ip } });
        return { status: res.status, retryAfter: res.headers.get('retry-after'), ...(await res.json()) };
      };
      for (let i = 0; i < 4; i++) expect((await attempt('203.0.113.1')).status).toBe(200);
      expect(waits).toEqual([400, 800]);
      expect(await attempt('203.0.113.1')).toMatchObject({ status: 429 });
      // another IP on the same account (its owner) is neither slowed nor refused
      // the account's failures, from every IP, decide the captcha: 4 + 1 so far, then 6
      expect(await attempt('198.51.100.2')).toMatchObject({ status: 200, captcha: false });
      expect(waits).toEqual([400, 800]);
      expect(await attempt('198.51.100.2')).toMatchObject({ status: 200, captcha: true });
    } finally {
      await server.close();
    }
  });
});

describe('forgot password: a stranger cannot spend the owner’s allowance', () => {
  const stranger = '203.0.113.9';
  const owner = '198.51.100.7';
  const forgotFrom = (t: TestApp, ip: string, email: string) =>
    t.inject({
      method: 'POST',
      url: '/api/v1/user/forgot_password',
      payload: { email, recaptchaToken: 'x' },
      headers: { ...en, 'x-forwarded-for': ip },
    });
  const quick = { ...DEFAULT_RATE_LIMITS, delayStepMs: 1, maxDelayMs: 5 };

  it('five requests from a stranger’s address, then the owner’s from another: the owner still gets a mail; every answer is the same', async () => {
    const email = freshEmail();
    const answers = await withApp({ trustProxy: true, rateLimits: quick }, async (t) => {
      await createUser(t.app, email, 'owner password 1');
      const out: Array<[number, string | undefined]> = [];
      for (let i = 0; i < 5; i++) out.push(answerOf(await forgotFrom(t, stranger, email)));
      out.push(answerOf(await forgotFrom(t, stranger, `nobody-${email}`)));
      out.push(answerOf(await forgotFrom(t, owner, email)));
      return out;
    });
    // an address with an account, one without, the stranger held back or not: one answer
    expect(answers).toEqual(answers.map(() => [200, answers[0][1]]));
    expect(answers[0][1]).toMatch(/^If an account exists for this address/);
    // the stranger's address had three mails sent (the rest held back quietly), the owner's one more
    const perAddress = DEFAULT_RATE_LIMITS.resetMails.perAddress;
    expect(mailsTo(email)).toHaveLength(perAddress + 1);
  });

  it('past the account’s cap from many addresses nothing more is sent, and the newest link still works', async () => {
    const email = freshEmail();
    const { perAddress, perAccount } = DEFAULT_RATE_LIMITS.resetMails;
    const resetMails = () => mailsTo(email).filter((m) => m.text.includes(`${SITE}/reset-password/`));
    await withApp({ trustProxy: true, rateLimits: quick }, async (t) => {
      await createUser(t.app, email, 'owner password 2');
      const addresses = Math.ceil(perAccount / perAddress) + 1;
      for (let a = 0; a < addresses; a++)
        for (let i = 0; i < perAddress; i++)
          expect((await forgotFrom(t, `203.0.113.${20 + a}`, email)).statusCode).toBe(200);
      expect((await forgotFrom(t, owner, email)).statusCode).toBe(200);
      await smtp.waitFor(() => resetMails().length === perAccount);
      const token = linkIn(resetMails().at(-1)!, SITE).split('/').pop()!;
      const reset = await t.inject({
        method: 'POST',
        url: '/api/v1/user/reset_password',
        payload: { token, password: 'a brand new passphrase' },
        headers: { ...en, 'x-forwarded-for': owner },
      });
      expect(reset.statusCode).toBe(200);
    });
    expect(resetMails()).toHaveLength(perAccount);
  });
});

describe('smaller defects', () => {
  it('GET /video_experience/{id}/view changes state only with the site’s custom header', async () => {
    const t = shared;
    const views = async () =>
      (await t.app.db.selectFrom('experiences').select('views_count').where('id', '=', 10).executeTakeFirstOrThrow())
        .views_count;
    const before = await views();
    const crossSite = await t.inject({ url: '/api/v1/video_experience/10/view', noCsrfHeader: true, headers: en });
    expect(crossSite.statusCode).toBe(403);
    expect(body(crossSite).message).toMatch(/missing X-Requested-With header/);
    expect(await views()).toBe(before);
    const fromSite = await t.inject({ url: '/api/v1/video_experience/10/view' });
    expect(fromSite.statusCode).toBe(200);
    expect(await views()).toBe(before + 1);
  });

  it('a verify link with a tampered user id spends nothing: the genuine link still works after it', async () => {
    const t = shared;
    const email = freshEmail();
    const signUp = await t.inject({
      method: 'POST',
      url: '/api/v1/user/email_sign_up',
      payload: { email, password: 'tampered link pass' },
    });
    expect(signUp.statusCode).toBe(200);
    const link = linkIn(await smtp.waitFor((m) => m.to === email), SITE);
    const [id, exp, secret] = link.replace(`${SITE}/email-verify/`, '').split('/');
    const tampered = [`${Number(id) + 1}/${exp}/${secret}`, `${id}/${(parseInt(exp, 36) + 1).toString(36)}/${secret}`];
    for (const path of tampered) {
      expect((await t.inject({ url: `/api/v1/user/verify/${path}/` })).statusCode).toBe(400);
    }
    const genuine = await t.inject({ url: `/api/v1/user/verify/${id}/${exp}/${secret}/` });
    expect(genuine.statusCode).toBe(200);
    expect(body<User>(genuine).data).toMatchObject({ email, verified: true });
  });
});
