import { randomInt } from 'node:crypto';
import type { Language, User } from 'contract';
import { sql } from 'kysely';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import { t } from '../i18n';
import { inspirationIds } from './inspiration';

/**
 * The admin is the account whose proven address is ADMIN_EMAIL. Sign-up writes `email` before the mailbox is
 * proven (is_verified false until its link is followed), so an unverified account is never the admin; a
 * verified account's `email` is the last address it proved (a new one waits in unverified_email until then).
 */
export function isAdmin(user: Pick<UserRow, 'email' | 'is_verified'>, adminEmail: string): boolean {
  return !!user.email && user.is_verified && normalizeEmail(user.email) === normalizeEmail(adminEmail);
}

/** The contract's User with its derived fields (`inspiration_pois`: the saved place ids, see `userModel`). */
export function toUserModel(
  row: UserRow,
  adminEmail: string,
  extra: { new_user?: boolean; inspiration_pois?: number[] } = {},
): User {
  const pending = row.unverified_email;
  // a new e-mail account has its own address pending (email = unverified_email): nothing was "before" it
  const changing = !!pending && pending.toLowerCase() !== (row.email ?? '').toLowerCase();
  return {
    id: row.id,
    display_name: row.display_name,
    profile_color: row.profile_color,
    email: row.email,
    unverified_email: row.unverified_email,
    social_email: row.social_email,
    avatar: row.avatar,
    is_verified: row.is_verified,
    is_social_login: row.social_provider !== null,
    is_email_user: row.password_hash !== null,
    createdutc: new Date(row.created_at).toISOString(),
    new_user: extra.new_user ?? false,
    interface_language: row.interface_language,
    inspiration_pois: extra.inspiration_pois ?? [],
    is_admin: isAdmin(row, adminEmail),
    shown_email: pending ?? row.email ?? row.social_email,
    verified: !pending,
    email_before_change: changing ? (row.email ?? row.social_email) : null,
  };
}

/** The contract's User as the API sends it: `toUserModel` with the user's inspiration list (newest first). */
export async function userModel(
  db: Database,
  row: UserRow,
  adminEmail: string,
  extra: { new_user?: boolean } = {},
): Promise<User> {
  return toUserModel(row, adminEmail, { ...extra, inspiration_pois: await inspirationIds(db, row.id) });
}

/** Whether the account signs in with at least one passkey. */
export async function hasPasskeys(db: Database, userId: number): Promise<boolean> {
  return !!(await db.selectFrom('passkeys').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst());
}

/** The stored form of an e-mail address: trimmed and lower-cased (one account per address, any casing). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The e-mail account signing in with this address (social-only accounts have no `email`). */
export function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', normalizeEmail(email))
    .executeTakeFirst();
}

/** Whether another account holds the address, as its e-mail or as a pending change. */
export async function emailInUse(db: Database, email: string, exceptUserId?: number): Promise<boolean> {
  const e = normalizeEmail(email);
  let q = db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb(sql<string>`lower(email)`, '=', e), eb(sql<string>`lower(unverified_email)`, '=', e)]));
  if (exceptUserId !== undefined) q = q.where('id', '<>', exceptUserId);
  return (await q.executeTakeFirst()) !== undefined;
}

/**
 * A display name for a new account: the name its social provider gave, else a neutral one in the sign-up's
 * language with a number ("Traveller 4821", 「旅人 4821」). Never any part of the e-mail address: the name is
 * public (the header, posts, experiences), the address is not.
 */
export function displayNameFor(name: string | null | undefined, lang: Language): string {
  const fromName = name?.replace(/\s+/g, ' ').trim().slice(0, 50);
  return fromName || t(lang, 'default_display_name', { n: randomInt(1000, 10_000) });
}

/** Postgres unique violation (two sign-ups racing for one address or one social id). */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
}
