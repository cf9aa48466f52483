import { createHmac, randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type KeyLike } from 'jose';
import type { User } from 'contract';
import { DEMO_EMAIL } from '../src/db/seed';
import { body, buildTestApp, type TestApp } from './helpers';
import { startHttp } from './accounts-helpers';

const en = { 'accept-language': 'en' };
const CLIENT_ID = 'client-123.apps.googleusercontent.com';
const FB_APP = '4242';
const FB_SECRET = 'fb-app-secret';
const TW_KEY = 'tw-consumer-key';
const TW_SECRET = 'tw-consumer-secret';

type Fake = Awaited<ReturnType<typeof startHttp>>;
let t: TestApp;
let google: Fake;
let graph: Fake;
let twitter: Fake;
let key: KeyLike;
let otherKey: KeyLike;

// --- an independent OAuth 1.0a signature check for the fake Twitter (RFC 5849 §3.4) ---
const enc = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
function checkSignature(
  method: string,
  url: string,
  header: string,
  query: URLSearchParams,
  tokenSecret: string,
): Record<string, string> | null {
  const oauth: Record<string, string> = {};
  for (const m of header.replace(/^OAuth /, '').matchAll(/([a-z_]+)="([^"]*)"/g))
    oauth[m[1]] = decodeURIComponent(m[2]);
  const { oauth_signature: sig, ...rest } = oauth;
  const all = [...Object.entries(rest), ...query.entries()].map(([k, v]) => `${enc(k)}=${enc(v)}`).sort();
  const base = `${method}&${enc(url)}&${enc(all.join('&'))}`;
  const expected = createHmac('sha1', `${enc(TW_SECRET)}&${enc(tokenSecret)}`)
    .update(base)
    .digest('base64');
  return sig === expected && rest.oauth_consumer_key === TW_KEY ? oauth : null;
}
const requestTokens = new Map<string, string>(); // token → secret
const VERIFIER = 'the-verifier';

