import type { ExperiencePlace, Place } from 'shared';
import { experiencePlacesInOrder, placesToAdd, planNameFrom } from './addAll';

const place = (id: number, type = 'poi') => ({ id, type }) as Place;
const at = (id: number, time: number, position: number, type?: string): ExperiencePlace => ({
  place: place(id, type),
  time,
  position,
  notes: '',
});

describe('add all places of a video to a plan', () => {
  it('orders by timestamp, then position, and keeps each place once (its first appearance)', () => {
    const order = experiencePlacesInOrder([at(3, 90, 2), at(1, 10, 0), at(2, 10, 1, 'city'), at(1, 200, 3)]);
    expect(order).toEqual([
      { id: 1, type: 'poi' },
      { id: 2, type: 'city' },
      { id: 3, type: 'poi' },
    ]);
    expect(experiencePlacesInOrder([])).toEqual([]);
  });

  it('skips places already in the plan, keeping the order of the rest', () => {
    const all = [1, 2, 3, 4].map((id) => ({ id, type: 'poi' }));
    expect(placesToAdd(all, [3, 1, 9])).toEqual({ add: [all[1], all[3]], skipped: 2 });
    expect(placesToAdd(all, [])).toEqual({ add: all, skipped: 0 });
    expect(placesToAdd(all, [4, 3, 2, 1])).toEqual({ add: [], skipped: 4 });
  });

  it('names a new plan after the video, within 200 characters, never blank', () => {
    expect(planNameFrom('  Taipei   night  markets ', 'New plan')).toBe('Taipei night markets');
    expect(planNameFrom('   ', 'New plan')).toBe('New plan');
    expect(planNameFrom('x'.repeat(250), 'New plan')).toHaveLength(200);
  });
});
