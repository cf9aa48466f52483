import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalBody, routes, type Language } from 'contract';
import type { Config } from '../config';
import { isCommonPassword } from '../auth/common-passwords';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password';
import { DEFAULT_RATE_LIMITS, RateLimiter } from '../auth/rate-limit';
import { createSession, deleteSession, SESSION_COOKIE } from '../auth/session';
import { consumeToken, hasWorkingToken, issueToken } from '../auth/tokens';
import { resetLinkCheckRoute } from './resetLinkCheck';
import type { UserRow } from '../db/schema';
import { ApiError, badRequest } from '../http/errors';
import { implement } from '../http/implement';
import { t } from '../i18n';
import { createMailer, type Mailer } from '../mail/mailer';
import { emailChangeNoticeMail, passwordChangedMail, resetMail, verificationMail } from '../mail/templates';
import { verifyFacebookToken } from '../providers/facebook';
import { InvalidSocialToken, verifyGoogleIdToken, type SocialProfile } from '../providers/google';
import { ProviderError } from '../providers/http';
import { RecaptchaUnavailableError, recaptchaReady, verifyRecaptcha } from '../providers/recaptcha';
import { twitterAccessToken, twitterRequestToken } from '../providers/twitter';
import {
  displayNameFor,
  emailInUse,
  findUserByEmail,
  isUniqueViolation,
  normalizeEmail,
  userModel,
} from '../services/users';

export function sessionCookieOptions(config: Config, expiresAt?: Date): CookieSerializeOptions {
  const options: CookieSerializeOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure: config.cookieSecure };
  if (expiresAt) {
    // "remember me": a persistent cookie that ends with the session's absolute timeout
    options.expires = expiresAt;
    options.maxAge = Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000));
  }
  return options;
}

function clearSessionCookie(config: Config, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
}

/** How recent a sign-in must be to stand in for the password of an account that has none (social sign-in). */
export const FRESH_SIGN_IN_MS = 5 * 60_000;

const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook', twitter: 'Twitter / X' } as const;

