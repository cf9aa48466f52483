import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalBody, routes } from 'contract';
import type { Config } from '../config';
import { RateLimiter } from '../auth/rate-limit';
import { createSession, deleteSession, SESSION_COOKIE } from '../auth/session';
import type { UserRow } from '../db/schema';
import { implement } from '../http/implement';
import { t } from '../i18n';
import { createMailer } from '../mail/mailer';
import { verifyFacebookToken } from '../providers/facebook';
import { verifyGoogleIdToken } from '../providers/google';
import { recaptchaReady } from '../providers/recaptcha';
import { twitterAccessToken, twitterRequestToken } from '../providers/twitter';
import {
  askProvider,
  changePassword,
  checkResetLink,
  forgotPassword,
  isExistingUser,
  resendVerification,
  resetPassword,
  signInWithPassword,
  signInWithProfile,
  signUp,
  updateProfile,
  verifyEmail,
  type AccountCaller,
  type Accounts,
} from '../services/accounts';
import { captchaCheck } from '../services/captcha';
import {
  addPasskey,
  listPasskeys,
  removePasskey,
  signInWithPasskey,
  signUpWithPasskey,
  startAddingPasskey,
  startPasskeySignIn,
  startPasskeySignUp,
} from '../services/passkeys';
import { userModel } from '../services/users';

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
  reply.request.sessionChanged = true;
}

