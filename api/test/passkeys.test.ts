import type { Passkey, User } from 'contract';
import { DEFAULT_RATE_LIMITS } from '../src/config';
import { body, buildTestApp, createUser, login, type Res, type TestApp } from './helpers';
import { linkIn, startSmtp } from './accounts-helpers';
import { assert, createCredential, type SoftCredential } from './passkey-authenticator';

// Passkeys over HTTP: the options and answers a browser sends, made by a software authenticator (ES256, "none"
// attestation). The site is at SITE: its host name is the relying party and its origin the one accepted.
const SITE = 'https://trips.example.test';
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

const post = (url: string, payload: unknown = {}, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url: `/api/v1/user/${url}`, payload, headers: { ...en, ...headers } });
const sidOf = (res: Res) => res.cookies.find((c) => c.name === 'sid' && c.value);
const cookieOf = (res: Res) => {
  const sid = sidOf(res);
  if (!sid) throw new Error(`no session cookie: ${res.statusCode} ${res.body}`);
  return `sid=${sid.value}`;
};
const refusal = (res: Res) => ({ status: res.statusCode, message: body(res).message });
const me = (cookie: string) => t.inject({ url: '/api/v1/user/me', headers: { cookie } });
const passkeysOf = (cookie: string) => t.inject({ url: '/api/v1/user/me/passkeys', headers: { ...en, cookie } });
const storedPasskeys = (userId: number) =>
  t.app.db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('id').execute();

type CreationOptions = Parameters<typeof createCredential>[0] & { excludeCredentials?: { id: string }[] };
type RequestOptions = Parameters<typeof assert>[1];

/** A new account signed up with a passkey: its session cookie, its user and the authenticator's credential. */
async function signUpWithPasskey(email: string): Promise<{ cookie: string; user: User; credential: SoftCredential }> {
  const options = body<CreationOptions>(await post('passkey/sign_up/options', { email })).data!;
  const { credential, response } = createCredential(options, SITE);
  const res = await post('passkey/sign_up', { response, name: 'Phone' });
  expect(res.statusCode).toBe(200);
  return { cookie: cookieOf(res), user: body<User>(res).data!, credential };
}

async function signInOptions(): Promise<RequestOptions> {
  const res = await post('passkey/sign_in/options');
  expect(res.statusCode).toBe(200);
  return body<RequestOptions>(res).data!;
}

/** A password account with a passkey added in its profile. */
async function passwordUserWithPasskey(email: string) {
  const id = await createUser(t.app, email, 'a-long-password-1');
  const { cookie } = await login(t, email, 'a-long-password-1');
  const options = body<CreationOptions>(await post('me/passkeys/options', {}, { cookie })).data!;
  const { credential, response } = createCredential(options, SITE);
  const added = await post('me/passkeys', { response, name: 'Laptop' }, { cookie });
  expect(added.statusCode).toBe(200);
  return { id, cookie, credential, passkey: body<Passkey>(added).data! };
}

