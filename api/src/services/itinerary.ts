import { sql } from 'kysely';
import type { Itinerary, ItineraryBody } from 'contract';
import { canonicalTimeZone, formatClock, isCalendarDate, parseClock } from 'contract/format';
import type { Database } from '../db';
import { badRequest, notFound } from '../http/errors';
import { ownPlan, placeOrder, shareTokenHash } from './plans';

/** A zone as the platform spells it, null staying null; an unknown zone is a 400. */
function zoneOf(value: string | null | undefined): string | null {
  if (value == null) return null;
  const zone = canonicalTimeZone(value);
  if (zone === null) throw badRequest('itinerary_bad_time_zone');
  return zone;
}

/**
 * What the request says, checked as far as it can be without the database (400 on the first problem), with its
 * zones spelt as the platform spells them ("asia/taipei" is stored as "Asia/Taipei").
 */
function checkBody(body: ItineraryBody): ItineraryBody {
  if (body.start_date !== null && !isCalendarDate(body.start_date)) throw badRequest('itinerary_bad_date');
  // a place is one stop of one day: never in two days, never twice in a day
  const ids = body.days.flatMap((d) => d.stops.map((s) => s.place_id));
  if (new Set(ids).size !== ids.length) throw badRequest('itinerary_duplicate_stop');
  return {
    ...body,
    time_zone: zoneOf(body.time_zone),
    days: body.days.map((d) => ({ ...d, time_zone: zoneOf(d.time_zone) })),
  };
}

/** The plan's itinerary as stored (the plan must exist; the caller checks who may read it). */
async function readItinerary(db: Database, planId: number): Promise<Itinerary> {
  const plan = await db
    .selectFrom('plans')
    // a date column read as text: "YYYY-MM-DD", never a Date shifted by the server's zone
    .select([sql<string | null>`start_date::text`.as('start_date'), 'time_zone'])
    .where('id', '=', planId)
    .executeTakeFirstOrThrow();
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
  const places = await placeOrder(db, planId);
  const scheduled = new Set(stops.map((s) => s.place_id));
  return {
    start_date: plan.start_date,
    time_zone: plan.time_zone,
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
    unscheduled: places.filter((id) => !scheduled.has(id)),
  };
}

/** One of my plans' itinerary; someone else's plan is the 404 of a plan that does not exist. */
export async function getItinerary(db: Database, userId: number, planId: number): Promise<Itinerary> {
  await ownPlan(db, userId, planId);
  return readItinerary(db, planId);
}

/**
 * Replace one of my plans' itinerary, all or nothing: every stop must be a place of the plan, in one day only.
 * The plan then lists its places in the days' order (day by day, stop by stop), the places in no day after them
 * in the order they had, so the plan's own calls show the trip in the order it is travelled.
 */
export async function saveItinerary(
  db: Database,
  userId: number,
  planId: number,
  input: ItineraryBody,
): Promise<Itinerary> {
  const body = checkBody(input);
  await db.transaction().execute(async (trx) => {
    // the row lock serialises this with every other write to the plan
    await ownPlan(trx, userId, planId, true);
    const current = await placeOrder(trx, planId);
    const inPlan = new Set(current);
    const stopIds = body.days.flatMap((d) => d.stops.map((s) => s.place_id));
    if (stopIds.some((id) => !inPlan.has(id))) throw badRequest('itinerary_unknown_stop');

    await trx
      .updateTable('plans')
      .set({ start_date: body.start_date, time_zone: body.time_zone, updated_at: new Date() })
      .where('id', '=', planId)
      .execute();
    // the days go, and their stops with them (ON DELETE CASCADE); then the new ones
    await trx.deleteFrom('plan_days').where('plan_id', '=', planId).execute();
    if (body.days.length > 0) {
      await trx
        .insertInto('plan_days')
        .values(
          body.days.map((d, position) => ({
            plan_id: planId,
            position,
            name: d.name.trim(),
            travel_mode: d.travel_mode,
            time_zone: d.time_zone ?? null,
          })),
        )
        .execute();
    }
    const stops = body.days.flatMap((d, day) =>
      d.stops.map((s, position) => ({
        plan_id: planId,
        place_id: s.place_id,
        day_position: day,
        position,
        start_minute: s.start_time == null ? null : parseClock(s.start_time),
        stay_minutes: s.stay_minutes ?? null,
        travel_mode: s.travel_mode ?? null,
      })),
    );
    if (stops.length > 0) await trx.insertInto('plan_stops').values(stops).execute();

    const scheduled = new Set(stopIds);
    const order = [...stopIds, ...current.filter((id) => !scheduled.has(id))];
    if (order.length > 0) {
      await sql`
        UPDATE plan_places p SET position = o.n - 1
        FROM unnest(${order}::int[]) WITH ORDINALITY AS o(place_id, n)
        WHERE p.plan_id = ${planId} AND p.place_id = o.place_id`.execute(trx);
    }
  });
  return readItinerary(db, planId);
}

/** The itinerary behind a share link, read-only; 404 for an unknown or revoked token (as the shared plan). */
export async function getSharedItinerary(db: Database, token: string): Promise<Itinerary> {
  const row = await db
    .selectFrom('plans')
    .select('id')
    .where('share_token', '=', shareTokenHash(token))
    .executeTakeFirst();
  if (!row) throw notFound('plan_share_not_found');
  return readItinerary(db, row.id);
}
