import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import {
  fillPath,
  PLAN_INVITATION_PAGE,
  type Language,
  type PlanInvite,
  type PlanMember,
  type PlanMemberRole,
  type PlanRole,
} from 'contract';
import type { Database } from '../db';
import type { Mailer } from '../mail/mailer';
import { planInviteMail } from '../mail/templates';
import { ApiError, badRequest, notFound } from '../http/errors';
import { planAccess } from './planAccess';
import { shareTokenHash } from './plans';
import { writeMembership } from './planWrite';

/** How long an invitation link works unless its maker says otherwise. */
export const DEFAULT_INVITE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const ROLE_ORDER: Record<PlanRole, number> = { owner: 0, editor: 1, viewer: 2 };

/** The plan's members, its owner first, then editors and viewers in the order they joined. */
async function members(db: Database, planId: number): Promise<PlanMember[]> {
  const { rows } = await sql<PlanMember & { joined_at: Date }>`
    SELECT u.id AS user_id, u.display_name, u.profile_color, 'owner' AS role, p.created_at AS joined_at
    FROM plans p JOIN users u ON u.id = p.user_id WHERE p.id = ${planId}
    UNION ALL
    SELECT u.id, u.display_name, u.profile_color, m.role, m.joined_at
    FROM plan_members m JOIN users u ON u.id = m.user_id WHERE m.plan_id = ${planId}`.execute(db);
  return rows
    .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || +new Date(a.joined_at) - +new Date(b.joined_at))
    .map(({ user_id, display_name, profile_color, role }) => ({ user_id, display_name, profile_color, role }));
}

/** The members of a plan I am a member of. */
export async function listMembers(db: Database, userId: number, planId: number): Promise<PlanMember[]> {
  await planAccess(db, userId, planId, 'read');
  return members(db, planId);
}