describe('sign-up with a passkey', () => {
  it('creates the account with its passkey, signs it in and mails the verification link', async () => {
    const options = body<CreationOptions & { rp: { id: string; name: string } }>(
      await post('passkey/sign_up/options', { email: 'New.Walker@Example.com' }),
    ).data!;
    // the relying party is SITE_URL's host name
    expect(options.rp).toEqual({ id: 'trips.example.test', name: 'Travel Inspiration' });
    const { response } = createCredential(options, SITE);
    const res = await post('passkey/sign_up', { response, name: 'Phone' });
    expect(res.statusCode).toBe(200);
    const user = body<User>(res).data!;
    expect(user).toMatchObject({ email: 'new.walker@example.com', new_user: true, is_verified: false });
    expect(user.is_email_user).toBe(false);
    const cookie = cookieOf(res);
    expect((await me(cookie)).statusCode).toBe(200);
    const list = body<Passkey[]>(await passkeysOf(cookie));
    expect(list.data!.map((p) => p.name)).toEqual(['Phone']);
    expect(list.result).toEqual({ has_other_sign_in: false });
    await smtp.waitFor((m) => m.to === 'new.walker@example.com');
  });

  it('keeps the address as the way back in: forgot password mails a link that sets a password', async () => {
    await signUpWithPasskey('lost-phone@example.com');
    const asked = await post('forgot_password', { email: 'lost-phone@example.com', recaptchaToken: 'dev' });
    expect(asked.statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.to === 'lost-phone@example.com' && m.subject === 'Reset your password');
    const token = linkIn(mail, SITE).split('/').pop()!;
    expect((await post('reset_password', { token, password: 'a brand new passphrase' })).statusCode).toBe(200);
    expect((await login(t, 'lost-phone@example.com', 'a brand new passphrase')).res.statusCode).toBe(200);
  });

  it('refuses an address that has an account (409) before the authenticator is asked', async () => {
    await createUser(t.app, 'taken@example.com', 'a-long-password-1');
    const res = await post('passkey/sign_up/options', { email: 'Taken@example.com' });
    expect(refusal(res)).toEqual({
      status: 409,
      message: 'An account with this e-mail address already exists. Please sign in instead.',
    });
  });

  it('refuses a credential made for another origin (400) and creates no account', async () => {
    const options = body<CreationOptions>(await post('passkey/sign_up/options', { email: 'phish@example.com' })).data!;
    const { response } = createCredential(options, 'https://trips.example.test.evil.example');
    const res = await post('passkey/sign_up', { response });
    expect(refusal(res)).toEqual({ status: 400, message: 'The passkey could not be confirmed. Please try again.' });
    expect(sidOf(res)).toBeUndefined();
    const users = await t.app.db.selectFrom('users').select('id').where('email', '=', 'phish@example.com').execute();
    expect(users).toEqual([]);
  });
});

