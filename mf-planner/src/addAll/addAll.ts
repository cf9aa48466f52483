import type { ExperiencePlace } from 'shared';

export interface PlaceRef {
  id: number;
  type: string;
}

/** The places of a video in the order they appear (timestamp, then their position), each place once. */
export function experiencePlacesInOrder(
  places: readonly Pick<ExperiencePlace, 'place' | 'time' | 'position'>[],
): PlaceRef[] {
  const seen = new Set<number>();
  return [...places]
    .sort((a, b) => a.time - b.time || a.position - b.position)
    .filter((p) => (seen.has(p.place.id) ? false : (seen.add(p.place.id), true)))
    .map((p) => ({ id: p.place.id, type: p.place.type }));
}

/** Which of `places` to add to a plan that already holds `inPlan` (kept in order), and how many are skipped. */
export function placesToAdd(
  places: readonly PlaceRef[],
  inPlan: readonly number[],
): { add: PlaceRef[]; skipped: number } {
  const have = new Set(inPlan);
  const add = places.filter((p) => !have.has(p.id));
  return { add, skipped: places.length - add.length };
}

/** A plan name from a video title: trimmed, at most 200 characters (the plan_name limit), never blank. */
export function planNameFrom(title: string, fallback: string): string {
  const name = title.trim().replace(/\s+/g, ' ');
  return (name || fallback).slice(0, 200);
}
