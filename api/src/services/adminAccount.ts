import { sql } from 'kysely';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from 'contract';
import { isCommonPassword } from '../auth/common-passwords';
import { hashPassword } from '../auth/password';
import type { ScryptParams } from '../config';
import type { Database } from '../db';
import { adminAccount } from '../db/seed';
import { normalizeEmail } from './users';

/** A password the site refuses (the rules of sign-up, change and reset). */
export class AdminPasswordError extends Error {}

/** Throw an AdminPasswordError for a password the site's rules refuse. */
export function refuseAdminPassword(password: string, adminEmail: string): void {
  // counted in characters, as the API's schemas count them
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    throw new AdminPasswordError(
      `the password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long`,
    );
  }
  if (isCommonPassword(password, adminEmail)) {
    throw new AdminPasswordError('the password is too common (or is the address again): choose another');
  }
}

/**
 * Give the admin (the account of ADMIN_EMAIL) this password, from the machine the site runs on: the account's address
 * counts as proven and every session it had ends (one opened by whoever held the address before is not the admin's).
 * With no account of that address, it is made (as seeding makes it). The password follows the site's rules.
 */
export async function setAdminPassword(
  db: Database,
  options: { adminEmail: string; scrypt: ScryptParams },
  password: string,
): Promise<'created' | 'changed'> {
  refuseAdminPassword(password, options.adminEmail);
  const hash = await hashPassword(password, options.scrypt);
  const email = normalizeEmail(options.adminEmail);
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const account = await trx
      .updateTable('users')
      .set({ password_hash: hash, is_verified: true, updated_at: now })
      .where(sql<string>`lower(email)`, '=', email)
      .returning('id')
      .executeTakeFirst();
    if (!account) {
      await trx
        .insertInto('users')
        .values(adminAccount(email, hash, now))
        .execute();
      return 'created';
    }
    await trx.deleteFrom('sessions').where('user_id', '=', account.id).execute();
    return 'changed';
  });
}
