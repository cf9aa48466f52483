import type { Language } from 'contract';
import type { Config } from '../config';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { isCommonPassword } from '../auth/common-passwords';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password';
import type { RequestLimits } from '../auth/rate-limit';
import { consumeToken, findToken, hasWorkingToken, issueToken } from '../auth/tokens';
import { ApiError, badRequest } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { emailChangeNoticeMail, passwordChangedMail, resetMail, verificationMail } from '../mail/templates';
import { InvalidSocialToken, type SocialProfile } from '../providers/google';
import { ProviderError } from '../providers/http';
import { displayNameFor, emailInUse, hasPasskeys, findUserByEmail, isUniqueViolation, normalizeEmail } from './users';

/** How recent a sign-in must be to stand in for the password of an account that has none (social sign-in). */
export const FRESH_SIGN_IN_MS = 5 * 60_000;

/** What the account rules need of the site: its database, settings, mailer and clock. */
export interface Accounts {
  db: Database;
  config: Pick<Config, 'scrypt' | 'siteUrl' | 'google' | 'facebook' | 'twitter'>;
  mailer: Pick<Mailer, 'queue'>;
  /** the current time */
  now: () => Date;
  /** a hash verified when an address has no password, so an unknown address takes as long as a wrong password */
  dummyPasswordHash: string;
  log: { warn: (obj: object, msg: string) => void };
}

/** What one request brings to the account rules: its language, its limits, and a check of its captcha. */
export interface AccountCaller {
  lang: Language;
  limits: RequestLimits;
  /** 400 without a solved captcha token or with a failed one, 503 when none can be checked */
  requireHuman: (token: string | undefined) => Promise<void>;
}

const link = (accounts: Accounts, path: string) => `${accounts.config.siteUrl}${path}`;

function refuseCommon(password: string, email: string | null | undefined): void {
  if (isCommonPassword(password, email)) throw badRequest('password_too_common');
}

/** Issue a 24-hour verification token for `email` and send the mail in the user's language. */
async function sendVerification(accounts: Accounts, user: UserRow, email: string): Promise<void> {
  const { secret, expiresAt } = await issueToken(accounts.db, user.id, 'verify', email, accounts.now());
  const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36);
  const url = link(accounts, `/email-verify/${user.id}/${expiry}/${secret}`);
  accounts.mailer.queue(verificationMail(user.interface_language, email, user.display_name, url));
}

function mailPasswordChanged(accounts: Accounts, user: UserRow, to: string): void {
  const url = link(accounts, '/forgot-password');
  accounts.mailer.queue(passwordChangedMail(user.interface_language, to, user.display_name, url));
}

