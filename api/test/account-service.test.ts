import { hashPassword, verifyPassword } from '../src/auth/password';
import { createSession } from '../src/auth/session';
import { TOKEN_LIFETIME } from '../src/auth/tokens';
import type { Database } from '../src/db';
import { createMailer } from '../src/mail/mailer';
import { captchaCheck } from '../src/services/captcha';
import {
  forgotPassword,
  resetPassword,
  signUp,
  updateProfile,
  verifyEmail,
  type AccountCaller,
  type Accounts,
} from '../src/services/accounts';
import { linkIn, startSmtp } from './accounts-helpers';
import { createUser, openTestDatabase, refusal, TEST_SCRYPT, unlimited } from './helpers';

/*
 * The account rules as services, without HTTP: a real database, a real mailer sending to a loopback SMTP server,
 * and a clock the tests move. The limits let everything through (they have tests of their own, over HTTP).
 */

const SITE = 'https://site.test';
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const caller: AccountCaller = {
  lang: 'en',
  limits: unlimited,
  // no reCAPTCHA secret outside production: the real check lets the request through
  requireHuman: captchaCheck({ recaptcha: { verifyUrl: `${SITE}/siteverify` }, nodeEnv: 'test' }, '127.0.0.1', silent),
};

let database: { db: Database; close: () => Promise<void> };
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let accounts: Accounts;
let now: Date;

beforeAll(async () => {
  [database, smtp] = await Promise.all([openTestDatabase(), startSmtp()]);
  accounts = {
    db: database.db,
    config: {
      scrypt: TEST_SCRYPT,
      siteUrl: SITE,
      google: { jwksUrl: '', issuers: [] },
      facebook: { graphUrl: '' },
      twitter: { apiUrl: '', callbackUrl: '' },
    },
    mailer: createMailer(smtp.config, silent),
    now: () => now,
    dummyPasswordHash: await hashPassword('no account has this password', TEST_SCRYPT),
    log: silent,
  };
});

beforeEach(() => {
  now = new Date();
});

afterAll(async () => {
  await database.close();
  await smtp.close();
});

const userByEmail = (email: string) =>
  accounts.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
const userById = (id: number) =>
  accounts.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mailTo = (to: string, subject: RegExp) => smtp.waitFor((m) => m.to === to && subject.test(m.subject));

describe('sign-up', () => {
  it('refuses an address another account holds, in any casing, with nothing written', async () => {
    const user = await signUp(accounts, caller, { email: 'first.comer@example.com', password: 'a long passphrase 1' });
    expect(user).toMatchObject({ email: 'first.comer@example.com', unverified_email: 'first.comer@example.com' });
    const before = await accounts.db.selectFrom('users').select('id').execute();
    const again = signUp(accounts, caller, { email: ' First.Comer@Example.com ', password: 'another passphrase 2' });
    expect(await refusal(again)).toEqual({ status: 409, key: 'email_taken' });
    expect(await accounts.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses an address another account is changing to (pending, not yet confirmed)', async () => {
    const id = await createUser({ db: accounts.db }, 'mover@example.com', 'mover passphrase 1');
    await updateProfile(
      accounts,
      caller,
      { user: await userById(id), signedInAt: now },
      { email: 'moving.to@example.com', current_password: 'mover passphrase 1' },
    );
    const taken = signUp(accounts, caller, { email: 'moving.to@example.com', password: 'a long passphrase 3' });
    expect(await refusal(taken)).toEqual({ status: 409, key: 'email_taken' });
    expect(await accounts.db.selectFrom('users').where('email', '=', 'moving.to@example.com').execute()).toEqual([]);
  });
});

describe('password reset link', () => {
  const email = 'reset.me@example.com';
  let userId: number;

  beforeAll(async () => {
    userId = await createUser({ db: accounts.db }, email, 'the old passphrase');
  });

  /** Ask for a reset link at the current time; its token, from the mail. */
  async function resetToken(): Promise<string> {
    const sent = smtp.mails.length;
    await forgotPassword(accounts, caller, { email });
    const mail = await smtp.waitFor((m) => smtp.mails.indexOf(m) >= sent && m.to === email);
    return linkIn(mail, SITE).split('/reset-password/')[1];
  }

  it('is refused once its hour is over, and the password stays', async () => {
    const token = await resetToken();
    now = new Date(now.getTime() + TOKEN_LIFETIME.reset + 1000);
    const late = resetPassword(accounts, caller, { token, password: 'a too late passphrase' });
    expect(await refusal(late)).toEqual({ status: 400, key: 'reset_link_invalid' });
    expect(await verifyPassword('the old passphrase', (await userById(userId)).password_hash!)).toBe(true);
  });

  it('works once within its hour: the password changes, every session ends; used again, it is refused', async () => {
    await createSession(accounts.db, userId, false, now);
    const token = await resetToken();
    now = new Date(now.getTime() + TOKEN_LIFETIME.reset - 60_000);
    await resetPassword(accounts, caller, { token, password: 'the new passphrase' });
    expect(await verifyPassword('the new passphrase', (await userById(userId)).password_hash!)).toBe(true);
    expect(await accounts.db.selectFrom('sessions').where('user_id', '=', userId).execute()).toEqual([]);
    const reused = resetPassword(accounts, caller, { token, password: 'a third passphrase' });
    expect(await refusal(reused)).toEqual({ status: 400, key: 'reset_link_invalid' });
    expect(await verifyPassword('the new passphrase', (await userById(userId)).password_hash!)).toBe(true);
  });
});

describe('change of e-mail address', () => {
  it('keeps the old address until the link mailed to the new one is followed; the old one is told', async () => {
    const id = await createUser({ db: accounts.db }, 'old.box@example.com', 'owner passphrase 1');
    const signedIn = { user: await userById(id), signedInAt: now };
    const wrong = updateProfile(accounts, caller, signedIn, {
      email: 'new.box@example.com',
      current_password: 'not the passphrase',
    });
    expect(await refusal(wrong)).toEqual({ status: 400, key: 'wrong_current_password' });
    expect(await userById(id)).toMatchObject({ email: 'old.box@example.com', unverified_email: null });

    const pending = await updateProfile(accounts, caller, signedIn, {
      email: 'New.Box@example.com',
      current_password: 'owner passphrase 1',
    });
    expect(pending).toMatchObject({ email: 'old.box@example.com', unverified_email: 'new.box@example.com' });
    await mailTo('old.box@example.com', /.+/);
    const link = linkIn(await mailTo('new.box@example.com', /.+/), SITE);
    const [part1, part2, part3] = link.split('/email-verify/')[1].split('/');

    const confirmed = await verifyEmail(accounts, caller, { part1, part2, part3 });
    expect(confirmed).toMatchObject({ email: 'new.box@example.com', unverified_email: null, is_verified: true });
    expect(await userByEmail('new.box@example.com')).toMatchObject({ id });
    const again = verifyEmail(accounts, caller, { part1, part2, part3 });
    expect(await refusal(again)).toEqual({ status: 400, key: 'verify_link_invalid' });
  });
});
