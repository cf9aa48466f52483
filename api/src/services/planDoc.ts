import { sql } from 'kysely';
import type { TravelMode } from 'contract';
import { formatClock, parseClock } from 'contract/format';
import type { Database } from '../db';

// A plan's whole content as one value (name, notes, dates, places in order, days with their stops): every write
// reads it, changes it and writes it back in one transaction, and what changed is found by comparing the two.

export interface DocPlace {
  id: number;
  type: string;
  notes: string;
}
export interface DocStop {
  place_id: number;
  start_time: string | null;
  stay_minutes: number | null;
  travel_mode: TravelMode | null;
}
export interface DocDay {
  name: string;
  travel_mode: TravelMode;
  time_zone: string | null;
  stops: DocStop[];
}
export interface PlanDoc {
  plan_name: string;
  notes: string;
  start_date: string | null;
  time_zone: string | null;
  /** every place of the plan, in the plan's order */
  places: DocPlace[];
  days: DocDay[];
}

/** The plan's content as stored (the plan must exist). */
export async function readDoc(db: Database, planId: number): Promise<PlanDoc> {
  const plan = await db
    .selectFrom('plans')
    // a date column read as text: "YYYY-MM-DD", never a Date shifted by the server's zone
    .select(['plan_name', 'notes', sql<string | null>`start_date::text`.as('start_date'), 'time_zone'])
    .where('id', '=', planId)
    .executeTakeFirstOrThrow();
  const places = await db
    .selectFrom('plan_places')
    .select(['place_id', 'type', 'notes'])
    .where('plan_id', '=', planId)
    .orderBy('position')
    .execute();
  const days = await db
    .selectFrom('plan_days')
    .select(['position', 'name', 'travel_mode', 'time_zone'])
    .where('plan_id', '=', planId)
    .orderBy('position')
    .execute();
  const stops = await db
    .selectFrom('plan_stops')
    .select(['place_id', 'day_position', 'start_minute', 'stay_minutes', 'travel_mode'])
    .where('plan_id', '=', planId)
    .orderBy('day_position')
    .orderBy('position')
    .execute();
  return {
    plan_name: plan.plan_name,
    notes: plan.notes,
    start_date: plan.start_date,
    time_zone: plan.time_zone,
    places: places.map((p) => ({ id: p.place_id, type: p.type, notes: p.notes })),
    days: days.map((d) => ({
      name: d.name,
      travel_mode: d.travel_mode,
      time_zone: d.time_zone,
      stops: stops
        .filter((s) => s.day_position === d.position)
        .map((s) => ({
          place_id: s.place_id,
          start_time: s.start_minute === null ? null : formatClock(s.start_minute),
          stay_minutes: s.stay_minutes,
          travel_mode: s.travel_mode,
        })),
    })),
  };
}

/**
 * Store `doc` as the plan's content. The places that stay keep their rows (updated in place); the days and stops
 * are written anew. Every stop must be a place of the doc (the caller checks).
 */