export function userRoutes(app: FastifyInstance): void {
  const { config, db } = app;
  const limiter = new RateLimiter(app, config.rateLimits ?? DEFAULT_RATE_LIMITS);
  const mailer: Mailer = createMailer(config.mail, app.log);
  app.addHook('onClose', async () => {
    await mailer.flush();
  });
  if (!recaptchaReady(config)) {
    app.log.error('RECAPTCHA_SECRET is not set: forgot_password refuses to serve in production until it is');
  }

  /** A new session id for this browser (the old one ends): every sign-in and every sign-up. */
  async function startSession(req: FastifyRequest, reply: FastifyReply, userId: number, remember: boolean) {
    if (req.sessionToken) await deleteSession(db, req.sessionToken);
    const { token, expiresAt } = await createSession(db, userId, remember);
    reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config, remember ? expiresAt : undefined));
  }

  function link(path: string): string {
    return `${config.siteUrl}${path}`;
  }

  /** Issue a 24-hour verification token for `email` and send the mail in the user's language. */
  async function sendVerification(user: UserRow, email: string): Promise<void> {
    const { secret, expiresAt } = await issueToken(db, user.id, 'verify', email);
    const url = link(`/email-verify/${user.id}/${Math.floor(expiresAt.getTime() / 1000).toString(36)}/${secret}`);
    mailer.queue(verificationMail(user.interface_language, email, user.display_name, url));
  }

  function refuseCommon(password: string, email: string | null | undefined): void {
    if (isCommonPassword(password, email)) throw badRequest('password_too_common');
  }

  /** A solved captcha (reCAPTCHA siteverify): 400 without one or with a failed one, 503 when none can be checked. */
  async function requireHuman(token: string | undefined, ip: string): Promise<void> {
    let human: boolean;
    try {
      human = await verifyRecaptcha(config, token ?? '', ip, app.log);
    } catch (err) {
      if (err instanceof RecaptchaUnavailableError) throw new ApiError(503, 'captcha_unavailable');
      throw err;
    }
    if (!human) throw badRequest(token ? 'captcha_failed' : 'captcha_required');
  }

  /**
   * The signed-in user proves they are the account's owner before a change that could hand the account to
   * someone else: their current password (wrong ones count like failed sign-ins), or, for an account that signs
   * in with a social provider and has no password, a sign-in within the last FRESH_SIGN_IN_MS.
   */
  async function proveOwner(
    req: FastifyRequest & { user: UserRow },
    reply: FastifyReply,
    password: string | undefined,
  ): Promise<void> {
    const user = req.user;
    if (user.password_hash) {
      if (!password) throw badRequest('current_password_required');
      await limiter.check('login', req, `#${user.id}`, reply);
      if (!(await verifyPassword(password, user.password_hash))) {
        await limiter.hit('login', req, `#${user.id}`);
        throw badRequest('wrong_current_password');
      }
      return;
    }
    const signedInAt = req.session?.createdAt.getTime() ?? 0;
    if (Date.now() - signedInAt > FRESH_SIGN_IN_MS) throw new ApiError(403, 'sign_in_again');
  }

  // ---- e-mail and password ---------------------------------------------------------------------------------

  implement(app, routes.emailLogin, async (req, reply) => {
    const email = normalizeEmail(req.body.email);
    await limiter.check('login', req, email, reply);
    // an account someone has been guessing at asks for a captcha: slowed scripts, never a locked-out owner
    if (await limiter.captchaNeeded(req, email)) await requireHuman(req.body.recaptchaToken, req.ip);
    const user = await findUserByEmail(db, email);
    // always run one scrypt verification, so unknown e-mails take as long as wrong passwords
    const stored = user?.password_hash ?? app.dummyPasswordHash;
    const matches = await verifyPassword(req.body.password, stored);
    if (!user || !user.password_hash || !matches) {
      await limiter.hit('login', req, email);
      throw new ApiError(401, 'wrong_credentials');
    }
    await limiter.clearIpAccount('login', req, email);
    if (needsRehash(user.password_hash, config.scrypt)) {
      const upgraded = await hashPassword(req.body.password, config.scrypt);
      await db.updateTable('users').set({ password_hash: upgraded }).where('id', '=', user.id).execute();
    }
    await startSession(req, reply, user.id, req.body.remember === true);
    return { data: await userModel(db, user, config.adminEmail) };
  });

  implement(app, routes.logout, async (req, reply) => {
    if (req.sessionToken) await deleteSession(db, req.sessionToken);
    else {
      const raw = req.cookies[SESSION_COOKIE];
      if (raw) await deleteSession(db, raw);
    }
    clearSessionCookie(config, reply);
    return {};
  });

  implement(app, routes.userExists, async (req, reply) => {
    await limiter.consume('user_exists', req, undefined, reply);
    const user = await findUserByEmail(db, req.body.email);
    return { result: { is_existing_user: !!user } };
  });

  implement(app, routes.emailSignUp, async (req, reply) => {
    await limiter.consume('signup', req, undefined, reply);
    const email = normalizeEmail(req.body.email);
    refuseCommon(req.body.password, email);
    if (await emailInUse(db, email)) throw new ApiError(409, 'email_taken');
    await limiter.consume('mail', req, email, reply);
    const passwordHash = await hashPassword(req.body.password, config.scrypt);
    let user: UserRow;
    try {
      user = await db
        .insertInto('users')
        .values({
          display_name: displayNameFor(null, req.lang),
          email,
          // the new address is pending until its link is followed
          unverified_email: email,
          social_email: null,
          avatar: null,
          password_hash: passwordHash,
          is_verified: false,
          interface_language: req.lang,
          social_provider: null,
          social_provider_id: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (err) {
      if (isUniqueViolation(err)) throw new ApiError(409, 'email_taken');
      throw err;
    }
    await startSession(req, reply, user.id, false);
    await sendVerification(user, email);
    return { data: await userModel(db, user, config.adminEmail, { new_user: true }) };
  });

  implement(app, routes.changePassword, async (req, reply) => {
    const user = req.user;
    const body = canonicalBody(req.body);
    const current = body.current_password!;
    const next = body.new_password!;
    if (!user.password_hash) throw badRequest('no_password_account');
    await proveOwner(req, reply, current);
    refuseCommon(next, user.email);
    // the "password changed" notice is a mail like any other: it counts in the account's and the IP's budget
    await limiter.consume('mail', req, `#${user.id}`, reply);
    const hash = await hashPassword(next, config.scrypt);
    await db
      .updateTable('users')
      .set({ password_hash: hash, updated_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    // every session of the account ends (other devices are signed out); this browser gets a fresh one
    await db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    req.sessionToken = null;
    await startSession(req, reply, user.id, req.session?.remember ?? false);
    const to = user.email ?? user.social_email;
    if (to) mailer.queue(passwordChangedMail(user.interface_language, to, user.display_name, link('/forgot-password')));
    return { message: t(req.lang, 'password_changed') };
  });

  implement(app, routes.resendVerifyEmail, async (req, reply) => {
    const user = req.user;
    if (!user.unverified_email) throw badRequest('already_verified');
    await limiter.consume('resend', req, `#${user.id}`, reply);
    await limiter.consume('mail', req, `#${user.id}`, reply);
    await sendVerification(user, user.unverified_email);
    return { message: t(req.lang, 'verify_sent', { email: user.unverified_email }) };
  });

  /*
   * Forgot password. The request is limited per IP only (RATE_LIMIT_IP_FACTOR applies): an account's allowance
   * could be spent by anyone who knows its address, locking its owner out. The mails to one account are capped
   * quietly instead (RateLimiter.resetMailAllowed): a few per asking IP, and a few more from everywhere while
   * the account holds a working link. The answer is the same whatever happens (an account or not, a mail sent
   * or held back), so it never tells whether an address has an account.
   */
  implement(app, routes.forgotPassword, async (req, reply) => {
    const email = normalizeEmail(req.body.email);
    await limiter.consume('forgot', req, undefined, reply);
    await requireHuman(req.body.recaptchaToken, req.ip);
    // the IP's budget of mails, shared with every path that mails
    await limiter.consume('mail', req, undefined, reply);
    const user = await findUserByEmail(db, email);
    // counted for every address, with or without an account, so both take the same steps
    const mayMail = await limiter.resetMailAllowed(req, email, async () =>
      user ? hasWorkingToken(db, user.id, 'reset') : false,
    );
    if (mayMail && user?.password_hash && user.email) {
      const { secret } = await issueToken(db, user.id, 'reset', user.email);
      mailer.queue(
        resetMail(user.interface_language, user.email, user.display_name, link(`/reset-password/${secret}`)),
      );
    }
    // the same answer whether or not the address has an account
    return { message: t(req.lang, 'forgot_sent') };
  });

  implement(app, routes.resetPassword, async (req, reply) => {
    await limiter.consume('reset', req, undefined, reply);
    // bad input is refused before the token is spent
    refuseCommon(req.body.password, null);
    const hash = await hashPassword(req.body.password, config.scrypt);
    const used = await consumeToken(db, 'reset', req.body.token);
    if (!used) throw badRequest('reset_link_invalid');
    const user = await db.selectFrom('users').selectAll().where('id', '=', used.userId).executeTakeFirst();
    if (!user || !user.email || normalizeEmail(user.email) !== normalizeEmail(used.email ?? '')) {
      throw badRequest('reset_link_invalid');
    }
    if (isCommonPassword(req.body.password, user.email)) throw badRequest('password_too_common');
    // following the link proves the mailbox: a new account whose own address was pending is verified too
    const provesPending =
      !!user.unverified_email && normalizeEmail(user.unverified_email) === normalizeEmail(user.email);
    await db
      .updateTable('users')
      .set({
        password_hash: hash,
        updated_at: new Date(),
        ...(provesPending ? { unverified_email: null, is_verified: true } : {}),
      })
      .where('id', '=', user.id)
      .execute();
    await db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    clearSessionCookie(config, reply);
    mailer.queue(passwordChangedMail(user.interface_language, user.email, user.display_name, link('/forgot-password')));
    return { message: t(req.lang, 'password_reset_done') };
  });
  resetLinkCheckRoute(app, limiter);

  implement(app, routes.verifyEmail, async (req, reply) => {
    await limiter.consume('verify', req, undefined, reply);
    const { part1, part2, part3 } = req.params;
    const userId = Number(part1);
    const expiresAtSeconds = parseInt(part2, 36);
    if (!/^\d{1,9}$/.test(part1) || !/^[0-9a-z]{1,8}$/.test(part2)) throw badRequest('verify_link_invalid');
    // the whole link must match its token (account and expiry) for the token to be spent
    const used = await consumeToken(db, 'verify', part3, new Date(), { userId, expiresAtSeconds });
    if (!used || used.userId !== userId || !used.email) throw badRequest('verify_link_invalid');
    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    // a later change of address makes older links useless
    if (!user || !user.unverified_email || normalizeEmail(user.unverified_email) !== normalizeEmail(used.email)) {
      throw badRequest('verify_link_invalid');
    }
    if (
      normalizeEmail(user.email ?? '') !== normalizeEmail(used.email) &&
      (await emailInUse(db, used.email, user.id))
    ) {
      throw new ApiError(409, 'email_taken');
    }
    let updated: UserRow;
    try {
      updated = await db
        .updateTable('users')
        .set({ email: normalizeEmail(used.email), unverified_email: null, is_verified: true, updated_at: new Date() })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (err) {
      if (isUniqueViolation(err)) throw new ApiError(409, 'email_taken');
      throw err;
    }
    return { data: await userModel(db, updated, config.adminEmail) };
  });

  implement(app, routes.getMe, async (req) => ({ data: await userModel(db, req.user, config.adminEmail) }));

  // a guest is a normal answer here, so a page asking "who is signed in?" never sees an error status
  implement(app, routes.getSession, async (req) => ({
    data: req.user ? await userModel(db, req.user, config.adminEmail) : null,
  }));

  implement(app, routes.updateMe, async (req, reply) => {
    const user = req.user;
    const body = canonicalBody(req.body);
    const changes: {
      display_name?: string;
      interface_language?: Language;
      unverified_email?: string | null;
    } = {};
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
        await proveOwner(req, reply, body.current_password);
        if (await emailInUse(db, wanted, user.id)) throw new ApiError(409, 'email_taken');
        // checked before anything is written: a refused change leaves the account as it was
        await limiter.consume('mail', req, `#${user.id}`, reply);
        changes.unverified_email = wanted;
        newAddress = wanted;
      }
    }
    let updated = user;
    if (Object.keys(changes).length > 0) {
      updated = await db
        .updateTable('users')
        .set({ ...changes, updated_at: new Date() })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    if (newAddress) {
      await sendVerification(updated, newAddress);
      const old = user.email ?? user.social_email;
      if (old) mailer.queue(emailChangeNoticeMail(updated.interface_language, old, updated.display_name, newAddress));
    }
    return { data: await userModel(db, updated, config.adminEmail) };
  });

  // ---- social providers ------------------------------------------------------------------------------------

  async function withProvider<T>(provider: keyof typeof PROVIDER_NAMES, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      const name = PROVIDER_NAMES[provider];
      if (err instanceof InvalidSocialToken) throw new ApiError(401, 'social_token_invalid', { provider: name });
      if (err instanceof ProviderError) {
        app.log.warn({ provider, reason: err.message }, 'identity provider call failed');
        throw new ApiError(502, 'provider_unreachable', { provider: name });
      }
      throw err;
    }
  }

  /**
   * Sign in the account keyed by provider + provider user id, or create it (tnc required). Never linked to an
   * existing account through an e-mail address: the provider's address is only kept as social_email.
   */
  async function socialSignIn(
    req: FastifyRequest,
    reply: FastifyReply,
    profile: SocialProfile,
    tnc: boolean | undefined,
  ) {
    const find = () =>
      db
        .selectFrom('users')
        .selectAll()
        .where('social_provider', '=', profile.provider)
        .where('social_provider_id', '=', profile.id)
        .executeTakeFirst();
    let user = await find();
    let created = false;
    if (!user) {
      if (tnc !== true) throw badRequest('tnc_required');
      try {
        user = await db
          .insertInto('users')
          .values({
            display_name: displayNameFor(profile.name, req.lang),
            email: null,
            unverified_email: null,
            social_email: profile.email ? profile.email.trim().slice(0, 254) : null,
            avatar: profile.avatar && /^https:\/\//.test(profile.avatar) ? profile.avatar : null,
            password_hash: null,
            is_verified: true,
            interface_language: req.lang,
            social_provider: profile.provider,
            social_provider_id: profile.id.slice(0, 255),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        created = true;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        user = await find();
        if (!user) throw err;
      }
    }
    await startSession(req, reply, user.id, false);
    return { data: await userModel(db, user, config.adminEmail, { new_user: created }) };
  }

  implement(app, routes.googleSignIn, async (req, reply) => {
    await limiter.consume('social', req, undefined, reply);
    if (!config.google.clientId) throw badRequest('provider_disabled', { provider: PROVIDER_NAMES.google });
    const profile = await withProvider('google', () => verifyGoogleIdToken(config, req.body.token));
    return socialSignIn(req, reply, profile, req.body.tnc);
  });

  implement(app, routes.facebookSignIn, async (req, reply) => {
    await limiter.consume('social', req, undefined, reply);
    if (!config.facebook.appId) throw badRequest('provider_disabled', { provider: PROVIDER_NAMES.facebook });
    const profile = await withProvider('facebook', () => verifyFacebookToken(config, req.body.token));
    return socialSignIn(req, reply, profile, req.body.tnc);
  });

  implement(app, routes.twitterGetAuthUrl, async (req, reply) => {
    await limiter.consume('social', req, undefined, reply);
    if (!config.twitter.consumerKey) throw badRequest('provider_disabled', { provider: PROVIDER_NAMES.twitter });
    return { data: await withProvider('twitter', () => twitterRequestToken(config)) };
  });

  implement(app, routes.twitterSignIn, async (req, reply) => {
    await limiter.consume('social', req, undefined, reply);
    if (!config.twitter.consumerKey) throw badRequest('provider_disabled', { provider: PROVIDER_NAMES.twitter });
    const body = canonicalBody(req.body);
    const profile = await withProvider('twitter', () =>
      twitterAccessToken(config, body.oauth_token!, body.oauth_verifier!, body.oauth_secret ?? ''),
    );
    return socialSignIn(req, reply, profile, body.tnc);
  });
}
