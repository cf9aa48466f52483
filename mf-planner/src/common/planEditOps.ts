import type { Itinerary, PlanOp } from 'shared';
import { mergeNotes } from './mergeNotes';

// A person's edit of an account plan, sent as the small operations `POST /plan/{id}/ops` applies: each names only
// what the edit changed, so a companion's change of something else since the version it was based on is kept.

type Stop = Itinerary['days'][number]['stops'][number];
type Day = Itinerary['days'][number];
/** A day as the server's operations leave it (the working copy the operations are worked out on). */
interface WorkDay {
  name: string;
  travel_mode: Day['travel_mode'];
  stops: Stop[];
}

const emptyStop = (placeId: number): Stop => ({
  place_id: placeId,
  start_time: null,
  stay_minutes: null,
  travel_mode: null,
});

/** What tells days apart when the days are reordered, added or removed: name, mode and stops. */
const signature = (d: WorkDay) => `${d.name}\u0000${d.travel_mode}\u0000${d.stops.map((s) => s.place_id).join()}`;
const sameDays = (a: readonly WorkDay[], b: readonly WorkDay[]) =>
  a.length === b.length && a.every((d, i) => signature(d) === signature(b[i]));
const moved = <T>(items: readonly T[], from: number, to: number): T[] => {
  const rest = items.filter((_, i) => i !== from);
  return [...rest.slice(0, to), items[from], ...rest.slice(to)];
};

/** The longest run of `numbers` in increasing order (what of a day's stops is already in the wanted order). */
function inOrder(numbers: readonly number[]): number[] {
  const best: number[][] = [];
  numbers.forEach((n, i) => {
    const before = best.slice(0, i).filter((run) => run[run.length - 1] < n);
    best[i] = [...before.reduce((a, b) => (b.length > a.length ? b : a), []), n];
  });
  return best.reduce((a, b) => (b.length > a.length ? b : a), []);
}

/**
 * The operations that make `before` into `after`, in the order the server applies them (days counted from 0; each
 * index as the day stands after the operations before it). The days' shape first (a day moved, added or removed),
 * then each day's name and mode, then where each stop is, then the stops' times, stays and modes. An edit that
 * changed nothing gives none.
 */
export function itineraryOps(before: Itinerary, after: Itinerary): PlanOp[] {
  const ops: PlanOp[] = [];
  if (before.start_date !== after.start_date || before.time_zone !== after.time_zone)
    ops.push({ op: 'set_dates', start_date: after.start_date, time_zone: after.time_zone });

  let days: WorkDay[] = before.days.map((d) => ({ name: d.name, travel_mode: d.travel_mode, stops: [...d.stops] }));
  const target: WorkDay[] = after.days;

  // a day moved: the one move that gives the new order
  if (days.length === target.length && !sameDays(days, target)) {
    search: for (let from = 0; from < days.length; from++)
      for (let to = 0; to < days.length; to++)
        if (from !== to && sameDays(moved(days, from, to), target)) {
          ops.push({ op: 'move_day', day: from, to });
          days = moved(days, from, to);
          break search;
        }
  }
  // days removed: the first that differs goes (its stops stay in the plan, in no day)
  while (days.length > target.length) {
    const at = days.findIndex((d, i) => i >= target.length || signature(d) !== signature(target[i]));
    ops.push({ op: 'remove_day', day: at });
    days = days.filter((_, i) => i !== at);
  }
  // days added: where the new ones stand (empty; their stops are moved in below)
  while (days.length < target.length) {
    const at = target.findIndex((d, i) => i >= days.length || signature(d) !== signature(days[i]));
    const day = target[at];
    ops.push({ op: 'add_day', name: day.name, travel_mode: day.travel_mode, index: at });
    days = [...days.slice(0, at), { name: day.name, travel_mode: day.travel_mode, stops: [] }, ...days.slice(at)];
  }
  days.forEach((d, i) => {
    if (d.name !== target[i].name) ops.push({ op: 'rename_day', day: i, name: target[i].name });
    if (d.travel_mode !== target[i].travel_mode)
      ops.push({ op: 'set_day_mode', day: i, travel_mode: target[i].travel_mode });
  });

  const inPlan = (it: Itinerary) =>
    new Set([...it.days.flatMap((d) => d.stops.map((s) => s.place_id)), ...it.unscheduled]);
  const had = inPlan(before);
  const has = inPlan(after);
  for (const id of had) if (!has.has(id)) ops.push({ op: 'remove_stop', place_id: id });
  days = days.map((d) => ({ ...d, stops: d.stops.filter((s) => has.has(s.place_id)) }));

  // each stop to its day: a stop already in its day, in order with others there, stays; another is put just after
  // the stop before it in the new order (so the stops still to leave the day change nothing)
  target.forEach((day, i) => {
    const want = day.stops.map((s) => s.place_id);
    const kept = inOrder(days[i].stops.map((s) => want.indexOf(s.place_id)).filter((n) => n >= 0)).map((n) => want[n]);
    want.forEach((id, j) => {
      if (kept.includes(id)) return;
      const found = days.flatMap((d) => d.stops).find((s) => s.place_id === id);
      days = days.map((d) => ({ ...d, stops: d.stops.filter((s) => s.place_id !== id) }));
      const stops = days[i].stops;
      const index = j === 0 ? 0 : stops.findIndex((s) => s.place_id === want[j - 1]) + 1;
      ops.push({ op: had.has(id) ? 'move_stop' : 'add_stop', place_id: id, day: i, index });
      days[i] = { ...days[i], stops: [...stops.slice(0, index), found ?? emptyStop(id), ...stops.slice(index)] };
    });
  });
  // what is in no day now (and was in one)
  const scheduled = new Set(target.flatMap((d) => d.stops.map((s) => s.place_id)));
  for (const d of days)
    for (const s of d.stops)
      if (!scheduled.has(s.place_id)) ops.push({ op: 'move_stop', place_id: s.place_id, day: null });
  for (const id of after.unscheduled) if (!had.has(id)) ops.push({ op: 'add_stop', place_id: id, day: null });

  const now = new Map(days.flatMap((d) => d.stops.map((s) => [s.place_id, s] as const)));
  for (const want of target.flatMap((d) => d.stops)) {
    const was = now.get(want.place_id) ?? emptyStop(want.place_id);
    const fields: { start_time?: string | null; stay_minutes?: number | null; travel_mode?: Stop['travel_mode'] } = {};
    if ((was.start_time ?? null) !== (want.start_time ?? null)) fields.start_time = want.start_time ?? null;
    if ((was.stay_minutes ?? null) !== (want.stay_minutes ?? null)) fields.stay_minutes = want.stay_minutes ?? null;
    if ((was.travel_mode ?? null) !== (want.travel_mode ?? null)) fields.travel_mode = want.travel_mode ?? null;
    if (Object.keys(fields).length > 0) ops.push({ op: 'set_stop', place_id: want.place_id, ...fields });
  }
  return ops;
}

