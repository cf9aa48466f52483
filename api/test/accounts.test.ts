import type { User } from 'contract';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/db/seed';
import { isCommonPassword } from '../src/auth/common-passwords';
import { ADMIN_EMAIL, ADMIN_PASSWORD, body, buildTestApp, createUser, login, type Res, type TestApp } from './helpers';
import { linkIn, startHttp, startSmtp } from './accounts-helpers';

const SITE = 'http://site.test';
const en = { 'accept-language': 'en' };
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

const post = (url: string, payload: unknown, headers: Record<string, string> = en) =>
  t.inject({ method: 'POST', url: `/api/v1/user/${url}`, payload, headers });
const put = (url: string, payload: unknown, cookie: string, headers: Record<string, string> = en) =>
  t.inject({ method: 'PUT', url: `/api/v1/user/${url}`, payload, headers: { ...headers, cookie } });
const me = (cookie: string) => t.inject({ url: '/api/v1/user/me', headers: { cookie } });
const sidOf = (res: Res) => {
  const sid = res.cookies.find((c) => c.name === 'sid' && c.value);
  if (!sid) throw new Error(`no session cookie: ${res.statusCode} ${res.body}`);
  return `sid=${sid.value}`;
};
const userCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/** the API path of a verification link from a mail */
const verifyPath = (link: string) => `/api/v1/user/verify/${link.replace(`${SITE}/email-verify/`, '')}/`;
let seq = 0;
const freshEmail = () => `traveller${++seq}-${Date.now()}@example.com`;

