import { sql } from 'kysely';
import type { Itinerary, Language, Place, PlanRole, PlanState, PlanWithPlaces } from 'contract';
import type { Database } from '../db';
import { readDoc, stopsByPlace, type PlanDoc } from './planDoc';
import { placeColumns, placeJoins, toPlace, type PlaceJoinRow } from './places';

/** Places by id (with area and country), in the caller's language. */
export async function placesById(db: Database, ids: number[], lang: Language): Promise<Map<number, Place>> {
  if (ids.length === 0) return new Map();
  const { rows } = await sql<PlaceJoinRow>`
    SELECT ${placeColumns()} FROM places p ${placeJoins()} WHERE p.id = ANY(${ids}::int[])`.execute(db);
  return new Map(rows.map((r) => [r.id, toPlace(r, lang)]));
}

/** What a member reads about the plan beside its content. */
export interface PlanMeta {
  id: number;
  version: number;
  /** the reader's role; absent for a share link's reader */
  role?: PlanRole;
  shared: boolean;
}

/** The plan as its calls answer it: name, notes, its places with their data, in order. */
export async function docPlan(db: Database, doc: PlanDoc, meta: PlanMeta, lang: Language): Promise<PlanWithPlaces> {
  const places = await placesById(
    db,
    doc.places.map((p) => p.id),
    lang,
  );
  return {
    id: meta.id,
    plan_name: doc.plan_name,
    notes: doc.notes,
    shared: meta.shared,
    ...(meta.role ? { role: meta.role } : {}),
    version: meta.version,
    plan_places: doc.places
      .filter((p) => places.has(p.id))
      .map((p) => ({ id: p.id, type: p.type, notes: p.notes, place: places.get(p.id)! })),
  };
}

/** The plan's itinerary: its days with their stops, the places in no day in the plan's order. */
export function docItinerary(doc: PlanDoc, version?: number): Itinerary {
  const scheduled = stopsByPlace(doc);
  return {
    start_date: doc.start_date,
    time_zone: doc.time_zone,
    days: doc.days.map((d) => ({ ...d, stops: d.stops.map((s) => ({ ...s })) })),
    unscheduled: doc.places.filter((p) => !scheduled.has(p.id)).map((p) => p.id),
    ...(version === undefined ? {} : { version }),
  };
}

/** The plan's version and whether it has a live share link. */
async function planMeta(db: Database, planId: number): Promise<{ version: number; shared: boolean }> {
  const row = await db
    .selectFrom('plans')
    .select(['version', 'share_token'])
    .where('id', '=', planId)
    .executeTakeFirstOrThrow();
  return { version: row.version, shared: !!row.share_token };
}

/** The plan as one of its members reads it now (what a write answers, and a 409's `data`). */
export async function planState(db: Database, planId: number, role: PlanRole, lang: Language): Promise<PlanState> {
  const doc = await readDoc(db, planId);
  const { version, shared } = await planMeta(db, planId);
  return {
    version,
    plan: await docPlan(db, doc, { id: planId, version, role, shared }, lang),
    itinerary: docItinerary(doc, version),
  };
}

/** The plan (name, notes, places) as one of its members reads it now. */
export async function memberPlan(db: Database, planId: number, role: PlanRole, lang: Language) {
  const doc = await readDoc(db, planId);
  const { version, shared } = await planMeta(db, planId);
  return docPlan(db, doc, { id: planId, version, role, shared }, lang);
}