/** The operations that change the plan's name and notes from `before` to `after` (a blank name is not sent). */
export function planFieldOps(
  before: { plan_name: string; notes: string },
  after: { plan_name?: string; notes?: string },
): PlanOp[] {
  const ops: PlanOp[] = [];
  if (after.plan_name !== undefined && after.plan_name.trim() !== '' && after.plan_name !== before.plan_name)
    ops.push({ op: 'rename_plan', plan_name: after.plan_name });
  if (after.notes !== undefined && after.notes !== before.notes) ops.push({ op: 'set_notes', notes: after.notes });
  return ops;
}

type PlanFields = { plan_name: string; notes: string };

/** What settles a refused change of the name and notes (see `settleFieldConflict`). */
export interface FieldSettlement {
  /** the operations to send again, based on the version that holds their change */
  ops: PlanOp[];
  /** both changed the notes: the text sent is both merged */
  notesMerged: boolean;
  /** both renamed the plan, differently: the person chooses */
  name: { mine: string; theirs: string } | null;
}

/**
 * My change of the plan's name and notes (from `base`) was refused because someone changed them meanwhile
 * (`theirs`: the plan as it is now). Notes both changed are merged, so neither text is lost; a name only I changed is
 * sent again; a name both changed to different names is for the person to choose.
 */
export function settleFieldConflict(base: PlanFields, mine: Partial<PlanFields>, theirs: PlanFields): FieldSettlement {
  const out: FieldSettlement = { ops: [], notesMerged: false, name: null };
  const newName = planFieldOps(base, { plan_name: mine.plan_name }).length > 0 ? mine.plan_name! : null;
  if (newName !== null && newName !== theirs.plan_name) {
    if (theirs.plan_name === base.plan_name) out.ops.push({ op: 'rename_plan', plan_name: newName });
    else out.name = { mine: newName, theirs: theirs.plan_name };
  }
  if (mine.notes !== undefined && mine.notes !== base.notes) {
    const notes = mergeNotes(base.notes, mine.notes, theirs.notes);
    out.notesMerged = theirs.notes !== base.notes && notes !== mine.notes;
    if (notes !== theirs.notes) out.ops.push({ op: 'set_notes', notes });
  }
  return out;
}

/** Which thing an operation sets, when a later one setting the same thing makes it unneeded. */
function settles(op: PlanOp): string | null {
  switch (op.op) {
    case 'rename_plan':
    case 'set_notes':
    case 'set_dates':
      return op.op;
    case 'rename_day':
    case 'set_day_mode':
      return `${op.op}:${op.day}`;
    case 'set_place_notes':
      return `${op.op}:${op.place_id}`;
    default:
      return null;
  }
}

/**
 * Operations waiting to be sent, with `next` after them: an operation followed directly by one setting the same
 * thing is dropped (each key typed in a day's name is an edit), and a stop's settings set one after another are
 * sent as one.
 */
export function queueOps(waiting: readonly PlanOp[], next: readonly PlanOp[]): PlanOp[] {
  const out = [...waiting];
  for (const op of next) {
    const last = out[out.length - 1];
    const key = settles(op);
    if (last && key !== null && settles(last) === key) out[out.length - 1] = op;
    else if (last?.op === 'set_stop' && op.op === 'set_stop' && last.place_id === op.place_id)
      out[out.length - 1] = { ...last, ...op };
    else out.push(op);
  }
  return out;
}
