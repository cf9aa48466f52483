import type { Language, PlanOp, PlanState } from 'contract';
import { MAX_ITINERARY_DAYS } from 'contract';
import { canonicalTimeZone, isCalendarDate } from 'contract/format';
import type { Database } from '../db';
import { badRequest } from '../http/errors';
import type { StoredChange } from './planActivity';
import { inDaysOrder, stopsByPlace, withoutPlace, type DocDay, type DocStop, type PlanDoc } from './planDoc';
import { planState } from './planState';
import { writePlan } from './planWrite';

/** What applying the operations made: the new content, the changes phrased, the keys relied on and written. */
interface Applied {
  doc: PlanDoc;
  changes: StoredChange[];
  reads: Set<string>;
  writes: Set<string>;
}

/** A day the operation names must exist (days are counted from 0; the message counts from 1, as people do). */
function dayOf(doc: PlanDoc, day: number): DocDay {
  const found = doc.days[day];
  if (!found) throw badRequest('plan_op_day_missing', { day: day + 1 });
  return found;
}

function requireInPlan(doc: PlanDoc, placeId: number): void {
  if (!doc.places.some((p) => p.id === placeId)) throw badRequest('plan_op_stop_missing', { id: placeId });
}

/** `items` with `item` put at `index` (absent or past the end: at the end). */
function insertAt<T>(items: T[], item: T, index: number | undefined): T[] {
  const at = index === undefined ? items.length : Math.min(index, items.length);
  return [...items.slice(0, at), item, ...items.slice(at)];
}

/** The doc with the place's stop taken out of its day (the place stays in the plan). */
function unscheduled(doc: PlanDoc, placeId: number): PlanDoc {
  return { ...doc, days: doc.days.map((d) => ({ ...d, stops: d.stops.filter((s) => s.place_id !== placeId) })) };
}

/** The doc with `stop` put into `day` at `index`, or in no day (day null). */
function scheduled(doc: PlanDoc, stop: DocStop, day: number | null, index: number | undefined): PlanDoc {
  if (day === null) return doc;
  return { ...doc, days: doc.days.map((d, n) => (n === day ? { ...d, stops: insertAt(d.stops, stop, index) } : d)) };
}

function zoneOf(value: string | null): string | null {
  if (value === null) return null;
  const zone = canonicalTimeZone(value);
  if (zone === null) throw badRequest('itinerary_bad_time_zone');
  return zone;
}

/**
 * Apply one operation to the doc: the new doc and what it says happened. A bad operation (a place not in the plan,
 * a day out of range) throws a 400, and the whole call changes nothing.
 */
