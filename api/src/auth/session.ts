import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';

export const SESSION_COOKIE = 'sid';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Idle and absolute lifetimes (ms). "Remember me" stretches both; the cookie then outlives the browser. */
export const SESSION_TIMEOUTS = {
  normal: { idle: 2 * HOUR, absolute: DAY },
  remember: { idle: 7 * DAY, absolute: 30 * DAY },
} as const;
/** last_seen_at is written at most this often, so reads stay reads */
const TOUCH_EVERY = 60_000;

export interface SessionInfo {
  id: string;
  userId: number;
  remember: boolean;
  /** when the user signed in (a fresh sign-in can stand in for a password) */
  createdAt: Date;
  expiresAt: Date;
}

/** The row id is the sha256 of the token: the table alone never yields a usable cookie. */
export function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isWellFormedToken(token: string | undefined): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** A new session (a fresh 256-bit token at every sign-in). Returns the token for the cookie. */
export async function createSession(
  db: Database,
  userId: number,
  remember: boolean,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const timeouts = remember ? SESSION_TIMEOUTS.remember : SESSION_TIMEOUTS.normal;
  const expiresAt = new Date(now.getTime() + timeouts.absolute);
  // housekeeping: drop expired rows while we are here (indexed on expires_at)
  await db.deleteFrom('sessions').where('expires_at', '<', now).execute();
  await db
    .insertInto('sessions')
    .values({
      id: sessionId(token),
      user_id: userId,
      remember,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/** The session and its user for a cookie token, or null when unknown, expired or idle too long (then deleted). */
export async function loadSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ session: SessionInfo; user: UserRow } | null> {
  if (!isWellFormedToken(token)) return null;
  const id = sessionId(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.remember as session_remember',
      'sessions.created_at as session_created_at',
      'sessions.last_seen_at as session_last_seen_at',
      'sessions.expires_at as session_expires_at',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const timeouts = row.session_remember ? SESSION_TIMEOUTS.remember : SESSION_TIMEOUTS.normal;
  const lastSeen = new Date(row.session_last_seen_at).getTime();
  if (new Date(row.session_expires_at).getTime() <= now.getTime() || lastSeen + timeouts.idle <= now.getTime()) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  if (now.getTime() - lastSeen > TOUCH_EVERY) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
  }
  const { session_id, session_remember, session_created_at, session_last_seen_at, session_expires_at, ...user } = row;
  void session_last_seen_at;
  return {
    session: {
      id: session_id,
      userId: user.id,
      remember: session_remember,
      createdAt: new Date(session_created_at),
      expiresAt: new Date(session_expires_at),
    },
    user,
  };
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  if (!isWellFormedToken(token)) return;
  await db.deleteFrom('sessions').where('id', '=', sessionId(token)).execute();
}
