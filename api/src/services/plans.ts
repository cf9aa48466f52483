import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Language, Place, PlanWithPlaces } from 'contract';
import type { Database } from '../db';
import { badRequest, notFound } from '../http/errors';
import { placeColumns, placeJoins, toPlace, type PlaceJoinRow } from './places';

/** A place of a plan as sent by a client (trimmed to id, type and notes). */
export interface PlanPlaceInput {
  id: number;
  type: string;
  notes: string;
}

export type InsertAction = 'insert' | 'insert_after' | 'insert_before';

/**
 * The new order of place ids after inserting `placeId`: `insert` appends and never duplicates (a place
 * already in the plan stays where it is); `insert_after` / `insert_before` put it next to `onPlaceId` (moving it
 * there when it is already in the plan). Throws a 400 ApiError for a missing or unknown `onPlaceId`.
 */
export function insertIntoOrder(
  order: number[],
  placeId: number,
  action: InsertAction,
  onPlaceId?: number | null,
): number[] {
  if (action === 'insert') return order.includes(placeId) ? order : [...order, placeId];
  if (onPlaceId == null) throw badRequest('plan_on_place_required');
  if (onPlaceId === placeId) throw badRequest('plan_on_place_same');
  if (!order.includes(onPlaceId)) throw badRequest('plan_on_place_missing');
  const rest = order.filter((id) => id !== placeId);
  const at = rest.indexOf(onPlaceId) + (action === 'insert_after' ? 1 : 0);
  return [...rest.slice(0, at), placeId, ...rest.slice(at)];
}

interface PlanRow {
  id: number;
  user_id: number;
  plan_name: string;
  notes: string;
}

/**
 * The plan if it exists and belongs to `userId`; 404 otherwise. Someone else's plan answers exactly like one that
 * does not exist, so trying ids tells nobody which plans there are.
 */
export async function ownPlan(db: Database, userId: number, planId: number, lock = false): Promise<PlanRow> {
  const { rows } = await sql<PlanRow>`
    SELECT id, user_id, plan_name, notes FROM plans WHERE id = ${planId} ${lock ? sql`FOR UPDATE` : sql``}`.execute(db);
  const row = rows[0];
  if (!row || row.user_id !== userId) throw notFound('plan_not_found');
  return row;
}

/** Places by id (with area and country), in the caller's language. */
export async function placesById(db: Database, ids: number[], lang: Language): Promise<Map<number, Place>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<PlaceJoinRow>`
    SELECT ${placeColumns()} FROM places p ${placeJoins()} WHERE p.id = ANY(${ids}::int[])`.execute(db);
  return new Map(rows.map((r) => [r.id, toPlace(r, lang)]));
}

/** Every id must be a known place, else 404 place_not_found (nothing is changed). */
async function requirePlaces(db: Database, ids: number[], lang: Language): Promise<Map<number, Place>> {
  const places = await placesById(db, [...new Set(ids)], lang);
  if (ids.some((id) => !places.has(id))) throw notFound('place_not_found');
  return places;
}

async function planWithPlaces(db: Database, plan: PlanRow, lang: Language): Promise<PlanWithPlaces> {
  const rows = await db
    .selectFrom('plan_places')
    .select(['place_id', 'type', 'notes'])
    .where('plan_id', '=', plan.id)
    .orderBy('position')
    .execute();
  const places = await placesById(
    db,
    rows.map((r) => r.place_id),
    lang,
  );
  const share = await db.selectFrom('plans').select('share_token').where('id', '=', plan.id).executeTakeFirst();
  return {
    id: plan.id,
    plan_name: plan.plan_name,
    notes: plan.notes,
    shared: !!share?.share_token,
    plan_places: rows
      .filter((r) => places.has(r.place_id))
      .map((r) => ({ id: r.place_id, type: r.type, notes: r.notes, place: places.get(r.place_id)! })),
  };
}

/** My plans (newest change first), places trimmed to id, type and notes. */
export async function listPlans(db: Database, userId: number) {
  const plans = await db
    .selectFrom('plans')
    .select(['id', 'plan_name', 'notes'])
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const places = plans.length
    ? await db
        .selectFrom('plan_places')
        .select(['plan_id', 'place_id', 'type', 'notes'])
        .where(
          'plan_id',
          'in',
          plans.map((p) => p.id),
        )
        .orderBy('plan_id')
        .orderBy('position')
        .execute()
    : [];
  return plans.map((p) => ({
    ...p,
    plan_places: places
      .filter((r) => r.plan_id === p.id)
      .map((r) => ({ id: r.place_id, type: r.type, notes: r.notes })),
  }));
}

