import { sql } from 'kysely';
import type { PlanRole } from 'contract';
import type { Database } from '../db';
import { ApiError, notFound } from '../http/errors';

/** What a call needs of the caller: to read the plan (any member), to change it (owner or editor), to own it. */
export type PlanNeed = 'read' | 'edit' | 'own';

export interface PlanAccess {
  id: number;
  /** the owner's id */
  user_id: number;
  plan_name: string;
  notes: string;
  version: number;
  /** the caller's role in the plan */
  role: PlanRole;
}

const RANK: Record<PlanRole, number> = { viewer: 0, editor: 1, owner: 2 };
const NEEDED: Record<PlanNeed, PlanRole> = { read: 'viewer', edit: 'editor', own: 'owner' };

/** Whether `role` may do what `need` asks. */
export function allows(role: PlanRole, need: PlanNeed): boolean {
  return RANK[role] >= RANK[NEEDED[need]];
}

/**
 * The plan and the caller's role in it, if the caller is a member (its owner, an editor or a viewer). A plan the
 * caller is no member of answers exactly like one that does not exist (404), so trying ids tells nobody which plans
 * there are; a member whose role does not allow the call gets a 403 saying so. `lock` takes the plan's row lock,
 * which serialises every write to the plan.
 */
export async function planAccess(
  db: Database,
  userId: number,
  planId: number,
  need: PlanNeed,
  lock = false,
): Promise<PlanAccess> {
  const { rows } = await sql<Omit<PlanAccess, 'role'> & { member_role: 'editor' | 'viewer' | null }>`
    SELECT p.id, p.user_id, p.plan_name, p.notes, p.version, m.role AS member_role
    FROM plans p LEFT JOIN plan_members m ON m.plan_id = p.id AND m.user_id = ${userId}
    WHERE p.id = ${planId} ${lock ? sql`FOR UPDATE OF p` : sql``}`.execute(db);
  const row = rows[0];
  const role: PlanRole | null = !row ? null : row.user_id === userId ? 'owner' : row.member_role;
  if (!row || !role) throw notFound('plan_not_found');
  if (!allows(role, need)) throw new ApiError(403, need === 'own' ? 'plan_owner_only' : 'plan_read_only');
  return { id: row.id, user_id: row.user_id, plan_name: row.plan_name, notes: row.notes, version: row.version, role };
}
