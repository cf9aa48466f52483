import type { Itinerary, PlanWithPlaces } from 'shared';

/**
 * The days in a few lines, to set two versions side by side: each day's label and name, then its stops in order
 * ("Day 1: Asakusa — Senso-ji → Tokyo Skytree"). A stop whose place the plan does not know is left out.
 */
export function daysSummary(
  it: Itinerary,
  plan: Pick<PlanWithPlaces, 'plan_places'>,
  label: (day: number, name: string) => string,
): string {
  const names = new Map(plan.plan_places.map((p) => [p.id, p.place.place_name]));
  return it.days
    .map((day, i) => {
      const stops = day.stops.flatMap((s) => names.get(s.place_id) ?? []);
      return stops.length > 0 ? `${label(i + 1, day.name)} — ${stops.join(' → ')}` : label(i + 1, day.name);
    })
    .join('\n');
}
