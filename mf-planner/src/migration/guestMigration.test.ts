import { api, GUEST_PLAN_STORAGE_KEY } from 'shared';
import { GUEST_ITINERARY_STORAGE_KEY } from '../common/guestItinerary';
import { hasGuestContent, migrateGuestData, migrationKey } from './guestMigration';

const plan = { plan_name: '', notes: '', plan_places: [{ id: 1, type: 'poi', notes: 'x' }] };

describe('guest → account move', () => {
  it('the idempotency key is stable for the same user and plan, different otherwise, and valid for the API', () => {
    const key = migrationKey(7, plan);
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(migrationKey(7, { ...plan })).toBe(key);
    expect(migrationKey(8, plan)).not.toBe(key);
    expect(migrationKey(7, { ...plan, notes: 'changed' })).not.toBe(key);
  });

  it('moves a plan only when it has something in it', () => {
    expect(hasGuestContent(null)).toBe(false);
    expect(hasGuestContent({ id: 'guest', plan_name: ' ', notes: '', plan_places: [] })).toBe(false);
    expect(hasGuestContent({ id: 'guest', ...plan })).toBe(true);
    expect(hasGuestContent({ id: 'guest', plan_name: 'Trip', notes: '', plan_places: [] })).toBe(true);
  });
});

describe('moving the guest plan with its days', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  const stop = (place_id: number, start_time: string | null = null) => ({
    place_id,
    start_time,
    stay_minutes: 45,
    travel_mode: null,
  });
  const guestDays = {
    start_date: '2026-12-05',
    time_zone: null,
    days: [
      { name: 'Old town', travel_mode: 'walk', time_zone: null, stops: [stop(1, '09:00'), stop(2)] },
      { name: '', travel_mode: 'drive', time_zone: null, stops: [stop(3)] },
    ],
  };

  function server(fail?: string) {
    const calls: Array<[string, unknown]> = [];
    jest.spyOn(api, 'call').mockImplementation((async (
      name: string,
      args: { body?: unknown; idempotencyKey?: string },
    ) => {
      // (the plan's writes carry an Idempotency-Key, a new one each time: what is sent besides it is compared)
      const { idempotencyKey, ...sent } = args;
      void idempotencyKey;
      calls.push([name, sent]);
      if (name === fail) throw new Error('offline');
      if (name === 'loadGuestPlan')
        // place 3 is gone from the site
        return { code: 200, data: { plan_places: [1, 2].map((id) => ({ id, type: 'poi', notes: '' })) } };
      if (name === 'createPlan') return { code: 200, data: { id: 40 } };
      return { code: 200, data: {} };
    }) as never);
    return calls;
  }

  beforeEach(() => {
    localStorage.setItem(
      GUEST_PLAN_STORAGE_KEY,
      JSON.stringify({ id: 'guest', ...plan, plan_places: [1, 2, 3].map((id) => ({ id, type: 'poi', notes: '' })) }),
    );
    localStorage.setItem(GUEST_ITINERARY_STORAGE_KEY, JSON.stringify(guestDays));
  });

  it('stores the days on the new plan, then empties browser storage', async () => {
    const calls = server();
    await expect(migrateGuestData(7, 'en')).resolves.toEqual({ planId: 40, poiCount: 0 });
    const save = calls.find(([name]) => name === 'savePlanItinerary')![1];
    expect(save).toEqual({
      params: { id: 40 },
      body: {
        start_date: '2026-12-05',
        time_zone: null,
        days: [
          { name: 'Old town', travel_mode: 'walk', time_zone: null, stops: [stop(1, '09:00'), stop(2)] },
          { name: '', travel_mode: 'drive', time_zone: null, stops: [] },
        ],
      },
    });
    expect(localStorage.getItem(GUEST_PLAN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(GUEST_ITINERARY_STORAGE_KEY)).toBeNull();
  });

  it('keeps the plan and its days on the device when the days could not be stored', async () => {
    server('savePlanItinerary');
    await expect(migrateGuestData(7, 'en')).rejects.toThrow('offline');
    expect(localStorage.getItem(GUEST_PLAN_STORAGE_KEY)).not.toBeNull();
    expect(JSON.parse(localStorage.getItem(GUEST_ITINERARY_STORAGE_KEY)!)).toEqual(guestDays);
  });
});
