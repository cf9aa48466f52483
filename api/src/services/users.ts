import type { User } from 'shared/contract';
import type { UserRow } from '../db/schema';

export function isAdmin(user: Pick<UserRow, 'email'>, adminEmail: string): boolean {
  return !!user.email && user.email.trim().toLowerCase() === adminEmail.trim().toLowerCase();
}

/** The spec §3 User with its derived fields. */
export function toUserModel(row: UserRow, adminEmail: string): User {
  const pending = row.unverified_email;
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
    new_user: false,
    interface_language: row.interface_language,
    inspiration_pois: [],
    is_admin: isAdmin(row, adminEmail),
    shown_email: pending ?? row.email ?? row.social_email,
    verified: !pending,
    email_before_change: pending ? (row.email ?? row.social_email) : null,
  };
}