export async function getPlan(db: Database, userId: number, planId: number, lang: Language) {
  return planWithPlaces(db, await ownPlan(db, userId, planId), lang);
}

function uniqueIds(places: PlanPlaceInput[]): number[] {
  const ids = places.map((p) => p.id);
  if (new Set(ids).size !== ids.length) throw badRequest('plan_duplicate_place');
  return ids;
}

/**
 * Store the plan's places as given, in order. The places that stay keep their rows (updated in place), so what
 * hangs on them — a stop's day and times — survives a save of the whole plan; the places left out are deleted.
 */
async function writePlaces(
  trx: Database,
  planId: number,
  places: PlanPlaceInput[],
  known: Map<number, Place>,
): Promise<void> {
  let gone = trx.deleteFrom('plan_places').where('plan_id', '=', planId);
  if (places.length > 0)
    gone = gone.where(
      'place_id',
      'not in',
      places.map((p) => p.id),
    );
  await gone.execute();
  if (places.length === 0) return;
  await trx
    .insertInto('plan_places')
    .values(
      places.map((p, position) => ({
        plan_id: planId,
        place_id: p.id,
        position,
        type: known.get(p.id)?.type ?? p.type,
        notes: p.notes,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['plan_id', 'place_id']).doUpdateSet((eb) => ({
        position: eb.ref('excluded.position'),
        type: eb.ref('excluded.type'),
        notes: eb.ref('excluded.notes'),
      })),
    )
    .execute();
}

export interface PlanFieldsInput {
  plan_name: string;
  notes: string;
  plan_places: PlanPlaceInput[];
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest('plan_name_blank');
  return trimmed;
}

/**
 * Create a plan. With a `migrationKey` (the guest → account move), a second call with the same key returns the
 * plan created by the first one instead of a duplicate.
 */
export async function createPlan(
  db: Database,
  userId: number,
  input: PlanFieldsInput & { migration_key?: string },
  lang: Language,
): Promise<{ plan: PlanWithPlaces; created: boolean }> {
  const name = cleanName(input.plan_name);
  const ids = uniqueIds(input.plan_places);
  const known = await requirePlaces(db, ids, lang);
  const key = input.migration_key ?? null;
  const result = await db.transaction().execute(async (trx) => {
    if (key) {
      const existing = await trx
        .selectFrom('plans')
        .select(['id', 'user_id', 'plan_name', 'notes'])
        .where('user_id', '=', userId)
        .where('migration_key', '=', key)
        .executeTakeFirst();
      if (existing) return { row: existing, created: false };
    }
    const row = await trx
      .insertInto('plans')
      .values({ user_id: userId, plan_name: name, notes: input.notes, migration_key: key })
      .onConflict((oc) => oc.columns(['user_id', 'migration_key']).doNothing())
      .returning(['id', 'user_id', 'plan_name', 'notes'])
      .executeTakeFirst();
    if (!row) {
      // a concurrent call with the same key won the race
      const other = await trx
        .selectFrom('plans')
        .select(['id', 'user_id', 'plan_name', 'notes'])
        .where('user_id', '=', userId)
        .where('migration_key', '=', key)
        .executeTakeFirstOrThrow();
      return { row: other, created: false };
    }
    await writePlaces(trx, row.id, input.plan_places, known);
    return { row, created: true };
  });
  return { plan: await planWithPlaces(db, result.row, lang), created: result.created };
}

/** Save the whole plan (name, notes, places in order). */
export async function updatePlan(
  db: Database,
  userId: number,
  planId: number,
  input: PlanFieldsInput,
  lang: Language,
): Promise<PlanWithPlaces> {
  const name = cleanName(input.plan_name);
  const ids = uniqueIds(input.plan_places);
  const known = await requirePlaces(db, ids, lang);
  const row = await db.transaction().execute(async (trx) => {
    await ownPlan(trx, userId, planId, true);
    const updated = await trx
      .updateTable('plans')
      .set({ plan_name: name, notes: input.notes, updated_at: new Date() })
      .where('id', '=', planId)
      .returning(['id', 'user_id', 'plan_name', 'notes'])
      .executeTakeFirstOrThrow();
    await writePlaces(trx, planId, input.plan_places, known);
    return updated;
  });
  return planWithPlaces(db, row, lang);
}

export async function deletePlan(db: Database, userId: number, planId: number): Promise<void> {
  await ownPlan(db, userId, planId);
  await db.deleteFrom('plans').where('id', '=', planId).execute();
}

/** The ids of the plan's places, in the plan's order. */
export async function placeOrder(db: Database, planId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('plan_places')
    .select('place_id')
    .where('plan_id', '=', planId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.place_id);
}

async function reorder(trx: Database, planId: number, order: number[]): Promise<void> {
  for (const [position, placeId] of order.entries()) {
    await trx
      .updateTable('plan_places')
      .set({ position })
      .where('plan_id', '=', planId)
      .where('place_id', '=', placeId)
      .execute();
  }
  await trx.updateTable('plans').set({ updated_at: new Date() }).where('id', '=', planId).execute();
}

/**
 * Insert one place (see `insertIntoOrder`), serialised per plan (row lock) so concurrent inserts keep one
 * consistent order.
 */
export async function insertPlace(
  db: Database,
  userId: number,
  planId: number,
  placeId: number,
  action: InsertAction,
  onPlaceId: number | null | undefined,
  lang: Language,
): Promise<PlanWithPlaces> {
  const row = await db.transaction().execute(async (trx) => {
    const plan = await ownPlan(trx, userId, planId, true);
    const known = await requirePlaces(trx, [placeId], lang);
    const order = await placeOrder(trx, planId);
    const next = insertIntoOrder(order, placeId, action, onPlaceId);
    if (next === order) return plan;
    if (!order.includes(placeId)) {
      await trx
        .insertInto('plan_places')
        .values({ plan_id: planId, place_id: placeId, position: next.length, type: known.get(placeId)!.type })
        .execute();
    }
    await reorder(trx, planId, next);
    return plan;
  });
  return planWithPlaces(db, row, lang);
}

export async function removePlace(
  db: Database,
  userId: number,
  planId: number,
  placeId: number,
  lang: Language,
): Promise<PlanWithPlaces> {
  const row = await db.transaction().execute(async (trx) => {
    const plan = await ownPlan(trx, userId, planId, true);
    const gone = await trx
      .deleteFrom('plan_places')
      .where('plan_id', '=', planId)
      .where('place_id', '=', placeId)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) throw notFound('plan_place_not_found');
    await reorder(trx, planId, await placeOrder(trx, planId));
    return plan;
  });
  return planWithPlaces(db, row, lang);
}

/** What is stored for a share token: its SHA-256 (hex), so a database leak reveals no working link. */
export function shareTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * A new read-only share link for one of my plans: 32 random bytes (base64url), returned once and stored hashed.
 * Any previous link of the plan stops working.
 */
export async function sharePlan(db: Database, userId: number, planId: number): Promise<string> {
  await ownPlan(db, userId, planId);
  const token = randomBytes(32).toString('base64url');
  await db
    .updateTable('plans')
    .set({ share_token: shareTokenHash(token) })
    .where('id', '=', planId)
    .execute();
  return token;
}

/** Revoke the share link of one of my plans (revoking a plan that is not shared is harmless). */
export async function unsharePlan(db: Database, userId: number, planId: number): Promise<void> {
  await ownPlan(db, userId, planId);
  await db.updateTable('plans').set({ share_token: null }).where('id', '=', planId).execute();
}

/** The plan behind a share token, read-only (name, notes, places); 404 for an unknown or revoked token. */
export async function getSharedPlan(db: Database, token: string, lang: Language) {
  const row = await db
    .selectFrom('plans')
    .select(['id', 'user_id', 'plan_name', 'notes'])
    .where('share_token', '=', shareTokenHash(token))
    .executeTakeFirst();
  if (!row) throw notFound('plan_share_not_found');
  const { plan_name, notes, plan_places } = await planWithPlaces(db, row, lang);
  return { plan_name, notes, plan_places };
}

/** A guest's local plan resolved into its places (places that no longer exist are left out). */
export async function loadGuestPlan(db: Database, input: PlanFieldsInput, lang: Language): Promise<PlanWithPlaces> {
  const seen = new Set<number>();
  const unique = input.plan_places.filter((p) => (seen.has(p.id) ? false : (seen.add(p.id), true)));
  const places = await placesById(
    db,
    unique.map((p) => p.id),
    lang,
  );
  return {
    id: 'guest',
    plan_name: input.plan_name,
    notes: input.notes,
    plan_places: unique
      .filter((p) => places.has(p.id))
      .map((p) => ({ id: p.id, type: places.get(p.id)!.type, notes: p.notes, place: places.get(p.id)! })),
  };
}