beforeAll(async () => {
  ({ privateKey: key } = await generateKeyPair('RS256'));
  ({ privateKey: otherKey } = await generateKeyPair('RS256'));
  const jwk = { ...(await exportJWK(key)), kid: 'k1', alg: 'RS256', use: 'sig' };
  // publish only the public part
  const { d, p, q, dp, dq, qi, ...pub } = jwk as unknown as Record<string, string>;
  void [d, p, q, dp, dq, qi];
  google = await startHttp((_req, _body, url) =>
    url.pathname === '/oauth2/v3/certs' ? { json: { keys: [pub] } } : { status: 404, json: {} },
  );

  graph = await startHttp((_req, _body, url) => {
    const q = url.searchParams;
    if (url.pathname === '/v19.0/debug_token') {
      if (q.get('access_token') !== `${FB_APP}|${FB_SECRET}`)
        return { status: 400, json: { error: { message: 'bad app' } } };
      const token = q.get('input_token');
      if (token === 'fb-good')
        return { json: { data: { app_id: FB_APP, is_valid: true, user_id: 'fb-1', expires_at: 0 } } };
      if (token === 'fb-other-app') return { json: { data: { app_id: '999', is_valid: true, user_id: 'fb-1' } } };
      return { json: { data: { is_valid: false } } };
    }
    if (url.pathname === '/v19.0/me') {
      const token = q.get('access_token') ?? '';
      const proof = createHmac('sha256', FB_SECRET).update(token).digest('hex');
      if (q.get('appsecret_proof') !== proof) return { status: 400, json: { error: { message: 'bad proof' } } };
      return { json: { id: 'fb-1', name: 'Fay Book', email: 'fay@example.com' } };
    }
    return { status: 404, json: {} };
  });

  twitter = await startHttp((req, _body, url) => {
    const header = String(req.headers.authorization ?? '');
    const endpoint = `${twitter.url}${url.pathname}`;
    if (url.pathname === '/oauth/request_token') {
      const oauth = checkSignature('POST', endpoint, header, new URLSearchParams(), '');
      if (!oauth || !oauth.oauth_callback) return { status: 401, text: 'bad signature' };
      const token = randomBytes(8).toString('hex');
      requestTokens.set(token, `secret-${token}`);
      return { text: `oauth_token=${token}&oauth_token_secret=secret-${token}&oauth_callback_confirmed=true` };
    }
    if (url.pathname === '/oauth/access_token') {
      const token = /oauth_token="([^"]+)"/.exec(header)?.[1] ?? '';
      const secret = requestTokens.get(token);
      const oauth = secret ? checkSignature('POST', endpoint, header, new URLSearchParams(), secret) : null;
      if (!oauth || oauth.oauth_verifier !== VERIFIER) return { status: 401, text: 'refused' };
      requestTokens.delete(token);
      return { text: 'oauth_token=acc-tok&oauth_token_secret=acc-secret&user_id=tw-77&screen_name=tweeter' };
    }
    if (url.pathname === '/1.1/account/verify_credentials.json') {
      const ok = checkSignature('GET', endpoint, header, url.searchParams, 'acc-secret');
      if (!ok) return { status: 401, json: {} };
      return { json: { id_str: 'tw-77', name: 'Tweety Bird', email: 'tweety@example.com' } };
    }
    return { status: 404, text: '' };
  });

  t = await buildTestApp({
    google: { clientId: CLIENT_ID, jwksUrl: `${google.url}/oauth2/v3/certs`, issuers: ['https://accounts.google.com'] },
    facebook: { appId: FB_APP, appSecret: FB_SECRET, graphUrl: `${graph.url}/v19.0` },
    twitter: {
      consumerKey: TW_KEY,
      consumerSecret: TW_SECRET,
      apiUrl: twitter.url,
      callbackUrl: 'http://site.test/login',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await Promise.all([google, graph, twitter].map((f) => f?.close()));
});

const post = (url: string, payload: unknown) =>
  t.inject({ method: 'POST', url: `/api/v1/user/${url}`, payload, headers: en });

async function idToken(
  claims: Record<string, unknown> = {},
  opts: { signWith?: KeyLike; aud?: string; iss?: string; exp?: number } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: 'gigi@example.com', email_verified: true, name: 'Gigi Google', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject((claims.sub as string) ?? 'g-1001')
    .setIssuer(opts.iss ?? 'https://accounts.google.com')
    .setAudience(opts.aud ?? CLIENT_ID)
    .setIssuedAt(now - 10)
    .setExpirationTime(opts.exp ?? now + 600)
    .sign(opts.signWith ?? key);
}

describe('Google (ID token checked against a loopback JWKS)', () => {
  it('a new account needs tnc; then it signs in as the same account, never linked by e-mail', async () => {
    const token = await idToken({ sub: 'g-1', email: DEMO_EMAIL });
    const noTnc = await post('google_sign_in', { token });
    expect(noTnc.statusCode).toBe(400);
    expect(body(noTnc).message).toBe('Please accept the terms and conditions to create an account.');
    const created = await post('google_sign_in', { token, tnc: true });
    expect(created.statusCode).toBe(200);
    const user = body<User>(created).data!;
    expect(user).toMatchObject({
      new_user: true,
      is_social_login: true,
      is_email_user: false,
      email: null,
      social_email: DEMO_EMAIL,
      display_name: 'Gigi Google',
    });
    const demo = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_EMAIL)
      .executeTakeFirstOrThrow();
    expect(user.id).not.toBe(demo.id);
    const again = await post('google_sign_in', { token });
    expect(again.statusCode).toBe(200);
    expect(body<User>(again).data).toMatchObject({ id: user.id, new_user: false });
    const sid = again.cookies.find((c) => c.name === 'sid')!.value;
    expect((await t.inject({ url: '/api/v1/user/me', headers: { cookie: `sid=${sid}` } })).statusCode).toBe(200);
  });

  it.each([
    ['signed with another key', () => idToken({}, { signWith: otherKey })],
    ['for another audience', () => idToken({}, { aud: 'someone-else.apps.googleusercontent.com' })],
    ['from another issuer', () => idToken({}, { iss: 'https://evil.example' })],
    ['expired', () => idToken({}, { exp: Math.floor(Date.now() / 1000) - 3600 })],
    ['not a JWT', async () => 'not.a.jwt'],
  ])('refuses a token %s (401), creates nothing', async (_name, make) => {
    const before = await t.app.db.selectFrom('users').select('id').execute();
    const res = await post('google_sign_in', { token: await make(), tnc: true });
    expect(res.statusCode).toBe(401);
    expect(body(res).message).toBe('The Google sign-in could not be confirmed. Please try again.');
    expect(res.cookies.filter((c) => c.name === 'sid')).toHaveLength(0);
    expect(await t.app.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
  });

  it('an unverified Google e-mail is not kept', async () => {
    const res = await post('google_sign_in', {
      token: await idToken({ sub: 'g-2', email_verified: false }),
      tnc: true,
    });
    expect(body<User>(res).data!.social_email).toBeNull();
  });

  it('is refused clearly when not configured', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.inject({
        method: 'POST',
        url: '/api/v1/user/google_sign_in',
        payload: { token: 'x', tnc: true },
        headers: en,
      });
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe('Sign-in with Google is not available on this site.');
    } finally {
      await plain.close();
    }
  });
});

