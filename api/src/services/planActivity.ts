import { sql } from 'kysely';
import type { Language, PlanActivityEntry, PlanChange } from 'contract';
import type { Database } from '../db';
import { planAccess } from './planAccess';
import { stopsByPlace, type PlanDoc } from './planDoc';
import { placesById } from './planState';

type WithoutNames<T> = T extends unknown ? Omit<T, 'place_name' | 'display_name'> : never;
/** A change as stored: places and people by id only (their names are read in the reader's language). */
export type StoredChange = WithoutNames<PlanChange>;

/** The changes between two states of a plan, phrased (what a whole-document write records). */
export function describeDiff(before: PlanDoc, after: PlanDoc): StoredChange[] {
  const out: StoredChange[] = [];
  if (before.plan_name !== after.plan_name)
    out.push({ kind: 'rename_plan', from: before.plan_name, to: after.plan_name });
  if (before.notes !== after.notes) out.push({ kind: 'set_notes' });
  if (before.start_date !== after.start_date || before.time_zone !== after.time_zone)
    out.push({ kind: 'set_dates', start_date: after.start_date, time_zone: after.time_zone });
  const placesBefore = new Map(before.places.map((p) => [p.id, p]));
  const placesAfter = new Map(after.places.map((p) => [p.id, p]));
  const stopsBefore = stopsByPlace(before);
  const stopsAfter = stopsByPlace(after);
  for (const p of after.places) {
    const was = placesBefore.get(p.id);
    if (!was) out.push({ kind: 'add_stop', place_id: p.id, day: stopsAfter.get(p.id)?.day ?? null });
    else if (was.notes !== p.notes) out.push({ kind: 'set_place_notes', place_id: p.id });
  }
  for (const p of before.places) if (!placesAfter.has(p.id)) out.push({ kind: 'remove_stop', place_id: p.id });
  for (const p of after.places) {
    if (!placesBefore.has(p.id)) continue;
    const a = stopsBefore.get(p.id);
    const b = stopsAfter.get(p.id);
    if ((a?.day ?? null) !== (b?.day ?? null))
      out.push({ kind: 'move_stop', place_id: p.id, from_day: a?.day ?? null, to_day: b?.day ?? null });
    if (!b) continue;
    if ((a?.stop.start_time ?? null) !== b.stop.start_time)
      out.push({ kind: 'set_stop', place_id: p.id, field: 'start_time', value: b.stop.start_time });
    if ((a?.stop.stay_minutes ?? null) !== b.stop.stay_minutes)
      out.push({ kind: 'set_stop', place_id: p.id, field: 'stay_minutes', value: b.stop.stay_minutes });
    if ((a?.stop.travel_mode ?? null) !== b.stop.travel_mode)
      out.push({ kind: 'set_stop', place_id: p.id, field: 'travel_mode', value: b.stop.travel_mode });
  }
  for (let day = 0; day < Math.max(before.days.length, after.days.length); day++) {
    const a = before.days[day];
    const b = after.days[day];
    if (!a) out.push({ kind: 'add_day', day, name: b.name });
    else if (!b) out.push({ kind: 'remove_day', day, name: a.name });
    else {
      if (a.name !== b.name) out.push({ kind: 'rename_day', day, from: a.name, to: b.name });
      if (a.travel_mode !== b.travel_mode) out.push({ kind: 'set_day_mode', day, travel_mode: b.travel_mode });
    }
  }
  return out;
}

/**
 * Record a new version of the plan inside the write's transaction (the plan's row is locked): the version is
 * bumped, and who changed what is kept. Returns the new version.
 */
export async function recordVersion(
  trx: Database,
  planId: number,
  userId: number,
  changes: StoredChange[],
  touched: Iterable<string>,
): Promise<number> {
  const { version } = await trx
    .updateTable('plans')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', planId)
    .returning('version')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('plan_activity')
    .values({
      plan_id: planId,
      version,
      user_id: userId,
      changes: JSON.stringify(changes),
      touched: [...touched],
    })
    .execute();
  return version;
}

/** The keys the versions after `baseVersion` wrote (what a write based on it must not write again). */
export async function touchedSince(trx: Database, planId: number, baseVersion: number): Promise<Set<string>> {
  const rows = await trx
    .selectFrom('plan_activity')
    .select('touched')
    .where('plan_id', '=', planId)
    .where('version', '>', baseVersion)
    .execute();
  return new Set(rows.flatMap((r) => r.touched));
}

