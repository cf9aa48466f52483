import type { Itinerary, ItineraryBody, Language } from 'contract';
import { canonicalTimeZone, isCalendarDate } from 'contract/format';
import type { Database } from '../db';
import { badRequest, notFound } from '../http/errors';
import { planAccess } from './planAccess';
import { inDaysOrder, readDoc } from './planDoc';
import { docItinerary } from './planState';
import { writePlan } from './planWrite';
import { shareTokenHash } from './plans';

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

/** A plan's itinerary, for any of its members; anyone else gets the 404 of a plan that does not exist. */
export async function getItinerary(db: Database, userId: number, planId: number): Promise<Itinerary> {
  const { version } = await planAccess(db, userId, planId, 'read');
  return docItinerary(await readDoc(db, planId), version);
}

/**
 * Replace the itinerary of a plan I may edit, all or nothing, based on the version it was edited from
 * (`base_version`; 428 without it): every stop must be a place of the plan, in one day only. The plan then lists its
 * places in the days' order (day by day, stop by stop), the places in no day after them in the order they had, so
 * the plan's own calls show the trip in the order it is travelled.
 */
export async function saveItinerary(
  db: Database,
  userId: number,
  planId: number,
  input: ItineraryBody,
  lang: Language,
): Promise<Itinerary> {
  const body = checkBody(input);
  const { version } = await writePlan(
    db,
    userId,
    planId,
    { baseVersion: input.base_version ?? null, versionRequired: true, orderConflicts: true, lang },
    (doc) => {
      const inPlan = new Set(doc.places.map((p) => p.id));
      const stopIds = body.days.flatMap((d) => d.stops.map((s) => s.place_id));
      if (stopIds.some((id) => !inPlan.has(id))) throw badRequest('itinerary_unknown_stop');
      return {
        doc: inDaysOrder({
          ...doc,
          start_date: body.start_date,
          time_zone: body.time_zone,
          days: body.days.map((d) => ({
            name: d.name.trim(),
            travel_mode: d.travel_mode,
            time_zone: d.time_zone ?? null,
            stops: d.stops.map((s) => ({
              place_id: s.place_id,
              start_time: s.start_time ?? null,
              stay_minutes: s.stay_minutes ?? null,
              travel_mode: s.travel_mode ?? null,
            })),
          })),
        }),
      };
    },
  );
  return docItinerary(await readDoc(db, planId), version);
}

/** The itinerary behind a share link, read-only; 404 for an unknown or revoked token (as the shared plan). */
export async function getSharedItinerary(db: Database, token: string): Promise<Itinerary> {
  const row = await db
    .selectFrom('plans')
    .select('id')
    .where('share_token', '=', shareTokenHash(token))
    .executeTakeFirst();
  if (!row) throw notFound('plan_share_not_found');
  return docItinerary(await readDoc(db, row.id));
}
