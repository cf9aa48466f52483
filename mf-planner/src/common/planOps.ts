import type { PlanPlace } from 'shared';

/** How to insert a place: at the end (no duplicates), or after / before another place. */
export type InsertAction = 'insert' | 'insert_after' | 'insert_before';

export class PlanOpError extends Error {
  constructor(readonly reason: 'on_place_required' | 'on_place_missing' | 'on_place_same') {
    super(reason);
    this.name = 'PlanOpError';
  }
}

/**
 * Insert `place`: `insert` appends and never duplicates (a place already there stays where it is);
 * `insert_after` / `insert_before` put it next to `onPlaceId`, moving it there if it is already in the plan.
 * The same rules as the server's, so a guest plan and an account plan behave alike.
 */
export function insertPlace<P extends { id: number }>(
  places: P[],
  place: P,
  action: InsertAction,
  onPlaceId?: number | null,
): P[] {
  const existing = places.find((p) => p.id === place.id);
  if (action === 'insert') return existing ? places : [...places, place];
  if (onPlaceId == null) throw new PlanOpError('on_place_required');
  if (onPlaceId === place.id) throw new PlanOpError('on_place_same');
  if (!places.some((p) => p.id === onPlaceId)) throw new PlanOpError('on_place_missing');
  const rest = places.filter((p) => p.id !== place.id);
  const at = rest.findIndex((p) => p.id === onPlaceId) + (action === 'insert_after' ? 1 : 0);
  return [...rest.slice(0, at), existing ?? place, ...rest.slice(at)];
}

export function removePlace<P extends { id: number }>(places: P[], placeId: number): P[] {
  return places.filter((p) => p.id !== placeId);
}

/** Move the place to index `to` (clamped); unchanged when the place is not there. */
export function movePlace<P extends { id: number }>(places: P[], placeId: number, to: number): P[] {
  const from = places.findIndex((p) => p.id === placeId);
  if (from < 0) return places;
  const target = Math.max(0, Math.min(places.length - 1, to));
  if (target === from) return places;
  const next = places.slice();
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

/** Stop notes typed but not stored yet, by place id. */
export type NoteDrafts = Readonly<Record<number, string>>;

/**
 * The places with the typed notes in them. Every save of the plan sends its places this way, so saving the
 * order or the name never writes a stop's note back to what it was before the user typed.
 */
export function withNoteDrafts<P extends { id: number; notes: string }>(places: P[], drafts: NoteDrafts): P[] {
  return places.map((p) =>
    Object.hasOwn(drafts, p.id) && drafts[p.id] !== p.notes ? { ...p, notes: drafts[p.id] } : p,
  );
}

/**
 * The drafts still unsaved once `sent` is stored: a note typed further while it was being sent stays a draft
 * (it goes with the next save); one stored as it stands now is done.
 */
export function settleNoteDrafts(drafts: NoteDrafts, sent: NoteDrafts): NoteDrafts {
  const left: Record<number, string> = {};
  for (const [id, text] of Object.entries(drafts)) if (sent[Number(id)] !== text) left[Number(id)] = text;
  return left;
}

/** Plan places trimmed to id, type and notes before sending. */
export function trimPlaces(places: PlanPlace[]): PlanPlace[] {
  return places.map(({ id, type, notes }) => ({ id, type, notes }));
}

/** The place ids of some drafts. */
export function draftIds(drafts: NoteDrafts): number[] {
  return Object.keys(drafts).map(Number);
}

/** Whether two sets of drafts hold the same notes for the same places. */
export function sameDrafts(a: NoteDrafts, b: NoteDrafts): boolean {
  const ids = draftIds(a);
  return ids.length === draftIds(b).length && ids.every((id) => Object.hasOwn(b, id) && b[id] === a[id]);
}

/** Where stop notes stand, with the notes of `ids` now at `status` (null: nothing to say about them any more). */
export function withNoteStatus<S>(all: Readonly<Record<number, S>>, ids: number[], status: S | null) {
  const next: Record<number, S> = { ...all };
  for (const id of ids) {
    if (status === null) delete next[id];
    else next[id] = status;
  }
  return next;
}