describe('sign-in with a passkey', () => {
  it('signs in to the account the passkey belongs to, with the session a password sign-in gets', async () => {
    const { user, credential } = await signUpWithPasskey('walker@example.com');
    const res = await post('passkey/sign_in', { response: assert(credential, await signInOptions(), SITE) });
    expect(res.statusCode).toBe(200);
    expect(body<User>(res).data).toMatchObject({ id: user.id, new_user: false });
    const sid = sidOf(res)!;
    expect(sid.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(body<User>(await me(`sid=${sid.value}`)).data!.id).toBe(user.id);
    const [stored] = await storedPasskeys(user.id);
    expect(Number(stored.sign_count)).toBe(1);
    expect(stored.last_used_at).not.toBeNull();
  });

  it('refuses a replayed answer: a challenge is used once (400), and no session starts', async () => {
    const { credential } = await signUpWithPasskey('replay@example.com');
    const options = await signInOptions();
    const answer = assert(credential, options, SITE);
    expect((await post('passkey/sign_in', { response: answer })).statusCode).toBe(200);
    const again = await post('passkey/sign_in', { response: answer });
    expect(refusal(again)).toEqual({
      status: 400,
      message: 'This passkey request has expired or was already used. Please try again.',
    });
    expect(sidOf(again)).toBeUndefined();
  });

  it('refuses an expired challenge (400)', async () => {
    const { credential } = await signUpWithPasskey('late@example.com');
    const options = await signInOptions();
    await t.app.db
      .updateTable('passkey_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('challenge', '=', options.challenge)
      .execute();
    const res = await post('passkey/sign_in', { response: assert(credential, options, SITE) });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an answer given on another origin (401, in the caller language)', async () => {
    const { credential } = await signUpWithPasskey('origin@example.com');
    const answer = assert(credential, await signInOptions(), 'https://evil.example');
    const res = await post('passkey/sign_in', { response: answer }, { 'accept-language': 'zh-Hant-TW' });
    expect(refusal(res)).toEqual({ status: 401, message: '無法確認這個通行密鑰，請再試一次。' });
    expect(sidOf(res)).toBeUndefined();
  });

  it('refuses a forged assertion: signed by another key for a registered credential id (401)', async () => {
    const { credential } = await signUpWithPasskey('forged@example.com');
    const other = createCredential(
      { challenge: 'x', rp: { id: 'trips.example.test' }, user: { id: credential.userHandle } },
      SITE,
    ).credential;
    const forged = assert({ ...other, id: credential.id }, await signInOptions(), SITE);
    const res = await post('passkey/sign_in', { response: forged });
    expect(res.statusCode).toBe(401);
    expect(sidOf(res)).toBeUndefined();
  });

  it('refuses an unknown credential (401) and a counter that did not go up (401: a cloned authenticator)', async () => {
    const stranger = createCredential(
      { challenge: 'x', rp: { id: 'trips.example.test' }, user: { id: 'AAAA' } },
      SITE,
    ).credential;
    const unknown = await post('passkey/sign_in', { response: assert(stranger, await signInOptions(), SITE) });
    expect(refusal(unknown)).toEqual({
      status: 401,
      message: 'This passkey is not registered on this site. Sign in another way, then add it in your profile.',
    });

    const { user, credential } = await signUpWithPasskey('clone@example.com');
    const first = await post('passkey/sign_in', {
      response: assert(credential, await signInOptions(), SITE, { counter: 5 }),
    });
    expect(first.statusCode).toBe(200);
    const cloned = await post('passkey/sign_in', {
      response: assert(credential, await signInOptions(), SITE, { counter: 5 }),
    });
    expect(cloned.statusCode).toBe(401);
    expect(Number((await storedPasskeys(user.id))[0].sign_count)).toBe(5);
  });

  it('refuses a sign-up challenge answered as a sign-in (400: each ceremony takes its own)', async () => {
    const { credential } = await signUpWithPasskey('purpose@example.com');
    const signUpOptions = body<CreationOptions>(
      await post('passkey/sign_up/options', { email: 'someone-else@example.com' }),
    ).data!;
    const res = await post('passkey/sign_in', { response: assert(credential, signUpOptions, SITE) });
    expect(res.statusCode).toBe(400);
  });

  it('counts failures like wrong passwords: past the sign-in limit the IP is refused (429)', async () => {
    const limited = await buildTestApp({
      mail: smtp.config,
      siteUrl: SITE,
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        rules: { ...DEFAULT_RATE_LIMITS.rules, login: { ip: { windowMs: 60_000, soft: 10, hard: 2 } } },
      },
    });
    try {
      const send = async () => {
        const options = await limited.inject({
          method: 'POST',
          url: '/api/v1/user/passkey/sign_in/options',
          payload: {},
        });
        const stranger = createCredential(
          { challenge: 'x', rp: { id: 'trips.example.test' }, user: { id: 'AAAA' } },
          SITE,
        ).credential;
        const answer = assert(stranger, body<RequestOptions>(options).data!, SITE);
        return (
          await limited.inject({ method: 'POST', url: '/api/v1/user/passkey/sign_in', payload: { response: answer } })
        ).statusCode;
      };
      expect([await send(), await send(), await send()]).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('refuses a malformed answer with 400', async () => {
    const res = await post('passkey/sign_in', { response: { id: 'x', rawId: 'x', type: 'public-key' } });
    expect(res.statusCode).toBe(400);
    const garbage = await post('passkey/sign_in', {
      response: {
        id: 'abc',
        rawId: 'abc',
        type: 'public-key',
        response: { clientDataJSON: 'bm90LWpzb24', authenticatorData: 'AA', signature: 'AA' },
        clientExtensionResults: {},
      },
    });
    expect(garbage.statusCode).toBe(400);
  });
});

describe('passkeys in the profile', () => {
  it('adds a passkey to a password account and lists it by name and dates (never its key)', async () => {
    const { id, cookie, credential, passkey } = await passwordUserWithPasskey('adder@example.com');
    expect(passkey).toMatchObject({ name: 'Laptop', last_used_at: null });
    expect(Object.keys(passkey).sort()).toEqual(['created_at', 'id', 'last_used_at', 'name']);
    const list = body<Passkey[]>(await passkeysOf(cookie));
    expect(list.data).toEqual([passkey]);
    expect(list.result).toEqual({ has_other_sign_in: true });
    // the next options exclude it (one passkey per authenticator)
    const next = body<CreationOptions>(await post('me/passkeys/options', {}, { cookie })).data!;
    expect(next.excludeCredentials!.map((c) => c.id)).toEqual([credential.id.toString('base64url')]);
    // and it signs the account in
    const res = await post('passkey/sign_in', { response: assert(credential, await signInOptions(), SITE) });
    expect(body<User>(res).data!.id).toBe(id);
  });

  it('refuses a challenge handed to another account (400) and a credential already registered (409)', async () => {
    const a = await passwordUserWithPasskey('first-owner@example.com');
    const bId = await createUser(t.app, 'second-owner@example.com', 'a-long-password-1');
    const b = await login(t, 'second-owner@example.com', 'a-long-password-1');
    const optionsForA = body<CreationOptions>(await post('me/passkeys/options', {}, { cookie: a.cookie })).data!;
    const made = createCredential(optionsForA, SITE);
    const stolen = await post('me/passkeys', { response: made.response, name: 'Mine now' }, { cookie: b.cookie });
    expect(refusal(stolen)).toEqual({
      status: 400,
      message: 'This passkey request has expired or was already used. Please try again.',
    });

    const optionsForB = body<CreationOptions>(await post('me/passkeys/options', {}, { cookie: b.cookie })).data!;
    const again = createCredential(optionsForB, SITE, { again: a.credential });
    const copy = await post('me/passkeys', { response: again.response, name: 'Copy' }, { cookie: b.cookie });
    expect(refusal(copy)).toEqual({ status: 409, message: 'This passkey is already registered.' });
    expect(await storedPasskeys(bId)).toEqual([]);
    expect(await storedPasskeys(a.id)).toHaveLength(1);
  });

  it('removes a passkey of the account; another account’s id is 404 and changes nothing', async () => {
    const owner = await passwordUserWithPasskey('remover@example.com');
    const other = await passwordUserWithPasskey('bystander@example.com');
    const del = (id: number, cookie: string) =>
      t.inject({ method: 'DELETE', url: `/api/v1/user/me/passkeys/${id}`, headers: { ...en, cookie } });
    const foreign = await del(other.passkey.id, owner.cookie);
    expect(refusal(foreign)).toEqual({ status: 404, message: 'This passkey does not exist.' });
    expect(await storedPasskeys(other.id)).toHaveLength(1);
    // a password account may remove its last passkey: the password stays its way in
    expect((await del(owner.passkey.id, owner.cookie)).statusCode).toBe(200);
    expect(await storedPasskeys(owner.id)).toEqual([]);
    const res = await post('passkey/sign_in', { response: assert(owner.credential, await signInOptions(), SITE) });
    expect(res.statusCode).toBe(401);
  });

  it('keeps the last way in: an account signed up with a passkey cannot remove its only passkey (409)', async () => {
    const { cookie, user } = await signUpWithPasskey('only-way@example.com');
    const [only] = await storedPasskeys(user.id);
    const del = (id: number) =>
      t.inject({ method: 'DELETE', url: `/api/v1/user/me/passkeys/${id}`, headers: { ...en, cookie } });
    expect(refusal(await del(only.id))).toEqual({
      status: 409,
      message: 'This passkey is your only way to sign in: add another one before removing it.',
    });
    expect(await storedPasskeys(user.id)).toHaveLength(1);
    // with a second passkey, either can go, but not both
    const options = body<CreationOptions>(await post('me/passkeys/options', {}, { cookie })).data!;
    const { response } = createCredential(options, SITE);
    expect((await post('me/passkeys', { response, name: 'Key' }, { cookie })).statusCode).toBe(200);
    expect((await del(only.id)).statusCode).toBe(200);
    const [last] = await storedPasskeys(user.id);
    expect((await del(last.id)).statusCode).toBe(409);
  });

  it('needs a signed-in user for every profile call (401)', async () => {
    expect((await t.inject('/api/v1/user/me/passkeys')).statusCode).toBe(401);
    expect((await post('me/passkeys/options')).statusCode).toBe(401);
    expect((await t.inject({ method: 'DELETE', url: '/api/v1/user/me/passkeys/1' })).statusCode).toBe(401);
  });
});
