import type { Itinerary } from 'shared';
import { daysOrder, inDaysOrder } from './itineraryOps';

const stop = (place_id: number) => ({ place_id, start_time: null, stay_minutes: null, travel_mode: null });
const days: Itinerary = {
  start_date: null,
  time_zone: null,
  days: [
    { name: '', travel_mode: 'walk', time_zone: null, stops: [stop(3), stop(1)] },
    { name: '', travel_mode: 'walk', time_zone: null, stops: [stop(4)] },
  ],
  unscheduled: [2],
};
const place = (id: number) => ({ id, type: 'poi', notes: `note ${id}` });

describe("a plan's places in its days' order", () => {
  it('day by day, stop by stop, then the ones in no day; each place kept whole', () => {
    expect(daysOrder(days)).toEqual([3, 1, 4, 2]);
    expect(inDaysOrder([1, 2, 3, 4].map(place), days)).toEqual([3, 1, 4, 2].map(place));
  });

  it('a place the days do not know goes after them, in the order it had; the list given is left as it was', () => {
    const places = [5, 2, 9, 3].map(place);
    expect(inDaysOrder(places, days).map((p) => p.id)).toEqual([3, 2, 5, 9]);
    expect(places.map((p) => p.id)).toEqual([5, 2, 9, 3]);
  });
});
