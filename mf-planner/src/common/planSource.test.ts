import { api, bus } from 'shared';
import { readGuestPlan } from './guestPlan';
import { guestInsert, guestRemove, serverSource } from './planSource';

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

describe('the server-backed plan store (its server calls)', () => {
  const answer = { id: 7, plan_name: 'Taipei', notes: '', plan_places: [] };
  let calls: Array<{ name: string; args: unknown }>;
  let changed: Array<number | 'guest'>;
  let stopListening: () => void;

  beforeEach(() => {
    calls = [];
    changed = [];
    stopListening = bus.on('plan:changed', ({ planId }) => changed.push(planId));
    jest.spyOn(api, 'call').mockImplementation((async (name: string, args: { idempotencyKey?: string }) => {
      // every write of a plan carries the Idempotency-Key it was made with (its value is a new one each time)
      const { idempotencyKey, ...sent } = args;
      expect(idempotencyKey === undefined).toBe(name === 'getPlan');
      calls.push({ name, args: sent });
      return { code: 200, app_js: 'x', data: answer };
    }) as never);
  });
  afterEach(() => {
    stopListening();
    jest.restoreAllMocks();
  });

  it('inserts at the end without a reference place, and before/after one with on_place_id', async () => {
    const source = serverSource(7, 'en');
    await expect(source.insert(3, 'insert')).resolves.toEqual(answer);
    await source.insert(4, 'insert_before', 3);
    await source.insert(5, 'insert_after', 3);
    expect(calls).toEqual([
      { name: 'insertPlanPlace', args: { params: { planId: 7, placeId: 3 }, body: { action: 'insert' } } },
      {
        name: 'insertPlanPlace',
        args: { params: { planId: 7, placeId: 4 }, body: { action: 'insert_before', on_place_id: 3 } },
      },
      {
        name: 'insertPlanPlace',
        args: { params: { planId: 7, placeId: 5 }, body: { action: 'insert_after', on_place_id: 3 } },
      },
    ]);
    expect(changed).toEqual([7, 7, 7]);
  });

  it('removes a place, and the plan it answers is the cached plan: loading it asks nothing', async () => {
    const source = serverSource(7, 'en');
    await source.remove(4);
    await expect(source.load()).resolves.toEqual(answer);
    expect(calls).toEqual([{ name: 'removePlanPlace', args: { params: { planId: 7, placeId: 4 } } }]);
    expect(changed).toEqual([7]);
  });

  it('loads the plan by id through the page cache', async () => {
    await expect(serverSource(7, 'en').load()).resolves.toEqual(answer);
    await serverSource(7, 'en').load();
    expect(calls).toEqual([{ name: 'getPlan', args: expect.objectContaining({ params: { id: 7 } }) }]);
  });

  it('saves a reordered plan with its places trimmed to id, type and notes', async () => {
    await serverSource(7, 'en').save({
      id: 7,
      plan_name: 'Taipei',
      notes: 'spring',
      plan_places: [
        { id: 2, type: 'poi', notes: 'lunch', place_name: 'Din Tai Fung', lat: 25.03 },
        { id: 1, type: 'city', notes: '' },
      ] as never,
    });
    expect(calls).toEqual([
      {
        name: 'updatePlan',
        args: {
          params: { id: 7 },
          body: {
            id: 7,
            plan_name: 'Taipei',
            notes: 'spring',
            plan_places: [
              { id: 2, type: 'poi', notes: 'lunch' },
              { id: 1, type: 'city', notes: '' },
            ],
          },
        },
      },
    ]);
    expect(changed).toEqual([7]);
  });
});