/** A committed new version of a plan. */
export interface PlanChangeNotice {
  planId: number;
  version: number;
}
type PlanChangeListener = (notice: PlanChangeNotice) => void;
const listeners = new WeakMap<Database, Set<PlanChangeListener>>();
/** How a database's changes reach every API process (PostgreSQL's NOTIFY); none: in process only. */
const transports = new WeakMap<Database, (notice: PlanChangeNotice) => void>();

/** Be told of every committed change of a plan made through `db` (returns the function that stops it). */
export function onPlanChange(db: Database, listener: PlanChangeListener): () => void {
  const set = listeners.get(db) ?? new Set();
  listeners.set(db, set);
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Send the changes of `db` through `transport` (to every process, this one included, which passes them on with
 * `deliverPlanChange`) instead of straight to this process's listeners. Returns the function that stops it.
 */
export function setPlanChangeTransport(db: Database, transport: (notice: PlanChangeNotice) => void): () => void {
  transports.set(db, transport);
  return () => {
    if (transports.get(db) === transport) transports.delete(db);
  };
}

/** A change heard from the transport (or made here, without one): to this process's listeners. */
export function deliverPlanChange(db: Database, notice: PlanChangeNotice): void {
  for (const listener of listeners.get(db) ?? []) listener(notice);
}

/**
 * The one place a committed change of a plan is announced, called after its transaction committed (never inside
 * it: a listener must only hear of what is stored). A live feed listens here: in process on the embedded database,
 * and by PostgreSQL's NOTIFY from every API process; a client catches up by reading the activity after the last
 * version it saw.
 */
export function publishPlanChange(db: Database, notice: PlanChangeNotice): void {
  const transport = transports.get(db);
  if (transport) transport(notice);
  else deliverPlanChange(db, notice);
}

interface ActivityRow {
  version: number;
  created_at: Date;
  changes: StoredChange[];
  user_id: number | null;
  display_name: string | null;
  profile_color: string | null;
}

/**
 * A plan's recorded changes (the caller checked that the reader is a member): the latest `limit`, newest first;
 * with `after`, those after that version, oldest first (a client catching up). Place and member names are read
 * now, in the reader's language.
 */
export async function readActivity(
  db: Database,
  planId: number,
  lang: Language,
  { after, limit }: { after?: number; limit: number },
): Promise<PlanActivityEntry[]> {
  const { rows } = await sql<ActivityRow>`
    SELECT a.version, a.created_at, a.changes, a.user_id, u.display_name, u.profile_color
    FROM plan_activity a LEFT JOIN users u ON u.id = a.user_id
    WHERE a.plan_id = ${planId} ${after === undefined ? sql`` : sql`AND a.version > ${after}`}
    ORDER BY a.version ${after === undefined ? sql`DESC` : sql`ASC`}
    LIMIT ${limit}`.execute(db);
  const changes = rows.flatMap((r) => r.changes);
  const placeIds = [...new Set(changes.flatMap((c) => ('place_id' in c ? [c.place_id] : [])))];
  const userIds = [...new Set(changes.flatMap((c) => ('user_id' in c ? [c.user_id] : [])))];
  const places = await placesById(db, placeIds, lang);
  const users = userIds.length
    ? await db.selectFrom('users').select(['id', 'display_name']).where('id', 'in', userIds).execute()
    : [];
  const userName = new Map(users.map((u) => [u.id, u.display_name]));
  const named = (c: StoredChange): PlanChange => {
    if ('place_id' in c) return { ...c, place_name: places.get(c.place_id)?.place_name ?? '' } as PlanChange;
    if ('user_id' in c) return { ...c, display_name: userName.get(c.user_id) ?? '' } as PlanChange;
    return c as PlanChange;
  };
  return rows.map((r) => ({
    version: r.version,
    at: new Date(r.created_at).toISOString(),
    actor:
      r.user_id === null
        ? null
        : { user_id: r.user_id, display_name: r.display_name ?? '', profile_color: r.profile_color ?? '' },
    changes: r.changes.map(named),
  }));
}

/** The activity of a plan I am a member of (see readActivity); 20 entries unless `limit` says otherwise. */
export async function memberActivity(
  db: Database,
  userId: number,
  planId: number,
  lang: Language,
  query: { after?: number; limit?: number },
): Promise<PlanActivityEntry[]> {
  await planAccess(db, userId, planId, 'read');
  return readActivity(db, planId, lang, { after: query.after, limit: query.limit ?? 20 });
}