/** Sign-in, sign-up and the account's own settings; the rules are the account service's (services/accounts). */
export function userRoutes(app: FastifyInstance): void {
  const { config, db } = app;
  const limiter = new RateLimiter(app, config.rateLimits);
  const mailer = createMailer(config.mail, app.log);
  app.addHook('onClose', async () => {
    await mailer.flush();
  });
  if (!recaptchaReady(config)) {
    app.log.error('RECAPTCHA_SECRET is not set: forgot_password refuses to serve in production until it is');
  }
  const accounts: Accounts = {
    db,
    config,
    mailer,
    now: () => new Date(),
    dummyPasswordHash: app.dummyPasswordHash,
    log: app.log,
  };
  const caller = (req: FastifyRequest, reply: FastifyReply): AccountCaller => ({
    lang: req.lang,
    limits: limiter.forRequest(req, reply),
    requireHuman: captchaCheck(config, req.ip, app.log),
  });
  const signedIn = (req: FastifyRequest & { user: UserRow }) => ({
    user: req.user,
    signedInAt: req.session?.createdAt ?? null,
  });

  /** A new session id for this browser (the old one ends): every sign-in and every sign-up. */
  async function startSession(req: FastifyRequest, reply: FastifyReply, userId: number, remember: boolean) {
    if (req.sessionToken) await deleteSession(db, req.sessionToken);
    const { token, expiresAt } = await createSession(db, userId, remember);
    reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config, remember ? expiresAt : undefined));
    req.sessionChanged = true;
  }

  const answerUser = async (user: UserRow, extra: { new_user?: boolean } = {}) => ({
    data: await userModel(db, user, config.adminEmail, extra),
  });

  // ---- e-mail and password ---------------------------------------------------------------------------------

  implement(app, routes.emailLogin, async (req, reply) => {
    const user = await signInWithPassword(accounts, caller(req, reply), req.body);
    await startSession(req, reply, user.id, req.body.remember === true);
    return answerUser(user);
  });

  implement(app, routes.logout, async (req, reply) => {
    const token = req.sessionToken ?? req.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, token);
    clearSessionCookie(config, reply);
    return {};
  });

  implement(app, routes.userExists, async (req, reply) => ({
    result: { is_existing_user: await isExistingUser(accounts, caller(req, reply), req.body.email) },
  }));

  implement(app, routes.emailSignUp, async (req, reply) => {
    const user = await signUp(accounts, caller(req, reply), req.body);
    await startSession(req, reply, user.id, false);
    return answerUser(user, { new_user: true });
  });

  implement(app, routes.changePassword, async (req, reply) => {
    const body = canonicalBody(req.body);
    await changePassword(accounts, caller(req, reply), signedIn(req), {
      current: body.current_password!,
      next: body.new_password!,
    });
    // every session of the account ended; this browser gets a fresh one
    req.sessionToken = null;
    await startSession(req, reply, req.user.id, req.session?.remember ?? false);
    return { message: t(req.lang, 'password_changed') };
  });

  implement(app, routes.resendVerifyEmail, async (req, reply) => {
    const email = await resendVerification(accounts, caller(req, reply), req.user);
    return { message: t(req.lang, 'verify_sent', { email }) };
  });

  implement(app, routes.forgotPassword, async (req, reply) => {
    await forgotPassword(accounts, caller(req, reply), req.body);
    // the same answer whether or not the address has an account
    return { message: t(req.lang, 'forgot_sent') };
  });

  implement(app, routes.resetPassword, async (req, reply) => {
    await resetPassword(accounts, caller(req, reply), req.body);
    clearSessionCookie(config, reply);
    return { message: t(req.lang, 'password_reset_done') };
  });

  implement(app, routes.checkResetToken, async (req, reply) => {
    await checkResetLink(accounts, caller(req, reply), req.body.token);
    return {};
  });

  implement(app, routes.verifyEmail, async (req, reply) =>
    answerUser(await verifyEmail(accounts, caller(req, reply), req.params)),
  );

  implement(app, routes.getMe, async (req) => answerUser(req.user));

  // a guest is a normal answer here, so a page asking "who is signed in?" never sees an error status
  implement(app, routes.getSession, async (req) => (req.user ? answerUser(req.user) : { data: null }));

  implement(app, routes.updateMe, async (req, reply) =>
    answerUser(await updateProfile(accounts, caller(req, reply), signedIn(req), canonicalBody(req.body))),
  );

  // ---- social providers ------------------------------------------------------------------------------------

  async function socialSignIn(
    req: FastifyRequest,
    reply: FastifyReply,
    profile: Parameters<typeof signInWithProfile>[2],
    tnc: boolean | undefined,
  ) {
    const { user, created } = await signInWithProfile(accounts, req.lang, profile, tnc);
    await startSession(req, reply, user.id, false);
    return answerUser(user, { new_user: created });
  }

  implement(app, routes.googleSignIn, async (req, reply) => {
    const verify = () => verifyGoogleIdToken(config, req.body.token);
    const profile = await askProvider(accounts, caller(req, reply), 'google', verify);
    return socialSignIn(req, reply, profile, req.body.tnc);
  });

  implement(app, routes.facebookSignIn, async (req, reply) => {
    const verify = () => verifyFacebookToken(config, req.body.token);
    const profile = await askProvider(accounts, caller(req, reply), 'facebook', verify);
    return socialSignIn(req, reply, profile, req.body.tnc);
  });

  implement(app, routes.twitterGetAuthUrl, async (req, reply) => ({
    data: await askProvider(accounts, caller(req, reply), 'twitter', () => twitterRequestToken(config)),
  }));

  implement(app, routes.twitterSignIn, async (req, reply) => {
    const body = canonicalBody(req.body);
    const verify = () => twitterAccessToken(config, body.oauth_token!, body.oauth_verifier!, body.oauth_secret ?? '');
    const profile = await askProvider(accounts, caller(req, reply), 'twitter', verify);
    return socialSignIn(req, reply, profile, body.tnc);
  });

  // ---- passkeys (WebAuthn) ---------------------------------------------------------------------------------

  implement(app, routes.passkeySignInOptions, async (req, reply) => ({
    data: await startPasskeySignIn(accounts, caller(req, reply)),
  }));

  implement(app, routes.passkeySignIn, async (req, reply) => {
    const user = await signInWithPasskey(accounts, caller(req, reply), req.body.response);
    await startSession(req, reply, user.id, req.body.remember === true);
    return answerUser(user);
  });

  implement(app, routes.passkeySignUpOptions, async (req, reply) => ({
    data: await startPasskeySignUp(accounts, caller(req, reply), req.body),
  }));

  implement(app, routes.passkeySignUp, async (req, reply) => {
    const name = req.body.name?.trim() || t(req.lang, 'passkey_default_name');
    const user = await signUpWithPasskey(accounts, caller(req, reply), { response: req.body.response, name });
    await startSession(req, reply, user.id, false);
    return answerUser(user, { new_user: true });
  });

  implement(app, routes.getPasskeys, async (req) => {
    const { passkeys, hasOtherSignIn } = await listPasskeys(accounts, req.user);
    return { data: passkeys, result: { has_other_sign_in: hasOtherSignIn } };
  });

  implement(app, routes.addPasskeyOptions, async (req, reply) => ({
    data: await startAddingPasskey(accounts, caller(req, reply), req.user),
  }));

  implement(app, routes.addPasskey, async (req) => ({ data: await addPasskey(accounts, req.user, req.body) }));

  implement(app, routes.removePasskey, async (req) => {
    await removePasskey(accounts, req.user, req.params.id);
    return {};
  });
}
