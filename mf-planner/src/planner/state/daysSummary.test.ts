import type { Itinerary, PlanWithPlaces } from 'shared';
import { daysSummary } from './daysSummary';

const plan = {
  plan_places: [
    { id: 1, place: { place_name: 'Senso-ji' } },
    { id: 2, place: { place_name: 'Tokyo Skytree' } },
    { id: 3, place: { place_name: 'Ueno Park' } },
  ],
} as unknown as PlanWithPlaces;
const day = (name: string, ids: number[]) => ({
  name,
  travel_mode: 'walk' as const,
  time_zone: null,
  stops: ids.map((place_id) => ({ place_id, start_time: null, stay_minutes: null, travel_mode: null })),
});

it('lists each day with its stops in order, and a day without stops by its label alone', () => {
  const it: Itinerary = {
    start_date: null,
    time_zone: null,
    days: [day('Asakusa', [1, 2]), day('', []), day('', [3, 99])],
    unscheduled: [],
  };
  const label = (n: number, name: string) => (name ? `Day ${n}: ${name}` : `Day ${n}`);
  expect(daysSummary(it, plan, label)).toBe('Day 1: Asakusa — Senso-ji → Tokyo Skytree\nDay 2\nDay 3 — Ueno Park');
});
