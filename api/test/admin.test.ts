import type { User } from 'contract';
import { body, buildTestApp, firstPoiId, login, signedInUser, type Res, type TestApp } from './helpers';
import { linkIn, startSmtp } from './accounts-helpers';

/**
 * Admin rights belong to the account that proved the mailbox of ADMIN_EMAIL. Here ADMIN_EMAIL is an address
 * nobody has registered yet: whoever signs up with it gets nothing until the verification link in that
 * mailbox is followed, and the rights go with the address when the admin moves to another one.
 */
const SITE = 'http://site.test';
const BOSS = 'boss@example.com';
const en = { 'accept-language': 'en' };
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let authorCookie: string;
let strangerCookie: string;
let placeId: number;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildTestApp({ mail: smtp.config, siteUrl: SITE, adminEmail: BOSS });
  // seeding an empty database (PostgreSQL here) makes an admin account with ADMIN_EMAIL: it moves away, so the
  // address is one nobody holds, as when ADMIN_EMAIL is changed on a running site
  await t.app.db.updateTable('users').set({ email: 'former-admin@example.com' }).where('email', '=', BOSS).execute();
  authorCookie = (await signedInUser(t, 'author@example.com', 'author-pass-2026')).cookie;
  strangerCookie = (await signedInUser(t, 'stranger@example.com', 'stranger-pass-2026')).cookie;
  placeId = await firstPoiId(t.app);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const sidOf = (res: Res) => {
  const sid = res.cookies.find((c) => c.name === 'sid' && c.value);
  if (!sid) throw new Error(`no session cookie: ${res.statusCode} ${res.body}`);
  return `sid=${sid.value}`;
};
const me = async (cookie: string) => body<User>(await t.inject({ url: '/api/v1/user/me', headers: { cookie } })).data!;
/** the API path of a verification link from a mail */
const verifyPath = (link: string) => `/api/v1/user/verify/${link.replace(`${SITE}/email-verify/`, '')}/`;

/** A post by the author: only the author and the admin may delete it. */
async function authorsPost(): Promise<number> {
  const res = await t.inject({
    method: 'POST',
    url: '/api/v1/post/',
    headers: { ...en, cookie: authorCookie },
    payload: {
      place_id: placeId,
      batch_id: 'admin-' + Math.random().toString(36).slice(2),
      post: 'Mine',
      recommend: 0,
      media: [],
      is_local: false,
      timezone_offset: 0,
    },
  });
  expect(res.statusCode).toBe(200);
  return body<{ post_id: number }>(res).data!.post_id;
}
const deletePost = (id: number, cookie: string) =>
  t.inject({ method: 'DELETE', url: `/api/v1/post/${id}`, headers: { ...en, cookie } });
const postExists = async (id: number) =>
  (await t.app.db.selectFrom('posts').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

describe('ADMIN_EMAIL nobody registered yet', () => {
  it('signing up with it gives no rights until the mailbox is proven; the verification link does', async () => {
    const postId = await authorsPost();
    const normal = await deletePost(postId, strangerCookie);
    expect(normal.statusCode).toBe(404);

    const signUp = await t.inject({
      method: 'POST',
      url: '/api/v1/user/email_sign_up',
      headers: en,
      payload: { email: BOSS, password: 'a long boss passphrase' },
    });
    expect(signUp.statusCode).toBe(200);
    expect(body<User>(signUp).data).toMatchObject({ email: BOSS, is_verified: false, is_admin: false });
    const cookie = sidOf(signUp);
    expect((await me(cookie)).is_admin).toBe(false);
    // the admin-only write gets exactly a normal user's answer, and changes nothing
    const unverified = await deletePost(postId, cookie);
    expect([unverified.statusCode, unverified.body]).toEqual([normal.statusCode, normal.body]);
    expect(await postExists(postId)).toBe(true);

    const link = linkIn(await smtp.waitFor((m) => m.to === BOSS), SITE);
    const verified = await t.inject({ url: verifyPath(link), headers: en });
    expect(verified.statusCode).toBe(200);
    expect(body<User>(verified).data).toMatchObject({ email: BOSS, is_verified: true, is_admin: true });
    expect((await me(cookie)).is_admin).toBe(true);
    expect((await deletePost(postId, cookie)).statusCode).toBe(200);
    expect(await postExists(postId)).toBe(false);
  });

  it('the rights follow the proven address: kept while a new one is pending, gone once it is verified', async () => {
    // the admin account from the test above, signed in again
    const { cookie } = await login(t, BOSS, 'a long boss passphrase');
    const moved = 'boss-new@example.com';
    const change = await t.inject({
      method: 'PUT',
      url: '/api/v1/user/me',
      headers: { ...en, cookie },
      payload: { email: moved, current_password: 'a long boss passphrase' },
    });
    expect(body<User>(change).data).toMatchObject({ email: BOSS, unverified_email: moved, is_admin: true });
    const link = linkIn(await smtp.waitFor((m) => m.to === moved), SITE);
    expect((await t.inject({ url: verifyPath(link), headers: en })).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ email: moved, is_admin: false });
    const postId = await authorsPost();
    expect((await deletePost(postId, cookie)).statusCode).toBe(404);
  });

  it('a verified account asking to move to ADMIN_EMAIL gets nothing while that address is pending', async () => {
    // the address is free again since the admin moved away
    const { cookie } = await login(t, 'stranger@example.com', 'stranger-pass-2026');
    const change = await t.inject({
      method: 'PUT',
      url: '/api/v1/user/me',
      headers: { ...en, cookie },
      payload: { email: BOSS, current_password: 'stranger-pass-2026' },
    });
    expect(change.statusCode).toBe(200);
    expect(body<User>(change).data).toMatchObject({ unverified_email: BOSS, is_admin: false });
    const postId = await authorsPost();
    expect((await deletePost(postId, cookie)).statusCode).toBe(404);
  });
});