describe('Facebook (debug_token + /me on a loopback Graph API)', () => {
  it('signs up with tnc, then signs in', async () => {
    const res = await post('facebook_sign_in', { token: 'fb-good', tnc: true });
    expect(res.statusCode).toBe(200);
    expect(body<User>(res).data).toMatchObject({
      display_name: 'Fay Book',
      social_email: 'fay@example.com',
      new_user: true,
    });
    expect(body<User>(await post('facebook_sign_in', { token: 'fb-good' })).data!.new_user).toBe(false);
  });

  it.each(['fb-other-app', 'fb-invalid'])('refuses %s with 401', async (token) => {
    const res = await post('facebook_sign_in', { token, tnc: true });
    expect(res.statusCode).toBe(401);
    expect(body(res).message).toMatch(/Facebook sign-in could not be confirmed/);
  });
});

describe('Twitter (OAuth 1.0a on a loopback server)', () => {
  it('request token → authorize URL → access token exchange signs the user in', async () => {
    const start = await post('twitter_get_auth_url', { tnc: true });
    expect(start.statusCode).toBe(200);
    const { url, oauth_token, oauth_secret } = body<{ url: string; oauth_token: string; oauth_secret: string }>(
      start,
    ).data!;
    expect(url).toBe(`${twitter.url}/oauth/authenticate?oauth_token=${oauth_token}`);
    const wrong = await post('twitter_sign_in', { oauth_token, oauth_verifier: 'nope', oauth_secret, tnc: true });
    expect(wrong.statusCode).toBe(401);
    const res = await post('twitter_sign_in', {
      oauthToken: oauth_token,
      oauthVerifier: VERIFIER,
      oauthSecret: oauth_secret,
      tnc: true,
    });
    expect(res.statusCode).toBe(200);
    expect(body<User>(res).data).toMatchObject({
      display_name: 'Tweety Bird',
      social_email: 'tweety@example.com',
      new_user: true,
    });
  });

  it('a forged secret breaks the signature (401); missing fields are a 400', async () => {
    const { oauth_token } = body<{ oauth_token: string }>(await post('twitter_get_auth_url', {})).data!;
    expect(
      (await post('twitter_sign_in', { oauth_token, oauth_verifier: VERIFIER, oauth_secret: 'forged', tnc: true }))
        .statusCode,
    ).toBe(401);
    expect((await post('twitter_sign_in', { oauth_token })).statusCode).toBe(400);
  });

  it('502 with a clear message when the provider is down', async () => {
    const down = await buildTestApp({
      twitter: {
        consumerKey: TW_KEY,
        consumerSecret: TW_SECRET,
        apiUrl: 'http://127.0.0.1:9',
        callbackUrl: 'http://x/',
      },
    });
    try {
      const res = await down.inject({
        method: 'POST',
        url: '/api/v1/user/twitter_get_auth_url',
        payload: {},
        headers: en,
      });
      expect(res.statusCode).toBe(502);
      expect(body(res).message).toBe('Twitter / X could not be reached. Please try again later.');
    } finally {
      await down.close();
    }
  });
});
