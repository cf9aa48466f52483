import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { routes } from 'shared/contract';
import type { Config } from '../config';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password';
import { createSession, deleteSession, SESSION_COOKIE } from '../auth/session';
import { clearCookie, requestCookies, setCookie, type CookieOptions } from '../http/cookies';
import { ApiError, badRequest } from '../http/errors';
import { implement } from '../http/implement';
import { toUserModel } from '../services/users';

export function sessionCookieOptions(config: Config, expiresAt?: Date): CookieOptions {
  const options: CookieOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure: config.cookieSecure };
  if (expiresAt) {
    // "remember me": a persistent cookie that ends with the session's absolute timeout
    options.expires = expiresAt;
    options.maxAge = Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000));
  }
  return options;
}

function clearSessionCookie(config: Config, reply: FastifyReply): void {
  clearCookie(reply, SESSION_COOKIE, sessionCookieOptions(config));
}

export function userRoutes(app: FastifyInstance): void {
  const { config, db } = app;

  implement(app, routes.emailLogin, async (req, reply) => {
    const email = req.body.email.trim().toLowerCase();
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email)
      .executeTakeFirst();
    // always run one scrypt verification, so unknown e-mails take as long as wrong passwords
    const stored = user?.password_hash ?? app.dummyPasswordHash;
    const matches = await verifyPassword(req.body.password, stored);
    if (!user || !user.password_hash || !matches) throw new ApiError(401, 'wrong_credentials');

    if (needsRehash(user.password_hash, config.scrypt)) {
      const upgraded = await hashPassword(req.body.password, config.scrypt);
      await db.updateTable('users').set({ password_hash: upgraded }).where('id', '=', user.id).execute();
    }
    // a new session id at every sign-in; the previous session of this browser ends
    if (req.sessionToken) await deleteSession(db, req.sessionToken);
    const remember = req.body.remember === true;
    const { token, expiresAt } = await createSession(db, user.id, remember);
    setCookie(reply, SESSION_COOKIE, token, sessionCookieOptions(config, remember ? expiresAt : undefined));
    return { data: toUserModel(user, config.adminEmail) };
  });

  implement(app, routes.logout, async (req, reply) => {
    if (req.sessionToken) await deleteSession(db, req.sessionToken);
    else {
      const raw = requestCookies(req)[SESSION_COOKIE];
      if (raw) await deleteSession(db, raw);
    }
    clearSessionCookie(config, reply);
    return {};
  });

  implement(app, routes.getMe, async (req) => ({ data: toUserModel(req.user!, config.adminEmail) }));

  implement(app, routes.updateMe, async (req) => {
    const user = req.user!;
    const body = req.body;
    const rawName = body.display_name ?? body.displayName;
    const language = body.interface_language ?? body.interfaceLanguage;
    const changes: { display_name?: string; interface_language?: 'en' | 'zh-Hant-TW' } = {};
    if (rawName !== undefined) {
      const name = rawName.trim();
      if (!name) throw badRequest('display_name_blank');
      changes.display_name = name;
    }
    if (language !== undefined) changes.interface_language = language;
    if (body.email !== undefined) {
      const current = (user.unverified_email ?? user.email ?? '').trim().toLowerCase();
      // changing the address needs the verification mail of the accounts issue: refuse clearly until then
      if (body.email.trim().toLowerCase() !== current) throw badRequest('email_change_unavailable');
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
    return { data: toUserModel(updated, config.adminEmail) };
  });
}