/** A member's row (the owner is no member row: 400; not a member: 404). */
async function memberRow(db: Database, planId: number, ownerId: number, memberId: number) {
  if (memberId === ownerId) throw badRequest('plan_owner_role');
  const row = await db
    .selectFrom('plan_members')
    .select(['user_id', 'role'])
    .where('plan_id', '=', planId)
    .where('user_id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw notFound('plan_member_not_found');
  return row;
}

/** The owner changes a member's role (editor or viewer). */
export async function setMemberRole(
  db: Database,
  userId: number,
  planId: number,
  memberId: number,
  role: PlanMemberRole,
): Promise<PlanMember[]> {
  const plan = await planAccess(db, userId, planId, 'own');
  await writeMembership(db, planId, userId, async (trx) => {
    const row = await memberRow(trx, planId, plan.user_id, memberId);
    if (row.role === role) return null;
    await trx
      .updateTable('plan_members')
      .set({ role })
      .where('plan_id', '=', planId)
      .where('user_id', '=', memberId)
      .execute();
    return { kind: 'member_role', user_id: memberId, role };
  });
  return members(db, planId);
}

/** The owner removes a member. */
export async function removeMember(
  db: Database,
  userId: number,
  planId: number,
  memberId: number,
): Promise<PlanMember[]> {
  const plan = await planAccess(db, userId, planId, 'own');
  await writeMembership(db, planId, userId, async (trx) => {
    await memberRow(trx, planId, plan.user_id, memberId);
    await trx.deleteFrom('plan_members').where('plan_id', '=', planId).where('user_id', '=', memberId).execute();
    return { kind: 'member_removed', user_id: memberId };
  });
  return members(db, planId);
}

/** A member leaves a plan shared with them (its owner deletes it instead). */
export async function leavePlan(db: Database, userId: number, planId: number): Promise<void> {
  const { role } = await planAccess(db, userId, planId, 'read');
  if (role === 'owner') throw badRequest('plan_owner_cannot_leave');
  await writeMembership(db, planId, userId, async (trx) => {
    const gone = await trx
      .deleteFrom('plan_members')
      .where('plan_id', '=', planId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(gone.numDeletedRows) > 0 ? { kind: 'member_left', user_id: userId } : null;
  });
}

interface InviteRow {
  id: number;
  plan_id: number;
  role: PlanMemberRole;
  email: string | null;
  created_by: number | null;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  accepted_by: number | null;
}

function inviteOf(row: InviteRow, now: Date): PlanInvite {
  const status = row.accepted_by
    ? 'used'
    : row.revoked_at
      ? 'revoked'
      : new Date(row.expires_at) <= now
        ? 'expired'
        : 'open';
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    created_at: new Date(row.created_at).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
    status,
  };
}

const INVITE_COLUMNS = [
  'id',
  'plan_id',
  'role',
  'email',
  'created_by',
  'created_at',
  'expires_at',
  'revoked_at',
  'accepted_by',
] as const;

/** A plan's invitations, newest first (its owner and editors see them). */
export async function listInvites(db: Database, userId: number, planId: number, now = new Date()) {
  await planAccess(db, userId, planId, 'edit');
  const rows = await db
    .selectFrom('plan_invites')
    .select(INVITE_COLUMNS)
    .where('plan_id', '=', planId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => inviteOf(r, now));
}

export interface InviteMailing {
  mailer: Pick<Mailer, 'queue'>;
  siteUrl: string;
}

/** Where an invitation link leads: the planner's page that shows it and joins. */
export const invitePath = (token: string) => fillPath(PLAN_INVITATION_PAGE, { token });

/**
 * A new invitation to a plan I may edit: the owner invites editors or viewers, an editor viewers only (403
 * otherwise). 32 random bytes (base64url), returned once and stored hashed; it works once, until it expires or is
 * revoked. With an e-mail address, the link is also mailed there, in the inviter's language.
 */
export async function createInvite(
  db: Database,
  userId: number,
  planId: number,
  input: { role: PlanMemberRole; email?: string; expires_in_days?: number },
  mailing: InviteMailing,
  lang: Language,
): Promise<{ token: string; invite: PlanInvite }> {
  const plan = await planAccess(db, userId, planId, 'edit');
  if (plan.role !== 'owner' && input.role !== 'viewer') throw new ApiError(403, 'plan_role_not_grantable');
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const days = input.expires_in_days ?? DEFAULT_INVITE_DAYS;
  const row = await db
    .insertInto('plan_invites')
    .values({
      plan_id: planId,
      token_hash: shareTokenHash(token),
      role: input.role,
      email: input.email ?? null,
      created_by: userId,
      created_at: now,
      expires_at: new Date(now.getTime() + days * DAY_MS),
    })
    .returning(INVITE_COLUMNS)
    .executeTakeFirstOrThrow();
  if (input.email) {
    const inviter = await db.selectFrom('users').select('display_name').where('id', '=', userId).executeTakeFirst();
    mailing.mailer.queue(
      planInviteMail(
        lang,
        input.email,
        inviter?.display_name ?? '',
        plan.plan_name,
        input.role,
        days,
        `${mailing.siteUrl}${invitePath(token)}`,
      ),
    );
  }
  return { token, invite: inviteOf(row, now) };
}

/** Revoke an invitation: the owner any, an editor those they made. Revoking twice is harmless. */
export async function revokeInvite(db: Database, userId: number, planId: number, inviteId: number) {
  const plan = await planAccess(db, userId, planId, 'edit');
  const row = await db
    .selectFrom('plan_invites')
    .select(['id', 'created_by'])
    .where('plan_id', '=', planId)
    .where('id', '=', inviteId)
    .executeTakeFirst();
  if (!row) throw notFound('plan_invite_not_found');
  if (plan.role !== 'owner' && row.created_by !== userId) throw new ApiError(403, 'plan_invite_forbidden');
  await db
    .updateTable('plan_invites')
    .set({ revoked_at: new Date() })
    .where('id', '=', inviteId)
    .where('revoked_at', 'is', null)
    .execute();
  return listInvites(db, userId, planId);
}

/** The invitation behind a token, if it still works: 404 unknown, 410 expired, revoked or used (by someone else). */
function usable(row: (InviteRow & { token_hash: string }) | undefined, userId: number | null, now: Date) {
  if (!row) throw notFound('plan_invite_not_found');
  if (row.accepted_by !== null && row.accepted_by !== userId) throw new ApiError(410, 'plan_invite_used');
  if (row.revoked_at) throw new ApiError(410, 'plan_invite_revoked');
  if (row.accepted_by === null && new Date(row.expires_at) <= now) throw new ApiError(410, 'plan_invite_expired');
  return row;
}

/** What an invitation offers, for whoever holds the link (signed in or not). */
export async function getInvitation(db: Database, token: string, now = new Date()) {
  const row = await db
    .selectFrom('plan_invites')
    .select([...INVITE_COLUMNS, 'token_hash'])
    .where('token_hash', '=', shareTokenHash(token))
    .executeTakeFirst();
  const invite = usable(row, null, now);
  const plan = await db
    .selectFrom('plans')
    .select('plan_name')
    .where('id', '=', invite.plan_id)
    .executeTakeFirstOrThrow();
  const inviter = invite.created_by
    ? await db.selectFrom('users').select('display_name').where('id', '=', invite.created_by).executeTakeFirst()
    : undefined;
  return {
    plan_name: plan.plan_name,
    role: invite.role,
    invited_by: inviter?.display_name ?? null,
    expires_at: new Date(invite.expires_at).toISOString(),
  };
}

/**
 * The signed-in user joins the plan with the invitation's role; the link is then used. Joining again with the same
 * link answers the membership; a member already keeps the higher of the two roles; the owner's own link is a 400.
 */
export async function acceptInvite(
  db: Database,
  userId: number,
  token: string,
  now = new Date(),
): Promise<{ plan_id: number; role: PlanRole }> {
  const hash = shareTokenHash(token);
  const found = await db.selectFrom('plan_invites').select('plan_id').where('token_hash', '=', hash).executeTakeFirst();
  if (!found) throw notFound('plan_invite_not_found');
  const planId = found.plan_id;
  let role: PlanRole = 'viewer';
  await writeMembership(db, planId, userId, async (trx) => {
    // read again under the plan's lock: two people using one link, only one joins
    const invite = usable(
      await trx
        .selectFrom('plan_invites')
        .select([...INVITE_COLUMNS, 'token_hash'])
        .where('token_hash', '=', hash)
        .executeTakeFirst(),
      userId,
      now,
    );
    const plan = await trx.selectFrom('plans').select('user_id').where('id', '=', planId).executeTakeFirstOrThrow();
    if (plan.user_id === userId) throw badRequest('plan_invite_own');
    const current = await trx
      .selectFrom('plan_members')
      .select('role')
      .where('plan_id', '=', planId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (invite.accepted_by === userId || current?.role === 'editor' || current?.role === invite.role) {
      role = current?.role ?? invite.role;
      if (invite.accepted_by === null) await markUsed(trx, invite.id, userId, now);
      return null;
    }
    role = invite.role;
    await trx
      .insertInto('plan_members')
      .values({ plan_id: planId, user_id: userId, role: invite.role })
      .onConflict((oc) => oc.columns(['plan_id', 'user_id']).doUpdateSet({ role: invite.role }))
      .execute();
    await markUsed(trx, invite.id, userId, now);
    return current
      ? { kind: 'member_role', user_id: userId, role: invite.role }
      : { kind: 'member_joined', user_id: userId, role: invite.role };
  });
  return { plan_id: planId, role };
}

async function markUsed(trx: Database, inviteId: number, userId: number, now: Date): Promise<void> {
  await trx
    .updateTable('plan_invites')
    .set({ accepted_by: userId, accepted_at: now })
    .where('id', '=', inviteId)
    .execute();
}