/** Every session of the account ends (each device is signed out). */
async function endSessions(accounts: Accounts, userId: number): Promise<void> {
  await accounts.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** The signed-in user and the time of the sign-in their session started with. */
export interface SignedIn {
  user: UserRow;
  signedInAt: Date | null;
}

/**
 * The signed-in user proves they are the account's owner before a change that could hand the account to
 * someone else: their current password (wrong ones count like failed sign-ins), or, for an account that signs
 * in with a social provider and has no password, a sign-in within the last FRESH_SIGN_IN_MS.
 */
async function proveOwner(
  accounts: Accounts,
  caller: AccountCaller,
  { user, signedInAt }: SignedIn,
  password: string | undefined,
): Promise<void> {
  if (user.password_hash) {
    if (!password) throw badRequest('current_password_required');
    await caller.limits.check('login', `#${user.id}`);
    if (!(await verifyPassword(password, user.password_hash))) {
      await caller.limits.hit('login', `#${user.id}`);
      throw badRequest('wrong_current_password');
    }
    return;
  }
  if (accounts.now().getTime() - (signedInAt?.getTime() ?? 0) > FRESH_SIGN_IN_MS) {
    throw new ApiError(403, 'sign_in_again');
  }
}

/**
 * Sign in with e-mail and password: the account, or 401. Only failures count towards the limits, and an account
 * someone has been guessing at asks for a captcha: slowed scripts, never a locked-out owner. A hash made with
 * weaker parameters than the site's is made again.
 */
export async function signInWithPassword(
  accounts: Accounts,
  caller: AccountCaller,
  input: { email: string; password: string; recaptchaToken?: string },
): Promise<UserRow> {
  const { db, config } = accounts;
  const email = normalizeEmail(input.email);
  await caller.limits.check('login', email);
  if (await caller.limits.captchaNeeded(email)) await caller.requireHuman(input.recaptchaToken);
  const user = await findUserByEmail(db, email);
  // always run one scrypt verification, so unknown e-mails take as long as wrong passwords
  const matches = await verifyPassword(input.password, user?.password_hash ?? accounts.dummyPasswordHash);
  if (!user || !user.password_hash || !matches) {
    await caller.limits.hit('login', email);
    throw new ApiError(401, 'wrong_credentials');
  }
  await caller.limits.clearIpAccount('login', email);
  if (needsRehash(user.password_hash, config.scrypt)) {
    const upgraded = await hashPassword(input.password, config.scrypt);
    await db.updateTable('users').set({ password_hash: upgraded }).where('id', '=', user.id).execute();
  }
  return user;
}

/** Whether an e-mail account signs in with this address (limited: it is a question anyone can ask). */
export async function isExistingUser(accounts: Accounts, caller: AccountCaller, email: string): Promise<boolean> {
  await caller.limits.consume('user_exists');
  return !!(await findUserByEmail(accounts.db, email));
}

/**
 * A new e-mail account: one per address (409 when another account holds it, as its e-mail or as a pending
 * change), never with a common password. Its address is pending until the link mailed to it is followed.
 */
export async function signUp(
  accounts: Accounts,
  caller: AccountCaller,
  input: { email: string; password: string },
): Promise<UserRow> {
  await caller.limits.consume('signup');
  const email = normalizeEmail(input.email);
  refuseCommon(input.password, email);
  return openEmailAccount(accounts, caller, email, () => hashPassword(input.password, accounts.config.scrypt));
}

/**
 * The account of a sign-up with an address (signUp's, and a passkey sign-up's, whose account has no password):
 * 409 when another account holds the address (as its e-mail or as a pending change), counted against the mails.
 * `attach` runs in the account's own transaction once its row exists (a passkey sign-up stores its passkey
 * there, so an account never exists without its way in). The address is pending until the link mailed to it is
 * followed. The caller has counted the sign-up and normalized the address.
 */
export async function openEmailAccount(
  accounts: Accounts,
  caller: AccountCaller,
  email: string,
  passwordHash: () => Promise<string | null>,
  attach?: (trx: Database, user: UserRow) => Promise<void>,
): Promise<UserRow> {
  const { db } = accounts;
  if (await emailInUse(db, email)) throw new ApiError(409, 'email_taken');
  await caller.limits.consume('mail', email);
  const hash = await passwordHash();
  let user: UserRow;
  try {
    user = await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('users')
        .values({
          display_name: displayNameFor(null, caller.lang),
          email,
          // the new address is pending until its link is followed
          unverified_email: email,
          social_email: null,
          avatar: null,
          password_hash: hash,
          is_verified: false,
          interface_language: caller.lang,
          social_provider: null,
          social_provider_id: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await attach?.(trx, created);
      return created;
    });
  } catch (err) {
    // two sign-ups racing for one address: the second is told as if it had come later
    if (isUniqueViolation(err)) throw new ApiError(409, 'email_taken');
    throw err;
  }
  await sendVerification(accounts, user, email);
  return user;
}

/**
 * A new password for a signed-in e-mail account, given the current one. Every session of the account ends (the
 * caller starts a fresh one for this browser) and the account's addresses are told.
 */
export async function changePassword(
  accounts: Accounts,
  caller: AccountCaller,
  signedIn: SignedIn,
  input: { current: string; next: string },
): Promise<void> {
  const { db, config } = accounts;
  const user = signedIn.user;
  if (!user.password_hash) throw badRequest('no_password_account');
  await proveOwner(accounts, caller, signedIn, input.current);
  refuseCommon(input.next, user.email);
  // the "password changed" notice is a mail like any other: it counts in the account's and the IP's budget
  await caller.limits.consume('mail', `#${user.id}`);
  const hash = await hashPassword(input.next, config.scrypt);
  await db
    .updateTable('users')
    .set({ password_hash: hash, updated_at: accounts.now() })
    .where('id', '=', user.id)
    .execute();
  await endSessions(accounts, user.id);
  const to = user.email ?? user.social_email;
  if (to) mailPasswordChanged(accounts, user, to);
}

/** The verification link again, to the address pending; returns that address. */
export async function resendVerification(accounts: Accounts, caller: AccountCaller, user: UserRow): Promise<string> {
  if (!user.unverified_email) throw badRequest('already_verified');
  await caller.limits.consume('resend', `#${user.id}`);
  await caller.limits.consume('mail', `#${user.id}`);
  await sendVerification(accounts, user, user.unverified_email);
  return user.unverified_email;
}

/*
 * Forgot password. The request is limited per IP only (RATE_LIMIT_IP_FACTOR applies): an account's allowance
 * could be spent by anyone who knows its address, locking its owner out. The mails to one account are capped
 * quietly instead (RateLimiter.resetMailAllowed): a few per asking IP, and a few more from everywhere while
 * the account holds a working link. What happens is never told (an account or not, a mail sent or held back),
 * so the caller's answer cannot say whether an address has an account.
 */
export async function forgotPassword(
  accounts: Accounts,
  caller: AccountCaller,
  input: { email: string; recaptchaToken?: string },
): Promise<void> {
  const { db } = accounts;
  const email = normalizeEmail(input.email);
  await caller.limits.consume('forgot');
  await caller.requireHuman(input.recaptchaToken);
  // the IP's budget of mails, shared with every path that mails
  await caller.limits.consume('mail');
  const user = await findUserByEmail(db, email);
  // counted for every address, with or without an account, so both take the same steps
  const mayMail = await caller.limits.resetMailAllowed(email, async () =>
    user ? hasWorkingToken(db, user.id, 'reset', accounts.now()) : false,
  );
  // an account that signs in with passkeys only gets the link too: it is how its owner gets back in without them
  if (mayMail && user?.email && (user.password_hash || (await hasPasskeys(db, user.id)))) {
    const { secret } = await issueToken(db, user.id, 'reset', user.email, accounts.now());
    const url = link(accounts, `/reset-password/${secret}`);
    accounts.mailer.queue(resetMail(user.interface_language, user.email, user.display_name, url));
  }
}

/** The account a reset token was issued for, while the account still has the address it was issued to. */
async function resetTarget(accounts: Accounts, held: { userId: number; email: string | null } | null) {
  const user =
    held && (await accounts.db.selectFrom('users').selectAll().where('id', '=', held.userId).executeTakeFirst());
  if (!held || !user?.email || normalizeEmail(user.email) !== normalizeEmail(held.email ?? '')) {
    throw badRequest('reset_link_invalid');
  }
  return user as UserRow & { email: string };
}

/**
 * Opening a reset link: whether `resetPassword` would take its token, without spending it. The same 400 for an
 * unknown, used or expired token and for one issued to an address the account no longer has. Each check counts
 * against the resets' limit: it is as much a guess at a token as a reset is.
 */
export async function checkResetLink(accounts: Accounts, caller: AccountCaller, token: string): Promise<void> {
  await caller.limits.consume('reset');
  await resetTarget(accounts, await findToken(accounts.db, 'reset', token, accounts.now()));
}

/**
 * A new password through a reset link (single use, within its lifetime, for the address the account still
 * has). Every session of the account ends and its address is told.
 */
export async function resetPassword(
  accounts: Accounts,
  caller: AccountCaller,
  input: { token: string; password: string },
): Promise<void> {
  const { db, config } = accounts;
  await caller.limits.consume('reset');
  // bad input is refused before the token is spent
  refuseCommon(input.password, null);
  const hash = await hashPassword(input.password, config.scrypt);
  const used = await consumeToken(db, 'reset', input.token, accounts.now());
  if (!used) throw badRequest('reset_link_invalid');
  const user = await resetTarget(accounts, used);
  refuseCommon(input.password, user.email);
  // following the link proves the mailbox: a new account whose own address was pending is verified too
  const provesPending = !!user.unverified_email && normalizeEmail(user.unverified_email) === normalizeEmail(user.email);
  await db
    .updateTable('users')
    .set({
      password_hash: hash,
      updated_at: accounts.now(),
      ...(provesPending ? { unverified_email: null, is_verified: true } : {}),
    })
    .where('id', '=', user.id)
    .execute();
  await endSessions(accounts, user.id);
  mailPasswordChanged(accounts, user, user.email);
}

/**
 * Following a verification link `/email-verify/{user id}/{expiry, base 36 seconds}/{secret}`: the address it was
 * sent to becomes the account's e-mail. The whole link must match its token (account and expiry) for the token
 * to be spent, and only the newest address asked for can be confirmed.
 */
export async function verifyEmail(
  accounts: Accounts,
  caller: AccountCaller,
  parts: { part1: string; part2: string; part3: string },
): Promise<UserRow> {
  const { db } = accounts;
  await caller.limits.consume('verify');
  const { part1, part2, part3 } = parts;
  const userId = Number(part1);
  const expiresAtSeconds = parseInt(part2, 36);
  if (!/^\d{1,9}$/.test(part1) || !/^[0-9a-z]{1,8}$/.test(part2)) throw badRequest('verify_link_invalid');
  const used = await consumeToken(db, 'verify', part3, accounts.now(), { userId, expiresAtSeconds });
  if (!used || used.userId !== userId || !used.email) throw badRequest('verify_link_invalid');
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  // a later change of address makes older links useless
  if (!user || !user.unverified_email || normalizeEmail(user.unverified_email) !== normalizeEmail(used.email)) {
    throw badRequest('verify_link_invalid');
  }
  if (normalizeEmail(user.email ?? '') !== normalizeEmail(used.email) && (await emailInUse(db, used.email, user.id))) {
    throw new ApiError(409, 'email_taken');
  }
  try {
    return await db
      .updateTable('users')
      .set({ email: normalizeEmail(used.email), unverified_email: null, is_verified: true, updated_at: accounts.now() })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(409, 'email_taken');
    throw err;
  }
}

/** The changes a user may make to their own account at once (absent: unchanged). */
export interface ProfileChanges {
  display_name?: string;
  interface_language?: Language;
  email?: string;
  /** proves the owner when the e-mail changes */
  current_password?: string;
}

/**
 * Change the signed-in user's name, language or e-mail. A new e-mail waits in `unverified_email` (the owner
 * proven first, the address free) until the link mailed to it is followed, and the old address is told; asking
 * for the confirmed address again drops a pending change. Nothing is written when a change is refused.
 */
export async function updateProfile(
  accounts: Accounts,
  caller: AccountCaller,
  signedIn: SignedIn,
  body: ProfileChanges,
): Promise<UserRow> {
  const { db } = accounts;
  const user = signedIn.user;
  const changes: { display_name?: string; interface_language?: Language; unverified_email?: string | null } = {};
  if (body.display_name !== undefined) {
    const name = body.display_name.trim();
    if (!name) throw badRequest('display_name_blank');
    changes.display_name = name;
  }
  if (body.interface_language !== undefined) changes.interface_language = body.interface_language;
  let newAddress: string | null = null;
  if (body.email !== undefined) {
    const wanted = normalizeEmail(body.email);
    const pending = user.unverified_email ? normalizeEmail(user.unverified_email) : null;
    const confirmed = user.email ? normalizeEmail(user.email) : null;
    if (wanted === confirmed && pending && pending !== confirmed) {
      changes.unverified_email = null; // back to the confirmed address: the pending change is dropped
    } else if (wanted !== (pending ?? confirmed)) {
      await proveOwner(accounts, caller, signedIn, body.current_password);
      if (await emailInUse(db, wanted, user.id)) throw new ApiError(409, 'email_taken');
      // checked before anything is written: a refused change leaves the account as it was
      await caller.limits.consume('mail', `#${user.id}`);
      changes.unverified_email = wanted;
      newAddress = wanted;
    }
  }
  let updated = user;
  if (Object.keys(changes).length > 0) {
    updated = await db
      .updateTable('users')
      .set({ ...changes, updated_at: accounts.now() })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  if (newAddress) {
    await sendVerification(accounts, updated, newAddress);
    const old = user.email ?? user.social_email;
    if (old) {
      accounts.mailer.queue(emailChangeNoticeMail(updated.interface_language, old, updated.display_name, newAddress));
    }
  }
  return updated;
}

// ---- social providers ------------------------------------------------------------------------------------

export type SocialProvider = SocialProfile['provider'];

/** Each provider's name in messages, and whether the site is set up to use it. */
const PROVIDERS: Record<SocialProvider, { name: string; enabled: (config: Accounts['config']) => boolean }> = {
  google: { name: 'Google', enabled: (config) => !!config.google.clientId },
  facebook: { name: 'Facebook', enabled: (config) => !!config.facebook.appId },
  twitter: { name: 'Twitter / X', enabled: (config) => !!config.twitter.consumerKey },
};

/**
 * One call to an identity provider on the caller's behalf (limited per IP): 400 when the site does not use the
 * provider, 401 when it refuses the token, 502 (logged, without the token) when it cannot be reached.
 */
export async function askProvider<T>(
  accounts: Accounts,
  caller: AccountCaller,
  provider: SocialProvider,
  call: () => Promise<T>,
): Promise<T> {
  await caller.limits.consume('social');
  const { name, enabled } = PROVIDERS[provider];
  if (!enabled(accounts.config)) throw badRequest('provider_disabled', { provider: name });
  try {
    return await call();
  } catch (err) {
    if (err instanceof InvalidSocialToken) throw new ApiError(401, 'social_token_invalid', { provider: name });
    if (err instanceof ProviderError) {
      accounts.log.warn({ provider, reason: err.message }, 'identity provider call failed');
      throw new ApiError(502, 'provider_unreachable', { provider: name });
    }
    throw err;
  }
}

/**
 * The account keyed by provider + provider user id, or a new one (terms accepted required). Never linked to an
 * existing account through an e-mail address: the provider's address is only kept as social_email.
 */
export async function signInWithProfile(
  accounts: Accounts,
  lang: Language,
  profile: SocialProfile,
  tnc: boolean | undefined,
): Promise<{ user: UserRow; created: boolean }> {
  const { db } = accounts;
  const find = () =>
    db
      .selectFrom('users')
      .selectAll()
      .where('social_provider', '=', profile.provider)
      .where('social_provider_id', '=', profile.id)
      .executeTakeFirst();
  const found = await find();
  if (found) return { user: found, created: false };
  if (tnc !== true) throw badRequest('tnc_required');
  try {
    const user = await db
      .insertInto('users')
      .values({
        display_name: displayNameFor(profile.name, lang),
        email: null,
        unverified_email: null,
        social_email: profile.email ? profile.email.trim().slice(0, 254) : null,
        avatar: profile.avatar && /^https:\/\//.test(profile.avatar) ? profile.avatar : null,
        password_hash: null,
        is_verified: true,
        interface_language: lang,
        social_provider: profile.provider,
        social_provider_id: profile.id.slice(0, 255),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { user, created: true };
  } catch (err) {
    // two first sign-ins racing: the other one made the account
    if (!isUniqueViolation(err)) throw err;
    const user = await find();
    if (!user) throw err;
    return { user, created: false };
  }
}
