import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db';

const HOUR = 3_600_000;
/** ASVS V2.5 / V3: reset links live 1 hour, verification links 24 hours; both single use. */
export const TOKEN_LIFETIME = { reset: HOUR, verify: 24 * HOUR } as const;

export type TokenPurpose = keyof typeof TOKEN_LIFETIME;

export function tokenHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** 256 random bits, base64url (43 characters). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function isWellFormedSecret(secret: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(secret);
}

/** Issue a token; earlier unused tokens of the same purpose for this user end (only the newest link works). */
export async function issueToken(
  db: Database,
  userId: number,
  purpose: TokenPurpose,
  email: string | null,
  now = new Date(),
): Promise<{ secret: string; expiresAt: Date }> {
  const secret = newSecret();
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME[purpose]);
  await db.deleteFrom('account_tokens').where('expires_at', '<', now).execute();
  await db
    .deleteFrom('account_tokens')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('account_tokens')
    .values({ user_id: userId, purpose, token_hash: tokenHash(secret), email, created_at: now, expires_at: expiresAt })
    .execute();
  return { secret, expiresAt };
}

/** Whether the user holds a link of this purpose that still works (unused, unexpired). */
export async function hasWorkingToken(
  db: Database,
  userId: number,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<boolean> {
  const row = await db
    .selectFrom('account_tokens')
    .select('id')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** What the rest of a link says about its token: it is spent only when all of it matches. */
export interface TokenLink {
  /** the account the link names */
  userId: number;
  /** the expiry the link names, in whole seconds since the epoch */
  expiresAtSeconds: number;
}

/**
 * Use a token once: marks it used in the same statement that checks it is unused and unexpired (and, given the
 * rest of its link, that the link names the token's own account and expiry), so two concurrent uses cannot both
 * succeed and a tampered link spends nothing. Returns the token's user id and e-mail, or null.
 */
export async function consumeToken(
  db: Database,
  purpose: TokenPurpose,
  secret: string,
  now = new Date(),
  link?: TokenLink,
): Promise<{ userId: number; email: string | null } | null> {
  if (!isWellFormedSecret(secret)) return null;
  let query = db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash(secret))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  if (link) {
    query = query
      .where('user_id', '=', link.userId)
      .where('expires_at', '>=', new Date(link.expiresAtSeconds * 1000))
      .where('expires_at', '<', new Date((link.expiresAtSeconds + 1) * 1000));
  }
  const row = await query.returning(['user_id', 'email']).executeTakeFirst();
  return row ? { userId: row.user_id, email: row.email } : null;
}

/**
 * Whether a token would be taken now, without using it: the same conditions as `consumeToken` (well formed,
 * unused, unexpired). Returns the token's user id and e-mail, or null.
 */
export async function findToken(
  db: Database,
  purpose: TokenPurpose,
  secret: string,
  now = new Date(),
): Promise<{ userId: number; email: string | null } | null> {
  if (!isWellFormedSecret(secret)) return null;
  const row = await db
    .selectFrom('account_tokens')
    .select(['user_id', 'email'])
    .where('token_hash', '=', tokenHash(secret))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { userId: row.user_id, email: row.email } : null;
}