function applyOp(doc: PlanDoc, op: PlanOp, known: Set<number>, out: Applied): PlanDoc {
  const readsDays = () => out.reads.add('days');
  switch (op.op) {
    case 'rename_plan': {
      const name = op.plan_name.trim();
      if (!name) throw badRequest('plan_name_blank');
      out.changes.push({ kind: 'rename_plan', from: doc.plan_name, to: name });
      return { ...doc, plan_name: name };
    }
    case 'set_notes':
      out.changes.push({ kind: 'set_notes' });
      return { ...doc, notes: op.notes };
    case 'set_place_notes':
      requireInPlan(doc, op.place_id);
      out.changes.push({ kind: 'set_place_notes', place_id: op.place_id });
      return { ...doc, places: doc.places.map((p) => (p.id === op.place_id ? { ...p, notes: op.notes } : p)) };
    case 'set_dates': {
      if (op.start_date !== null && !isCalendarDate(op.start_date)) throw badRequest('itinerary_bad_date');
      const time_zone = zoneOf(op.time_zone);
      out.changes.push({ kind: 'set_dates', start_date: op.start_date, time_zone });
      return { ...doc, start_date: op.start_date, time_zone };
    }
    case 'add_stop': {
      if (doc.places.some((p) => p.id === op.place_id)) throw badRequest('plan_op_stop_exists', { id: op.place_id });
      if (!known.has(op.place_id)) throw badRequest('plan_op_stop_missing', { id: op.place_id });
      const day = op.day ?? null;
      if (day !== null) {
        dayOf(doc, day);
        readsDays();
      }
      out.changes.push({ kind: 'add_stop', place_id: op.place_id, day });
      const added = { ...doc, places: [...doc.places, { id: op.place_id, type: '', notes: '' }] };
      const stop = { place_id: op.place_id, start_time: null, stay_minutes: null, travel_mode: null };
      return scheduled(added, stop, day, op.index);
    }
    case 'move_stop': {
      requireInPlan(doc, op.place_id);
      if (op.day !== null) dayOf(doc, op.day);
      readsDays();
      const from = stopsByPlace(doc).get(op.place_id);
      const stop = from?.stop ?? { place_id: op.place_id, start_time: null, stay_minutes: null, travel_mode: null };
      out.changes.push({ kind: 'move_stop', place_id: op.place_id, from_day: from?.day ?? null, to_day: op.day });
      // a move within its own day is a change of the day's order, which the order key records
      if (from?.day === op.day) out.writes.add(`stop:${op.place_id}:day`);
      return scheduled(unscheduled(doc, op.place_id), stop, op.day, op.index);
    }
    case 'remove_stop':
      requireInPlan(doc, op.place_id);
      out.changes.push({ kind: 'remove_stop', place_id: op.place_id });
      return withoutPlace(doc, op.place_id);
    case 'set_stop': {
      requireInPlan(doc, op.place_id);
      const at = stopsByPlace(doc).get(op.place_id);
      if (!at) throw badRequest('plan_op_stop_unscheduled', { id: op.place_id });
      const stop = { ...at.stop };
      if (op.start_time !== undefined) {
        stop.start_time = op.start_time;
        out.changes.push({ kind: 'set_stop', place_id: op.place_id, field: 'start_time', value: op.start_time });
      }
      if (op.stay_minutes !== undefined) {
        stop.stay_minutes = op.stay_minutes;
        out.changes.push({ kind: 'set_stop', place_id: op.place_id, field: 'stay_minutes', value: op.stay_minutes });
      }
      if (op.travel_mode !== undefined) {
        stop.travel_mode = op.travel_mode;
        out.changes.push({ kind: 'set_stop', place_id: op.place_id, field: 'travel_mode', value: op.travel_mode });
      }
      return {
        ...doc,
        days: doc.days.map((d) => ({ ...d, stops: d.stops.map((s) => (s.place_id === op.place_id ? stop : s)) })),
      };
    }
    case 'add_day': {
      if (doc.days.length >= MAX_ITINERARY_DAYS) throw badRequest('plan_op_too_many_days', { max: MAX_ITINERARY_DAYS });
      const at = Math.min(op.index ?? doc.days.length, doc.days.length);
      const day: DocDay = {
        name: op.name?.trim() ?? '',
        travel_mode: op.travel_mode ?? 'walk',
        time_zone: null,
        stops: [],
      };
      out.changes.push({ kind: 'add_day', day: at, name: day.name });
      return { ...doc, days: insertAt(doc.days, day, at) };
    }
    case 'remove_day': {
      const gone = dayOf(doc, op.day);
      readsDays();
      out.changes.push({ kind: 'remove_day', day: op.day, name: gone.name });
      // its stops stay in the plan, in no day
      return { ...doc, days: doc.days.filter((_, n) => n !== op.day) };
    }
    case 'rename_day': {
      const day = dayOf(doc, op.day);
      readsDays();
      const name = op.name.trim();
      out.changes.push({ kind: 'rename_day', day: op.day, from: day.name, to: name });
      return { ...doc, days: doc.days.map((d, n) => (n === op.day ? { ...d, name } : d)) };
    }
    case 'set_day_mode':
      dayOf(doc, op.day);
      readsDays();
      out.changes.push({ kind: 'set_day_mode', day: op.day, travel_mode: op.travel_mode });
      return { ...doc, days: doc.days.map((d, n) => (n === op.day ? { ...d, travel_mode: op.travel_mode } : d)) };
    case 'move_day': {
      const day = dayOf(doc, op.day);
      dayOf(doc, op.to);
      readsDays();
      // the days' places change: what named a day by its place now names another
      out.writes.add('days');
      out.changes.push({ kind: 'move_day', from: op.day, to: op.to });
      const rest = doc.days.filter((_, n) => n !== op.day);
      return { ...doc, days: insertAt(rest, day, op.to) };
    }
  }
}

/**
 * Apply small operations to a plan I may edit, in order, all or nothing, based on `baseVersion`: what nobody
 * changed since then applies; an operation writing what a later version wrote is a 409 with the plan as it is now.
 * Days are named by their place, so an operation naming a day conflicts with a later change of the days' number or
 * order.
 */
export async function applyPlanOps(
  db: Database,
  userId: number,
  planId: number,
  baseVersion: number,
  ops: PlanOp[],
  lang: Language,
): Promise<PlanState> {
  const added = ops.flatMap((op) => (op.op === 'add_stop' ? [op.place_id] : []));
  // a place added must exist: its data types it in the plan
  const known = added.length ? await placeTypes(db, added) : new Map<number, string>();
  const { role } = await writePlan(
    db,
    userId,
    planId,
    { baseVersion, versionRequired: true, orderConflicts: false, lang },
    (before) => {
      const out: Applied = { doc: before, changes: [], reads: new Set(), writes: new Set() };
      let doc = before;
      for (const op of ops) doc = applyOp(doc, op, new Set(known.keys()), out);
      doc = {
        ...doc,
        places: doc.places.map((p) => (p.type === '' && known.has(p.id) ? { ...p, type: known.get(p.id)! } : p)),
      };
      return { doc: inDaysOrder(doc), changes: out.changes, reads: [...out.reads], writes: [...out.writes] };
    },
  );
  return planState(db, planId, role, lang);
}

/** The type of each known place among `ids` (an unknown one is left out: the operation adding it is a 400). */
async function placeTypes(db: Database, ids: number[]): Promise<Map<number, string>> {
  const found = await db.selectFrom('places').select(['id', 'type']).where('id', 'in', ids).execute();
  return new Map(found.map((p) => [p.id, p.type]));
}
