import { readGuestPlan } from '../../plans/state/guestPlan';
import { guestInsert, guestRemove } from './planSource';

beforeEach(() => localStorage.clear());

const order = () => readGuestPlan()!.plan_places.map((p) => p.id);

describe('the guest plan store (browser storage key "plan")', () => {
  it('creates the plan on the first insert and keeps every action in storage', () => {
    expect(readGuestPlan()).toBeNull();
    guestInsert({ id: 1, type: 'poi' }, 'insert');
    guestInsert({ id: 2, type: 'city' }, 'insert');
    guestInsert({ id: 1, type: 'poi' }, 'insert');
    expect(order()).toEqual([1, 2]);
    guestInsert({ id: 3, type: 'poi' }, 'insert_before', 2);
    expect(order()).toEqual([1, 3, 2]);
    guestInsert({ id: 4, type: 'poi' }, 'insert_before', 1);
    guestInsert({ id: 5, type: 'poi' }, 'insert_after', 2);
    expect(order()).toEqual([4, 1, 3, 2, 5]);
    guestRemove(3);
    expect(order()).toEqual([4, 1, 2, 5]);
    const raw = JSON.parse(localStorage.getItem('plan')!);
    expect(raw.id).toBe('guest');
    expect(raw.plan_places[2]).toEqual({ id: 2, type: 'city', notes: '' });
  });

  it('a bad reference changes nothing', () => {
    guestInsert({ id: 1, type: 'poi' }, 'insert');
    expect(() => guestInsert({ id: 2, type: 'poi' }, 'insert_after', 9)).toThrow('on_place_missing');
    expect(order()).toEqual([1]);
  });
});
