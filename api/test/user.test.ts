import type { User } from 'contract';
import { loadConfig } from '../src/config';
import { sessionId } from '../src/auth/session';
import { DEMO_DISPLAY_NAME, DEMO_EMAIL, DEMO_PASSWORD } from '../src/db/seed';
import {
  makeTempDir,
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  body,
  buildTestApp,
  createUser,
  login,
  TEST_APP_JS,
  type TestApp,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  // mails (none expected here) would go to a temporary outbox, never the working tree
  t = await buildTestApp({ mail: { ...loadConfig().mail, outboxDir: makeTempDir('outbox') } });
});
afterAll(() => t?.close());

const en = { 'accept-language': 'en' };
const me = (cookie?: string, headers: Record<string, string> = {}) =>
  t.inject({ url: '/api/v1/user/me', headers: { ...headers, ...(cookie ? { cookie } : {}) } });

describe('sign in, current user, sign out', () => {
  it('GET /user/me is a 401 envelope when signed out, localized', async () => {
    const res = await me(undefined, en);
    expect(res.statusCode).toBe(401);
    expect(body(res)).toEqual({ code: 401, message: 'Please sign in first.', app_js: TEST_APP_JS });
    expect(body(await me()).message).toBe('請先登入。');
    expect((await me('sid=not-a-real-token')).statusCode).toBe(401);
  });

  it('GET /user/session answers a guest 200 with data null, a signed-in user with the user (no error status)', async () => {
    const session = (cookie?: string) =>
      t.inject({ url: '/api/v1/user/session', headers: { ...en, ...(cookie ? { cookie } : {}) } });
    const guest = await session();
    expect(guest.statusCode).toBe(200);
    expect(body(guest)).toEqual({ code: 200, data: null, app_js: TEST_APP_JS });
    const stale = await session('sid=not-a-real-token');
    expect([stale.statusCode, body(stale).data]).toEqual([200, null]);
    const { cookie } = await login(t, DEMO_EMAIL, DEMO_PASSWORD);
    const signedIn = await session(cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(body<User>(signedIn).data).toEqual(body<User>(await me(cookie, en)).data);
    await t.inject({ url: '/api/v1/user/me/logout', headers: { cookie } });
    expect(body(await session(cookie)).data).toBeNull();
  });

  it('login → me → logout → me 401', async () => {
    const { cookie, res } = await login(t, DEMO_EMAIL, DEMO_PASSWORD);
    const user = body<User>(res).data!;
    expect(user).toMatchObject({
      email: DEMO_EMAIL,
      display_name: DEMO_DISPLAY_NAME,
      is_verified: true,
      verified: true,
      shown_email: DEMO_EMAIL,
      email_before_change: null,
      is_admin: false,
      is_email_user: true,
      is_social_login: false,
      inspiration_pois: [],
    });
    expect(JSON.stringify(user)).not.toMatch(/password|hash/i);

    const sid = res.cookies.find((c) => c.name === 'sid')!;
    expect(sid.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(sid.attributes.secure).toBeUndefined(); // COOKIE_SECURE off in tests
    expect(sid.attributes['max-age']).toBeUndefined(); // a browser-session cookie without "remember"
    expect(sid.attributes.expires).toBeUndefined();
    // the database keeps only the hash of the token
    const row = await t.app.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', sessionId(sid.value))
      .executeTakeFirst();
    expect(row).toBeDefined();
    expect(
      await t.app.db.selectFrom('sessions').select('id').where('id', '=', sid.value).executeTakeFirst(),
    ).toBeUndefined();

    const current = await me(cookie);
    expect(current.statusCode).toBe(200);
    expect(body<User>(current).data!.id).toBe(user.id);

    const out = await t.inject({ url: '/api/v1/user/me/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(body(out)).toEqual({ code: 200, app_js: TEST_APP_JS });
    const cleared = out.cookies.find((c) => c.name === 'sid')!;
    expect(cleared.value).toBe('');
    expect(cleared.attributes['max-age']).toBe('0');
    expect(
      await t.app.db.selectFrom('sessions').select('id').where('id', '=', sessionId(sid.value)).executeTakeFirst(),
    ).toBeUndefined();
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('the session is read from a Cookie header among other cookies: its first sid counts, malformed pairs are skipped', async () => {
    const { cookie } = await login(t, DEMO_EMAIL, DEMO_PASSWORD);
    expect((await me(`theme=dark; broken; ${cookie}; sid=not-a-real-token`)).statusCode).toBe(200);
    expect((await me(`sid=not-a-real-token; ${cookie}`)).statusCode).toBe(401);
  });

  it('with COOKIE_SECURE on, the session cookie is Secure, HttpOnly, SameSite=Lax on Path=/, and so is its clearing', async () => {
    const secure = await buildTestApp({ cookieSecure: true });
    try {
      const { cookie, res } = await login(secure, DEMO_EMAIL, DEMO_PASSWORD, true);
      const flags = { secure: true, httponly: true, samesite: 'Lax', path: '/' };
      const sid = res.cookies.find((c) => c.name === 'sid')!;
      expect(sid.attributes).toMatchObject(flags);
      expect(Number(sid.attributes['max-age'])).toBeGreaterThan(0);
      const out = await secure.inject({ url: '/api/v1/user/me/logout', headers: { cookie } });
      const cleared = out.cookies.find((c) => c.name === 'sid')!;
      expect(cleared.attributes).toMatchObject({ ...flags, 'max-age': '0' });
    } finally {
      await secure.close();
    }
  });

  it('logout without a session still answers 200', async () => {
    const res = await t.inject('/api/v1/user/me/logout');
    expect(res.statusCode).toBe(200);
    expect(body(res).code).toBe(200);
  });

  it('remember=true gives a persistent cookie for 30 days', async () => {
    const { res } = await login(t, DEMO_EMAIL, DEMO_PASSWORD, true);
    const sid = res.cookies.find((c) => c.name === 'sid')!;
    expect(Number(sid.attributes['max-age'])).toBeGreaterThan(30 * 86400 - 60);
    expect(Number(sid.attributes['max-age'])).toBeLessThanOrEqual(30 * 86400);
    const expires = new Date(String(sid.attributes.expires)).getTime();
    expect(Math.abs(expires - (Date.now() + 30 * 86400_000))).toBeLessThan(120_000);
  });

  it('every sign-in gets a new session id; the old cookie of this browser stops working', async () => {
    const first = await login(t, DEMO_EMAIL, DEMO_PASSWORD);
    const second = await t.inject({
      method: 'POST',
      url: '/api/v1/user/email_login',
      headers: { cookie: first.cookie },
      payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    const next = second.cookies.find((c) => c.name === 'sid')!.value;
    expect(`sid=${next}`).not.toBe(first.cookie);
    expect((await me(first.cookie)).statusCode).toBe(401);
    expect((await me(`sid=${next}`)).statusCode).toBe(200);
  });

  it('e-mail matching ignores case', async () => {
    const { res } = await login(t, 'DEMO@Example.COM', DEMO_PASSWORD);
    expect(body<User>(res).data!.email).toBe(DEMO_EMAIL);
  });

  it('the admin is recognised by e-mail', async () => {
    const { res } = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(body<User>(res).data!.is_admin).toBe(true);
  });

  it('expired and idle sessions end', async () => {
    const a = await login(t, DEMO_EMAIL, DEMO_PASSWORD);
    const b = await login(t, DEMO_EMAIL, DEMO_PASSWORD);
    const idOf = (cookie: string) => sessionId(cookie.slice('sid='.length));
    await t.app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', idOf(a.cookie))
      .execute();
    await t.app.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 3 * 3600_000) })
      .where('id', '=', idOf(b.cookie))
      .execute();
    expect((await me(a.cookie)).statusCode).toBe(401);
    expect((await me(b.cookie)).statusCode).toBe(401);
  });
});

describe('wrong credentials', () => {
  it('wrong password and unknown e-mail get the same generic message', async () => {
    const wrong = await t.inject({
      method: 'POST',
      url: '/api/v1/user/email_login',
      headers: en,
      payload: { email: DEMO_EMAIL, password: 'nope-nope' },
    });
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/v1/user/email_login',
      headers: en,
      payload: { email: 'nobody@example.com', password: 'nope-nope' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(body(res)).toEqual({ code: 401, message: 'Wrong e-mail or password.', app_js: TEST_APP_JS });
      expect(res.cookies).toHaveLength(0);
    }
    const zh = await t.inject({
      method: 'POST',
      url: '/api/v1/user/email_login',
      payload: { email: DEMO_EMAIL, password: 'x' },
    });
    expect(body(zh).message).toBe('電子郵件或密碼錯誤。');
  });

  it.each([
    [{ password: 'x' }, 'email is required.'],
    [{ email: DEMO_EMAIL }, 'password is required.'],
    [{ email: 'not-an-email', password: 'x' }, 'email must be a valid e-mail address.'],
    [{ email: 42, password: 'x' }, 'email must be a string.'],
    [{ email: DEMO_EMAIL, password: 'x', remember: 'yes' }, 'remember must be true or false.'],
    [{ email: DEMO_EMAIL, password: '' }, 'password must be at least 1 characters long.'],
  ])('400 for a bad body %j', async (payload, message) => {
    const res = await t.inject({ method: 'POST', url: '/api/v1/user/email_login', headers: en, payload });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ code: 400, message, app_js: TEST_APP_JS });
  });

  it('400 for a missing body and for broken JSON', async () => {
    const none = await t.inject({ method: 'POST', url: '/api/v1/user/email_login', headers: en });
    expect(none.statusCode).toBe(400);
    expect(body(none).code).toBe(400);
    const broken = await t.inject({
      method: 'POST',
      url: '/api/v1/user/email_login',
      headers: { ...en, 'content-type': 'application/json' },
      rawBody: '{"email": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(body(broken).message).toBe('The request body is not valid JSON.');
  });
});

describe('PUT /api/v1/user/me', () => {
  let cookie: string;
  let userId: number;
  beforeAll(async () => {
    userId = await createUser(t.app, 'editor@example.com', 'editor-pass-1', 'Editor');
    cookie = (await login(t, 'editor@example.com', 'editor-pass-1')).cookie;
  });
  const put = (payload: unknown, headers: Record<string, string> = en) =>
    t.inject({ method: 'PUT', url: '/api/v1/user/me', headers: { ...headers, cookie }, payload });
  const stored = () => t.app.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();

  it('401 when signed out, nothing changed', async () => {
    const res = await t.inject({ method: 'PUT', url: '/api/v1/user/me', payload: { display_name: 'Hacker' } });
    expect(res.statusCode).toBe(401);
    expect((await stored()).display_name).toBe('Editor');
  });

  it('updates display_name and interface_language', async () => {
    const res = await put({ display_name: '  小編 ', interface_language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(body<User>(res).data).toMatchObject({ display_name: '小編', interface_language: 'en' });
    expect(await stored()).toMatchObject({ display_name: '小編', interface_language: 'en' });
    const again = body<User>(await me(cookie)).data!;
    expect(again.display_name).toBe('小編');
  });

  it('accepts the camelCase aliases', async () => {
    const res = await put({ displayName: 'Camel', interfaceLanguage: 'zh-Hant-TW' });
    expect(res.statusCode).toBe(200);
    expect(await stored()).toMatchObject({ display_name: 'Camel', interface_language: 'zh-Hant-TW' });
  });

  it('the same e-mail changes nothing; an address another account holds is refused (409), nothing changed', async () => {
    expect((await put({ email: 'EDITOR@example.com', display_name: 'Same Mail' })).statusCode).toBe(200);
    expect(await stored()).toMatchObject({ email: 'editor@example.com', unverified_email: null });
    const res = await put(
      { email: DEMO_EMAIL, current_password: 'editor-pass-1', display_name: 'Should Not Stick' },
      en,
    );
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe('An account with this e-mail address already exists. Please sign in instead.');
    expect(await stored()).toMatchObject({
      email: 'editor@example.com',
      unverified_email: null,
      display_name: 'Same Mail',
    });
  });

  it.each([
    [{ display_name: 'x'.repeat(51) }, 'display_name must be at most 50 characters long.'],
    [{ display_name: '' }, 'display_name must be at least 1 characters long.'],
    [{ display_name: '   ' }, 'display_name must not be blank.'],
    [{ display_name: 12 }, 'display_name must be a string.'],
    [{ interface_language: 'fr' }, 'interface_language must be one of: "zh-Hant-TW", "en".'],
    [{ interfaceLanguage: 'de', display_name: 'Ok' }, 'interfaceLanguage must be one of: "zh-Hant-TW", "en".'],
    [{ display_name: 'Fine', email: 'bad' }, 'email must be a valid e-mail address.'],
    [[1, 2], 'the request body must be an object.'],
  ])('400 for %j and nothing changed', async (payload, message) => {
    const before = await stored();
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({ code: 400, message, app_js: TEST_APP_JS });
    expect(await stored()).toEqual(before);
  });

  it('validation messages follow Accept-Language (zh-Hant-TW)', async () => {
    const res = await put({ display_name: 'x'.repeat(51) }, { 'accept-language': 'zh-Hant-TW' });
    expect(body(res).message).toBe('display_name 不可超過 50 個字元。');
    const lang = await put({ interface_language: 'fr' }, {});
    expect(body(lang).message).toBe('interface_language 必須是下列其中之一："zh-Hant-TW", "en"。');
  });
});