describe('CSRF: custom header + origin check on state-changing requests', () => {
  it('refuses a POST without X-Requested-With with a clear 403, and changes nothing', async () => {
    const before = await userCount();
    const res = await t.inject({
      method: 'POST',
      url: '/api/v1/user/email_sign_up',
      payload: { email: freshEmail(), password: 'a good long passphrase' },
      headers: en,
      noCsrfHeader: true,
    });
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe(
      'This request was refused: it did not come from the site (missing X-Requested-With header).',
    );
    expect(res.cookies).toHaveLength(0);
    expect(await userCount()).toBe(before);
    const zh = await t.inject({ method: 'PUT', url: '/api/v1/user/me', payload: {}, noCsrfHeader: true });
    expect(zh.statusCode).toBe(403);
    expect(body(zh).message).toMatch(/已拒絕此請求/);
  });

  it('refuses a request from another website (Origin), accepts the site itself', async () => {
    const evil = await post('user_exists', { email: DEMO_EMAIL }, { ...en, origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(body(evil).message).toBe('This request was refused: it came from another website.');
    const ok = await post('user_exists', { email: DEMO_EMAIL }, { ...en, origin: SITE });
    expect(ok.statusCode).toBe(200);
  });

  it('logout (a GET that changes state) needs the header too; safe GETs do not', async () => {
    const { cookie } = await login(t, DEMO_EMAIL, DEMO_PASSWORD);
    const refused = await t.inject({ url: '/api/v1/user/me/logout', headers: { cookie }, noCsrfHeader: true });
    expect(refused.statusCode).toBe(403);
    expect((await t.inject({ url: '/api/v1/user/me', headers: { cookie }, noCsrfHeader: true })).statusCode).toBe(200);
  });
});

describe('sign-up → verification mail → verify once', () => {
  it('creates the account, signs in, sends the mail in the caller language; the link works once', async () => {
    const email = freshEmail();
    const res = await post('email_sign_up', { email: email.toUpperCase(), password: 'correct horse battery' });
    expect(res.statusCode).toBe(200);
    const user = body<User>(res).data!;
    expect(user).toMatchObject({
      email,
      unverified_email: email,
      shown_email: email,
      verified: false,
      is_verified: false,
      new_user: true,
      is_email_user: true,
      interface_language: 'en',
      email_before_change: null,
    });
    const cookie = sidOf(res);
    expect((await me(cookie)).statusCode).toBe(200);

    const mail = await smtp.waitFor((m) => m.to === email);
    expect(mail.subject).toBe('Confirm your e-mail address');
    const link = linkIn(mail, SITE);
    expect(link).toMatch(new RegExp(`^${SITE}/email-verify/${user.id}/[0-9a-z]+/[A-Za-z0-9_-]{43}$`));
    // only the hash of the secret is stored
    const secret = link.split('/').pop()!;
    const rows = await t.app.db.selectFrom('account_tokens').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(secret);

    const verified = await t.inject({ url: verifyPath(link), headers: en });
    expect(verified.statusCode).toBe(200);
    expect(body<User>(verified).data).toMatchObject({ verified: true, is_verified: true, unverified_email: null });
    const again = await t.inject({ url: verifyPath(link), headers: en });
    expect(again.statusCode).toBe(400);
    expect(body(again).message).toBe('This verification link is not valid, was already used or has expired.');
    expect(body<User>(await me(cookie)).data!.verified).toBe(true);
  });

  it('mails are in the language of the request (zh-Hant-TW by default)', async () => {
    const email = freshEmail();
    const res = await post('email_sign_up', { email, password: 'another fine passphrase' }, {});
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.to === email);
    expect(mail.subject).toBe('請確認您的電子郵件地址');
  });

  it('a new account’s public name is a neutral one in its language, never any part of its e-mail', async () => {
    for (const [headers, pattern] of [
      [en, /^Traveller \d{4}$/],
      [{ 'accept-language': 'zh-Hant-TW' }, /^旅人 \d{4}$/],
    ] as const) {
      const local = `walk+mw${++seq}zse${Date.now().toString(36)}`;
      const res = await post(
        'email_sign_up',
        { email: `${local}@mail-host.example`, password: 'a walk in the park' },
        headers,
      );
      expect(res.statusCode).toBe(200);
      const { id, display_name } = body<User>(res).data!;
      // what anyone sees of the traveller (their page of experiences)
      const traveller = body(await t.inject(`/api/v1/video_experience/user/${id}`)).result as {
        user: { display_name: string };
      };
      const shown = traveller.user.display_name;
      expect(shown).toBe(display_name);
      expect(shown).toMatch(pattern);
      for (const part of [local, ...local.split(/[^a-z0-9]+/i), 'mail-host', 'mail'])
        expect(shown.toLowerCase()).not.toContain(part.toLowerCase());
    }
  });

  it.each([
    [{ password: 'long enough pass' }, 'email is required.'],
    [{ email: 'x@example.com' }, 'password is required.'],
    [{ email: 'not-an-email', password: 'long enough pass' }, 'email must be a valid e-mail address.'],
    [{ email: 'x@example.com', password: 'short' }, 'password must be at least 8 characters long.'],
    [{ email: 'x@example.com', password: 'p'.repeat(129) }, 'password must be at most 128 characters long.'],
    [{ email: 'x@example.com', password: 12345678 }, 'password must be a string.'],
    [{ email: 'x@example.com', password: 'password123' }, 'too common'],
    [{ email: 'x@example.com', password: 'qwertyuiop' }, 'too common'],
    [{ email: 'mylongname@example.com', password: 'mylongname' }, 'too common'],
  ])('400 for %j, nothing created', async (payload, message) => {
    const before = await userCount();
    const res = await post('email_sign_up', payload);
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toContain(message);
    expect(res.cookies).toHaveLength(0);
    expect(await userCount()).toBe(before);
  });

  it('409 for an address that already has an account (any casing), nothing created', async () => {
    const before = await userCount();
    const res = await post('email_sign_up', { email: DEMO_EMAIL.toUpperCase(), password: 'a fresh passphrase' });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe('An account with this e-mail address already exists. Please sign in instead.');
    expect(await userCount()).toBe(before);
  });

  it('user_exists tells whether an e-mail account exists', async () => {
    const yes = await post('user_exists', { email: DEMO_EMAIL.toUpperCase(), password: 'whatever' });
    expect(body(yes).result).toEqual({ is_existing_user: true });
    const no = await post('user_exists', { email: freshEmail() });
    expect(body(no).result).toEqual({ is_existing_user: false });
    expect((await post('user_exists', { email: 'nope' })).statusCode).toBe(400);
  });

  it('resend_verify_email sends a new link (the older one stops working); verified users get a 400', async () => {
    const email = freshEmail();
    const cookie = sidOf(await post('email_sign_up', { email, password: 'resend me please' }));
    const first = linkIn(await smtp.waitFor((m) => m.to === email), SITE);
    const res = await put('me/resend_verify_email', undefined, cookie);
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe(`We sent a verification e-mail to ${email}.`);
    await smtp.waitFor((m) => m.to === email && linkIn(m, SITE) !== first);
    const second = linkIn(smtp.mails.filter((m) => m.to === email).pop()!, SITE);
    expect((await t.inject({ url: verifyPath(first) })).statusCode).toBe(400);
    expect((await t.inject({ url: verifyPath(second) })).statusCode).toBe(200);
    const done = await put('me/resend_verify_email', undefined, cookie);
    expect(done.statusCode).toBe(400);
    expect(body(done).message).toBe('Your e-mail address is already verified.');
    expect((await t.inject({ method: 'PUT', url: '/api/v1/user/me/resend_verify_email' })).statusCode).toBe(401);
  });

  it('an expired verification link is refused', async () => {
    const email = freshEmail();
    const res = await post('email_sign_up', { email, password: 'expire this link' });
    const id = body<User>(res).data!.id;
    const link = linkIn(await smtp.waitFor((m) => m.to === email), SITE);
    await t.app.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', id)
      .execute();
    expect((await t.inject({ url: verifyPath(link) })).statusCode).toBe(400);
    expect(body<User>(await me(sidOf(res))).data!.verified).toBe(false);
  });

  it('a malformed or tampered link is refused', async () => {
    const email = freshEmail();
    await post('email_sign_up', { email, password: 'tamper with links' });
    const link = linkIn(await smtp.waitFor((m) => m.to === email), SITE);
    const [, , , , , id, exp, secret] = link.split('/');
    const other = String(Number(id) + 1);
    expect((await t.inject({ url: `/api/v1/user/verify/${other}/${exp}/${secret}/` })).statusCode).toBe(400);
    expect((await t.inject({ url: `/api/v1/user/verify/${id}/${exp}/${'A'.repeat(43)}/` })).statusCode).toBe(400);
    expect((await t.inject({ url: `/api/v1/user/verify/${id}/${exp}/bad%20chars/` })).statusCode).toBe(400);
  });
});

describe('sign-in and sessions', () => {
  it('login failure never tells which of e-mail or password was wrong', async () => {
    const a = await post('email_login', { email: DEMO_EMAIL, password: 'wrong password!' });
    const b = await post('email_login', { email: freshEmail(), password: 'wrong password!' });
    expect(a.statusCode).toBe(401);
    expect(body(a).message).toBe(body(b).message);
  });

  it('the admin account gets is_admin', async () => {
    const { res } = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(body<User>(res).data!.is_admin).toBe(true);
  });

  it('logout really ends the session on the server', async () => {
    const { cookie } = await login(t, DEMO_EMAIL, DEMO_PASSWORD);
    const out = await t.inject({ url: '/api/v1/user/me/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'sid')!.attributes['max-age']).toBe('0');
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('change password', () => {
  const email = 'changer@example.com';
  let id: number;
  beforeAll(async () => {
    id = await createUser(t.app, email, 'first secret pass');
  });

  it('wrong current password, common or short new one → 400, nothing changed', async () => {
    const { cookie } = await login(t, email, 'first secret pass');
    const hash = async () =>
      (await t.app.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow())
        .password_hash;
    const before = await hash();
    const cases: Array<[unknown, string]> = [
      [
        { current_password: 'not it at all', new_password: 'second secret pass' },
        'The current password is not correct.',
      ],
      [{ current_password: 'first secret pass', new_password: 'password1' }, 'too common'],
      [{ current_password: 'first secret pass', new_password: 'short' }, 'at least 8 characters'],
      [{ current_password: 'first secret pass' }, 'not valid'],
      [{}, 'not valid'],
    ];
    for (const [payload, message] of cases) {
      const res = await put('me/change_password', payload, cookie);
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toContain(message);
    }
    expect(await hash()).toBe(before);
    expect(
      (
        await t.inject({
          method: 'PUT',
          url: '/api/v1/user/me/change_password',
          payload: { current_password: 'first secret pass', new_password: 'x new secret pass' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('changes it (camelCase accepted): other sessions end, this browser gets a new session', async () => {
    const other = await login(t, email, 'first secret pass');
    const mine = await login(t, email, 'first secret pass', true);
    const res = await put(
      'me/change_password',
      { currentPassword: 'first secret pass', newPassword: 'second secret pass' },
      mine.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Your password has been changed. Other devices were signed out.');
    const fresh = sidOf(res);
    expect(fresh).not.toBe(mine.cookie);
    expect(res.cookies.find((c) => c.name === 'sid')!.attributes['max-age']).toBeDefined(); // remember kept
    expect((await me(other.cookie)).statusCode).toBe(401);
    expect((await me(mine.cookie)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await post('email_login', { email, password: 'first secret pass' })).statusCode).toBe(401);
    expect((await post('email_login', { email, password: 'second secret pass' })).statusCode).toBe(200);
    const told = await smtp.waitFor(
      (m) => m.to === email && m.subject === '您的密碼已變更' /* the account's language */,
    );
    // "if this was not you, reset your password": with the way to do it
    expect(told.text).toContain('請立即使用下方連結重設密碼');
    expect(linkIn(told, SITE)).toBe(`${SITE}/forgot-password`);
    expect(told.html).toContain(`href="${SITE}/forgot-password"`);
  });
});

describe('forgot → mail → reset (once)', () => {
  const email = 'forgetful@example.com';
  beforeAll(async () => {
    await createUser(t.app, email, 'old forgotten pass');
  });

  it('answers the same for unknown addresses and sends nothing', async () => {
    const unknown = freshEmail();
    const a = await post('forgot_password', { email: unknown, recaptchaToken: 'dev' });
    expect(a.statusCode).toBe(200);
    expect(body(a).message).toMatch(/If an account exists for this address/);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails.some((m) => m.to === unknown)).toBe(false);
  });

  it('missing captcha token or e-mail → 400', async () => {
    expect((await post('forgot_password', { email })).statusCode).toBe(400);
    expect((await post('forgot_password', { recaptchaToken: 'x' })).statusCode).toBe(400);
  });

  it('the reset link sets a new password once, ends all sessions; expired/reused/forged tokens refused', async () => {
    const session = await login(t, email, 'old forgotten pass');
    expect((await post('forgot_password', { email: email.toUpperCase(), recaptchaToken: 'dev' })).statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.to === email && m.subject === '重設您的密碼');
    const link = linkIn(mail, SITE);
    expect(link).toMatch(new RegExp(`^${SITE}/reset-password/[A-Za-z0-9_-]{43}$`));
    const token = link.split('/').pop()!;

    // bad input does not spend the token
    const common = await post('reset_password', { token, password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect((await post('reset_password', { token, password: 'short' })).statusCode).toBe(400);
    expect((await post('reset_password', { token: 'A'.repeat(43), password: 'brand new secret' })).statusCode).toBe(
      400,
    );

    const ok = await post('reset_password', { token, password: 'brand new secret' });
    expect(ok.statusCode).toBe(200);
    expect(body(ok).message).toBe('Your password has been changed. Please sign in with the new password.');
    expect((await me(session.cookie)).statusCode).toBe(401);
    const reused = await post('reset_password', { token, password: 'another new secret' });
    expect(reused.statusCode).toBe(400);
    expect(body(reused).message).toBe(
      'This password-reset link is not valid or has expired. Please ask for a new one.',
    );
    expect((await post('email_login', { email, password: 'brand new secret' })).statusCode).toBe(200);
    expect((await post('email_login', { email, password: 'old forgotten pass' })).statusCode).toBe(401);
    const told = await smtp.waitFor((m) => m.to === email && m.subject === '您的密碼已變更');
    expect(linkIn(told, SITE)).toBe(`${SITE}/forgot-password`);

    // an expired link
    await post('forgot_password', { email, recaptchaToken: 'dev' });
    await smtp.waitFor((m) => m.to === email && m.subject === '重設您的密碼' && linkIn(m, SITE) !== link);
    const expiredLink = linkIn(smtp.mails.filter((m) => m.subject === '重設您的密碼' && m.to === email).pop()!, SITE);
    await t.app.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('purpose', '=', 'reset')
      .execute();
    expect(
      (await post('reset_password', { token: expiredLink.split('/').pop(), password: 'yet another secret' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('change of e-mail address (PUT /user/me)', () => {
  it('keeps the old address until the new one is verified; the old one is told', async () => {
    const old = 'mover@example.com';
    await createUser(t.app, old, 'moving house pass');
    const { cookie } = await login(t, old, 'moving house pass');
    const next = freshEmail();
    const res = await put('me', { email: next, current_password: 'moving house pass' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(body<User>(res).data).toMatchObject({
      email: old,
      unverified_email: next,
      shown_email: next,
      verified: false,
      email_before_change: old,
    });
    const notice = await smtp.waitFor((m) => m.to === old);
    expect(notice.subject).toBe('您的電子郵件地址即將變更'); // the account's language, not the request's
    expect(notice.text).toContain(next);
    const link = linkIn(await smtp.waitFor((m) => m.to === next), SITE);
    // still signs in with the old address until verified
    expect((await post('email_login', { email: old, password: 'moving house pass' })).statusCode).toBe(200);
    expect((await t.inject({ url: verifyPath(link) })).statusCode).toBe(200);
    expect(body<User>(await me(cookie)).data).toMatchObject({ email: next, unverified_email: null, verified: true });
    expect((await post('email_login', { email: next, password: 'moving house pass' })).statusCode).toBe(200);
    expect((await post('email_login', { email: old, password: 'moving house pass' })).statusCode).toBe(401);
  });
});

describe('reCAPTCHA on forgot_password (loopback siteverify)', () => {
  it('checks the token with the configured secret; a failed captcha is a 400 and nothing is sent', async () => {
    const seen: Array<Record<string, string>> = [];
    const siteverify = await startHttp((_req, raw) => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      seen.push(form);
      return { json: { success: form.secret === 'the-secret' && form.response === 'human-token' } };
    });
    const app = await buildTestApp({
      mail: smtp.config,
      siteUrl: SITE,
      recaptcha: { secret: 'the-secret', verifyUrl: `${siteverify.url}/recaptcha/api/siteverify` },
    });
    try {
      const bad = await app.inject({
        method: 'POST',
        url: '/api/v1/user/forgot_password',
        payload: { email: DEMO_EMAIL, recaptchaToken: 'robot-token' },
        headers: en,
      });
      expect(bad.statusCode).toBe(400);
      expect(body(bad).message).toBe('The "I am not a robot" check failed. Please try again.');
      const good = await app.inject({
        method: 'POST',
        url: '/api/v1/user/forgot_password',
        payload: { email: 'nobody-here@example.com', recaptchaToken: 'human-token' },
      });
      expect(good.statusCode).toBe(200);
      expect(seen.map((s) => s.response)).toEqual(['robot-token', 'human-token']);
      expect(seen[0].remoteip).toBe('127.0.0.1');
    } finally {
      await app.close();
      await siteverify.close();
    }
  });

  it('production without a secret refuses to serve (503)', async () => {
    const app = await buildTestApp({
      nodeEnv: 'production',
      mail: smtp.config,
      recaptcha: { verifyUrl: 'http://127.0.0.1:9/' },
    });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/user/forgot_password',
        payload: { email: DEMO_EMAIL, recaptchaToken: 'x' },
        headers: { ...en, origin: 'http://localhost:8080' },
      });
      expect(res.statusCode).toBe(503);
      expect(body(res).message).toMatch(/not available right now/);
    } finally {
      await app.close();
    }
  });
});

describe('rate limits', () => {
  it('login: 429 for one IP on one account past its limit, with Retry-After and a localized message', async () => {
    const app = await buildTestApp({
      mail: smtp.config,
      rateLimits: {
        delayStepMs: 50,
        maxDelayMs: 200,
        rules: {
          login: { ip: { windowMs: 60_000, soft: 100, hard: 100 }, ipAccount: { windowMs: 60_000, soft: 1, hard: 3 } },
          signup: { ip: { windowMs: 60_000, soft: 1, hard: 2 } },
          user_exists: { ip: { windowMs: 60_000, soft: 100, hard: 100 } },
          forgot: { ip: { windowMs: 60_000, soft: 1, hard: 2 } },
          reset: { ip: { windowMs: 60_000, soft: 100, hard: 100 } },
          resend: { ip: { windowMs: 60_000, soft: 100, hard: 100 } },
          verify: { ip: { windowMs: 60_000, soft: 100, hard: 100 } },
          social: { ip: { windowMs: 60_000, soft: 100, hard: 100 } },
          mail: { ip: { windowMs: 60_000, soft: 100, hard: 100 } },
          moderate: { ip: { windowMs: 60_000, soft: 100, hard: 100 } },
          upload: { ip: { windowMs: 60_000, soft: 100, hard: 100 } },
          passkey: { ip: { windowMs: 60_000, soft: 100, hard: 100 } },
        },
        loginCaptcha: { windowMs: 60_000, failures: 100 },
        resetMails: { windowMs: 60_000, perAddress: 100, perAccount: 100 },
      },
    });
    try {
      const attempt = (password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/user/email_login',
          payload: { email: DEMO_EMAIL, password },
          headers: en,
        });
      expect((await attempt('wrong one 1')).statusCode).toBe(401);
      expect((await attempt('wrong one 2')).statusCode).toBe(401);
      expect((await attempt('wrong one 3')).statusCode).toBe(401);
      const limited = await attempt(DEMO_PASSWORD); // even the right password waits now
      expect(limited.statusCode).toBe(429);
      expect(body(limited).message).toBe('Too many attempts. Please wait 1 minute(s) and try again.');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // another account from the same IP is not affected
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/v1/user/email_login',
            payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
          })
        ).statusCode,
      ).toBe(200);

      const signup = (n: number) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/user/email_sign_up',
          payload: { email: `limit${n}@example.com`, password: 'rate limited pass' },
        });
      expect((await signup(1)).statusCode).toBe(200);
      expect((await signup(2)).statusCode).toBe(200);
      const third = await signup(3);
      expect(third.statusCode).toBe(429);
      expect(body(third).message).toMatch(/嘗試次數過多/);

      // forgot password counts per IP, whatever the address
      const forgot = (email: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/user/forgot_password',
          payload: { email, recaptchaToken: 'x' },
        });
      expect((await forgot(DEMO_EMAIL)).statusCode).toBe(200);
      expect((await forgot('nobody-here@example.com')).statusCode).toBe(200);
      expect((await forgot(ADMIN_EMAIL)).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('common passwords', () => {
  it('refuses the usual suspects, the e-mail itself and repeated characters; accepts passphrases', () => {
    expect(isCommonPassword('Password123')).toBe(true);
    expect(isCommonPassword('aaaaaaaaaa')).toBe(true);
    expect(isCommonPassword('someone@example.com', 'someone@example.com')).toBe(true);
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
    expect(isCommonPassword('旅行是最好的老師')).toBe(false);
  });
});
