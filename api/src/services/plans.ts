import { createHash, randomBytes } from 'node:crypto';
import type { Language, Place, PlanWithPlaces } from 'contract';
import type { Database } from '../db';
import { badRequest, notFound } from '../http/errors';
import { planAccess } from './planAccess';
import { readDoc, withoutPlace, writeDoc, type DocPlace } from './planDoc';
import { docPlan, memberPlan, placesById } from './planState';
import { writePlan } from './planWrite';

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

/**
 * My plans and the plans shared with me (newest change first), places trimmed to id, type and notes, each with my
 * role, and a plan shared with me with its owner's name.
 */
export async function listPlans(db: Database, userId: number) {
  const plans = await db
    .selectFrom('plans')
    .innerJoin('users as owner', 'owner.id', 'plans.user_id')
    .leftJoin('plan_members', (join) =>
      join.onRef('plan_members.plan_id', '=', 'plans.id').on('plan_members.user_id', '=', userId),
    )
    .select([
      'plans.id',
      'plans.plan_name',
      'plans.notes',
      'plans.version',
      'plans.user_id',
      'plan_members.role',
      'owner.display_name as owner_name',
    ])
    .where((eb) => eb.or([eb('plans.user_id', '=', userId), eb('plan_members.user_id', '=', userId)]))
    .orderBy('plans.updated_at', 'desc')
    .orderBy('plans.id', 'desc')
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
    id: p.id,
    plan_name: p.plan_name,
    notes: p.notes,
    role: p.user_id === userId ? ('owner' as const) : p.role!,
    ...(p.user_id === userId ? {} : { owner_name: p.owner_name }),
    version: p.version,
    plan_places: places
      .filter((r) => r.plan_id === p.id)
      .map((r) => ({ id: r.place_id, type: r.type, notes: r.notes })),
  }));
}

/** One plan I am a member of, with its places (anyone else's is the 404 of a missing one). */
export async function getPlan(db: Database, userId: number, planId: number, lang: Language) {
  const { role } = await planAccess(db, userId, planId, 'read');
  return memberPlan(db, planId, role, lang);
}

function uniqueIds(places: PlanPlaceInput[]): number[] {
  const ids = places.map((p) => p.id);
  if (new Set(ids).size !== ids.length) throw badRequest('plan_duplicate_place');
  return ids;
}

/** Every id must be a known place, else 404 place_not_found (nothing is changed). */
export async function requirePlaces(db: Database, ids: number[], lang: Language): Promise<Map<number, Place>> {
  const places = await placesById(db, [...new Set(ids)], lang);
  if (ids.some((id) => !places.has(id))) throw notFound('place_not_found');
  return places;
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

/** The plan's places as a client sent them, each typed as the place is (a client's type is not trusted). */
function inputPlaces(places: PlanPlaceInput[], known: Map<number, Place>): DocPlace[] {
  return places.map((p) => ({ id: p.id, type: known.get(p.id)?.type ?? p.type, notes: p.notes }));
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
        .select('id')
        .where('user_id', '=', userId)
        .where('migration_key', '=', key)
        .executeTakeFirst();
      if (existing) return { id: existing.id, created: false };
    }
    const row = await trx
      .insertInto('plans')
      .values({ user_id: userId, plan_name: name, notes: input.notes, migration_key: key })
      .onConflict((oc) => oc.columns(['user_id', 'migration_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) {
      // a concurrent call with the same key won the race
      const other = await trx
        .selectFrom('plans')
        .select('id')
        .where('user_id', '=', userId)
        .where('migration_key', '=', key)
        .executeTakeFirstOrThrow();
      return { id: other.id, created: false };
    }
    await writeDoc(trx, row.id, {
      plan_name: name,
      notes: input.notes,
      start_date: null,
      time_zone: null,
      places: inputPlaces(input.plan_places, known),
      days: [],
    });
    return { id: row.id, created: true };
  });
  return { plan: await memberPlan(db, result.id, 'owner', lang), created: result.created };
}

/**
 * Save the whole plan (name, notes, places in order) of a plan I may edit, based on the version it was edited from
 * (`base_version`; 428 without it, so an old client never overwrites what it has not seen). The places that stay
 * keep their day and times; a place left out leaves its day.
 */
export async function updatePlan(
  db: Database,
  userId: number,
  planId: number,
  input: PlanFieldsInput & { base_version?: number },
  lang: Language,
): Promise<PlanWithPlaces> {
  const name = cleanName(input.plan_name);
  const ids = uniqueIds(input.plan_places);
  const known = await requirePlaces(db, ids, lang);
  const kept = new Set(ids);
  const { role } = await writePlan(
    db,
    userId,
    planId,
    { baseVersion: input.base_version ?? null, versionRequired: true, orderConflicts: true, lang },
    (doc) => ({
      doc: {
        ...doc,
        plan_name: name,
        notes: input.notes,
        places: inputPlaces(input.plan_places, known),
        days: doc.days.map((d) => ({ ...d, stops: d.stops.filter((s) => kept.has(s.place_id)) })),
      },
    }),
  );
  return memberPlan(db, planId, role, lang);
}

/** Delete a plan I own (a member leaves it instead). */
export async function deletePlan(db: Database, userId: number, planId: number): Promise<void> {
  await planAccess(db, userId, planId, 'own');
  await db.deleteFrom('plans').where('id', '=', planId).execute();
}

/** A write that names what it changes (one place): it applies to the plan as it is, without a base version. */
const namedChange = (lang: Language) => ({ baseVersion: null, versionRequired: false, orderConflicts: false, lang });

/**
 * Insert one place (see `insertIntoOrder`) into a plan I may edit, serialised per plan (row lock) so concurrent
 * inserts keep one consistent order. It names what it changes, so it needs no base version. A new place is in no
 * day.
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
  const known = await requirePlaces(db, [placeId], lang);
  const { role } = await writePlan(db, userId, planId, namedChange(lang), (doc) => {
    const order = doc.places.map((p) => p.id);
    const next = insertIntoOrder(order, placeId, action, onPlaceId);
    const byId = new Map(doc.places.map((p) => [p.id, p]));
    const added: DocPlace = { id: placeId, type: known.get(placeId)!.type, notes: '' };
    return { doc: { ...doc, places: next.map((id) => byId.get(id) ?? added) } };
  });
  return memberPlan(db, planId, role, lang);
}

/** Remove one place (and its stop) from a plan I may edit; 404 plan_place_not_found when it is not in it. */
export async function removePlace(
  db: Database,
  userId: number,
  planId: number,
  placeId: number,
  lang: Language,
): Promise<PlanWithPlaces> {
  const { role } = await writePlan(db, userId, planId, namedChange(lang), (doc) => {
    if (!doc.places.some((p) => p.id === placeId)) throw notFound('plan_place_not_found');
    return { doc: withoutPlace(doc, placeId) };
  });
  return memberPlan(db, planId, role, lang);
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
  await planAccess(db, userId, planId, 'own');
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
  await planAccess(db, userId, planId, 'own');
  await db.updateTable('plans').set({ share_token: null }).where('id', '=', planId).execute();
}

/** The plan behind a share token, read-only (name, notes, places); 404 for an unknown or revoked token. */
export async function getSharedPlan(db: Database, token: string, lang: Language) {
  const row = await db
    .selectFrom('plans')
    .select(['id', 'version'])
    .where('share_token', '=', shareTokenHash(token))
    .executeTakeFirst();
  if (!row) throw notFound('plan_share_not_found');
  const doc = await readDoc(db, row.id);
  const { plan_name, notes, plan_places } = await docPlan(db, doc, { ...row, shared: true }, lang);
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