export async function writeDoc(trx: Database, planId: number, doc: PlanDoc): Promise<void> {
  await trx
    .updateTable('plans')
    .set({
      plan_name: doc.plan_name,
      notes: doc.notes,
      start_date: doc.start_date,
      time_zone: doc.time_zone,
      updated_at: new Date(),
    })
    .where('id', '=', planId)
    .execute();
  // the days go, and their stops with them (ON DELETE CASCADE)
  await trx.deleteFrom('plan_days').where('plan_id', '=', planId).execute();
  let gone = trx.deleteFrom('plan_places').where('plan_id', '=', planId);
  if (doc.places.length > 0)
    gone = gone.where(
      'place_id',
      'not in',
      doc.places.map((p) => p.id),
    );
  await gone.execute();
  if (doc.places.length > 0) {
    await trx
      .insertInto('plan_places')
      .values(
        doc.places.map((p, position) => ({ plan_id: planId, place_id: p.id, position, type: p.type, notes: p.notes })),
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
  if (doc.days.length > 0) {
    await trx
      .insertInto('plan_days')
      .values(
        doc.days.map((d, position) => ({
          plan_id: planId,
          position,
          name: d.name,
          travel_mode: d.travel_mode,
          time_zone: d.time_zone,
        })),
      )
      .execute();
  }
  const stops = doc.days.flatMap((d, day) =>
    d.stops.map((s, position) => ({
      plan_id: planId,
      place_id: s.place_id,
      day_position: day,
      position,
      start_minute: s.start_time == null ? null : parseClock(s.start_time),
      stay_minutes: s.stay_minutes,
      travel_mode: s.travel_mode,
    })),
  );
  if (stops.length > 0) await trx.insertInto('plan_stops').values(stops).execute();
}

/** The day each scheduled place is in, and its stop. */
export function stopsByPlace(doc: PlanDoc): Map<number, { day: number; stop: DocStop }> {
  const out = new Map<number, { day: number; stop: DocStop }>();
  doc.days.forEach((d, day) => d.stops.forEach((stop) => out.set(stop.place_id, { day, stop })));
  return out;
}

/** The doc's places in travelling order: day by day, stop by stop, then the places in no day in their order. */
export function inDaysOrder(doc: PlanDoc): PlanDoc {
  const byId = new Map(doc.places.map((p) => [p.id, p]));
  const scheduled = doc.days.flatMap((d) => d.stops.map((s) => s.place_id));
  const inDays = new Set(scheduled);
  return {
    ...doc,
    places: [...scheduled.map((id) => byId.get(id)!), ...doc.places.filter((p) => !inDays.has(p.id))],
  };
}

/** Keys of the order of things: written when it changes, but two writes that both reorder do not conflict. */
export const ORDER_KEY_PREFIX = 'order:';

/**
 * The fields `after` writes differently from `before`, as keys: `name`, `notes`, `dates`, `place:<id>` (in the plan
 * or not), `place:<id>:notes`, `stop:<id>:day|time|stay|mode`, `days` (how many), `day:<n>:name|mode|tz`, and the
 * order keys `order:places` and `order:day:<n>`. A write based on an older version conflicts when it writes a key a
 * later version wrote.
 */
export function changedKeys(before: PlanDoc, after: PlanDoc): Set<string> {
  const keys = new Set<string>();
  if (before.plan_name !== after.plan_name) keys.add('name');
  if (before.notes !== after.notes) keys.add('notes');
  if (before.start_date !== after.start_date || before.time_zone !== after.time_zone) keys.add('dates');
  const placesBefore = new Map(before.places.map((p) => [p.id, p]));
  const placesAfter = new Map(after.places.map((p) => [p.id, p]));
  for (const id of new Set([...placesBefore.keys(), ...placesAfter.keys()])) {
    const a = placesBefore.get(id);
    const b = placesAfter.get(id);
    if (!a || !b) keys.add(`place:${id}`);
    else if (a.notes !== b.notes) keys.add(`place:${id}:notes`);
  }
  if (before.places.map((p) => p.id).join() !== after.places.map((p) => p.id).join()) keys.add('order:places');
  const stopsBefore = stopsByPlace(before);
  const stopsAfter = stopsByPlace(after);
  for (const id of new Set([...stopsBefore.keys(), ...stopsAfter.keys()])) {
    const a = stopsBefore.get(id);
    const b = stopsAfter.get(id);
    if (a?.day !== b?.day) keys.add(`stop:${id}:day`);
    if ((a?.stop.start_time ?? null) !== (b?.stop.start_time ?? null)) keys.add(`stop:${id}:time`);
    if ((a?.stop.stay_minutes ?? null) !== (b?.stop.stay_minutes ?? null)) keys.add(`stop:${id}:stay`);
    if ((a?.stop.travel_mode ?? null) !== (b?.stop.travel_mode ?? null)) keys.add(`stop:${id}:mode`);
  }
  if (before.days.length !== after.days.length) keys.add('days');
  for (let n = 0; n < Math.max(before.days.length, after.days.length); n++) {
    const a = before.days[n];
    const b = after.days[n];
    if (a && b) {
      if (a.name !== b.name) keys.add(`day:${n}:name`);
      if (a.travel_mode !== b.travel_mode) keys.add(`day:${n}:mode`);
      if (a.time_zone !== b.time_zone) keys.add(`day:${n}:tz`);
    }
    const orderOf = (d: DocDay | undefined) => d?.stops.map((s) => s.place_id).join() ?? '';
    if (orderOf(a) !== orderOf(b)) keys.add(`${ORDER_KEY_PREFIX}day:${n}`);
  }
  return keys;
}

/** The doc without one place (and its stop). */
export function withoutPlace(doc: PlanDoc, placeId: number): PlanDoc {
  return {
    ...doc,
    places: doc.places.filter((p) => p.id !== placeId),
    days: doc.days.map((d) => ({ ...d, stops: d.stops.filter((s) => s.place_id !== placeId) })),
  };
}
