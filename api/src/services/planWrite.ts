import type { Language, PlanRole } from 'contract';
import type { Database } from '../db';
import { ApiError, badRequest } from '../http/errors';
import { planAccess, type PlanAccess } from './planAccess';
import { describeDiff, publishPlanChange, recordVersion, touchedSince, type StoredChange } from './planActivity';
import { changedKeys, ORDER_KEY_PREFIX, readDoc, writeDoc, type PlanDoc } from './planDoc';
import { planState } from './planState';

/** What a change of a plan makes of its content. */
export interface DocChange {
  doc: PlanDoc;
  /** the change phrased (default: the difference of the two states, phrased) */
  changes?: StoredChange[];
  /** keys the change relies on without writing them (a day named by its place: `days`) */
  reads?: string[];
  /** keys the change writes beyond those the difference shows (days reordered: `days`) */
  writes?: string[];
}

export interface PlanWriteOptions {
  /**
   * The version the write was based on. Null: none given — refused (428) when `versionRequired`, else the change
   * applies to the plan as it is now (an operation that names what it changes, such as adding one place).
   */
  baseVersion: number | null;
  versionRequired: boolean;
  /**
   * Whether reordering what a later version reordered conflicts: yes for a whole-document write (its order is
   * the one it was based on), no for small operations (each moves only what it names).
   */
  orderConflicts: boolean;
  lang: Language;
}

/** A plan changed: its new version (the same when nothing changed) and the caller's role. */
export interface PlanWritten {
  version: number;
  role: PlanRole;
}

/**
 * Change one plan the caller may edit, all or nothing, under the plan's row lock: read its content, let `change`
 * make the new content (throwing a 4xx for a bad request changes nothing), and store it as the next version with a
 * record of who changed what. Based on an older version, the write conflicts when it writes a key a later version
 * wrote — answered 409 with the plan as it is now, and nothing is changed; writes of different keys both apply.
 * The change is announced once committed.
 */
export async function writePlan(
  db: Database,
  userId: number,
  planId: number,
  options: PlanWriteOptions,
  change: (doc: PlanDoc, access: PlanAccess, trx: Database) => Promise<DocChange> | DocChange,
): Promise<PlanWritten> {
  const { baseVersion } = options;
  let conflictRole: PlanRole | null = null;
  const written = await db
    .transaction()
    .execute(async (trx) => {
      const access = await planAccess(trx, userId, planId, 'edit', true);
      if (baseVersion === null && options.versionRequired) throw new ApiError(428, 'plan_version_required');
      if (baseVersion !== null && baseVersion > access.version) throw badRequest('plan_version_unknown');
      const before = await readDoc(trx, planId);
      const next = await change(before, access, trx);
      const keys = changedKeys(before, next.doc);
      for (const key of next.writes ?? []) keys.add(key);
      if (keys.size === 0) return { version: access.version, role: access.role, committed: false };
      if (baseVersion !== null && baseVersion < access.version) {
        const later = await touchedSince(trx, planId, baseVersion);
        const mine = [...keys, ...(next.reads ?? [])].filter(
          (key) => options.orderConflicts || !key.startsWith(ORDER_KEY_PREFIX),
        );
        if (mine.some((key) => later.has(key))) {
          conflictRole = access.role;
          throw new ApiError(409, 'plan_conflict');
        }
      }
      await writeDoc(trx, planId, next.doc);
      const version = await recordVersion(trx, planId, userId, next.changes ?? describeDiff(before, next.doc), keys);
      return { version, role: access.role, committed: true };
    })
    .catch(async (err: unknown) => {
      // the answer to a conflict carries the plan as it is now, read after the refused write rolled back
      if (err instanceof ApiError && err.statusCode === 409 && conflictRole)
        throw new ApiError(409, 'plan_conflict', {}, await planState(db, planId, conflictRole, options.lang));
      throw err;
    });
  if (written.committed) publishPlanChange(db, { planId, version: written.version });
  return { version: written.version, role: written.role };
}

/** Record a change of the plan's members (no content changes) as its next version, and announce it once committed. */
export async function writeMembership(
  db: Database,
  planId: number,
  userId: number,
  change: (trx: Database) => Promise<StoredChange | null>,
): Promise<void> {
  const version = await db.transaction().execute(async (trx) => {
    // the plan's row lock serialises this with every other write to the plan
    await trx.selectFrom('plans').select('id').where('id', '=', planId).forUpdate().executeTakeFirstOrThrow();
    const recorded = await change(trx);
    return recorded ? recordVersion(trx, planId, userId, [recorded], ['members']) : null;
  });
  if (version !== null) publishPlanChange(db, { planId, version });
}
