import { hasGuestContent, migrationKey } from './guestMigration';

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
