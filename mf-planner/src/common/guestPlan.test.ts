import { GUEST_PLAN_STORAGE_KEY } from 'shared';
import {
  clearGuestPlan,
  defaultGuestPlanName,
  guestPlanName,
  parseGuestPlan,
  readGuestPlan,
  writeGuestPlan,
} from './guestPlan';

beforeEach(() => localStorage.clear());

describe('default guest plan name', () => {
  it("is 'My to-go list' in English", () => {
    expect(defaultGuestPlanName('en')).toBe('My to-go list');
  });
  it("is '我的計畫' otherwise", () => {
    expect(defaultGuestPlanName('zh-Hant-TW')).toBe('我的計畫');
    expect(defaultGuestPlanName('fr')).toBe('我的計畫');
  });
  it('is derived at render time when the plan has no custom name, so it follows the language', () => {
    const plan = { plan_name: '' };
    expect(guestPlanName(plan, 'en')).toBe('My to-go list');
    expect(guestPlanName(plan, 'zh-Hant-TW')).toBe('我的計畫');
    expect(guestPlanName({ plan_name: '   ' }, 'en')).toBe('My to-go list');
  });
  it("keeps the guest's own name in every language", () => {
    expect(guestPlanName({ plan_name: 'Kyoto in spring' }, 'en')).toBe('Kyoto in spring');
    expect(guestPlanName({ plan_name: 'Kyoto in spring' }, 'zh-Hant-TW')).toBe('Kyoto in spring');
  });
});

describe('guest plan storage', () => {
  it("reads nothing when key 'plan' is absent", () => {
    expect(readGuestPlan()).toBeNull();
  });

  it("writes under key 'plan' and reads back the same plan", () => {
    const ok = writeGuestPlan({
      plan_name: '',
      notes: 'bring an umbrella',
      plan_places: [
        { id: 3, type: 'poi', notes: '' },
        { id: 9, type: 'city', notes: 'two nights' },
      ],
    });
    expect(ok).toBe(true);
    expect(JSON.parse(localStorage.getItem(GUEST_PLAN_STORAGE_KEY)!)).toEqual({
      id: 'guest',
      plan_name: '',
      notes: 'bring an umbrella',
      plan_places: [
        { id: 3, type: 'poi', notes: '' },
        { id: 9, type: 'city', notes: 'two nights' },
      ],
    });
    expect(readGuestPlan()).toEqual({
      id: 'guest',
      plan_name: '',
      notes: 'bring an umbrella',
      plan_places: [
        { id: 3, type: 'poi', notes: '' },
        { id: 9, type: 'city', notes: 'two nights' },
      ],
    });
  });

  it('always stores the id guest and trims plan places to id, type and notes', () => {
    writeGuestPlan({
      id: 42,
      plan_name: 'x',
      notes: '',
      plan_places: [{ id: 1, type: 'poi', notes: '', place: { huge: true } } as never],
    });
    expect(JSON.parse(localStorage.getItem('plan')!)).toEqual({
      id: 'guest',
      plan_name: 'x',
      notes: '',
      plan_places: [{ id: 1, type: 'poi', notes: '' }],
    });
  });

  it('tolerates bad JSON', () => {
    localStorage.setItem('plan', '{not json');
    expect(readGuestPlan()).toBeNull();
    localStorage.setItem('plan', '');
    expect(readGuestPlan()).toBeNull();
  });

  it('tolerates JSON that is not a plan', () => {
    for (const raw of ['null', '42', '"plan"', '[1,2]', 'true']) {
      localStorage.setItem('plan', raw);
      expect(readGuestPlan()).toBeNull();
    }
  });

  it('fills in missing or wrong-typed fields and drops unusable places', () => {
    localStorage.setItem(
      'plan',
      JSON.stringify({
        plan_name: 7,
        plan_places: [{ id: 5 }, { id: 'x' }, null, { id: '8', type: 'area', notes: 'n' }, { id: -1 }],
      }),
    );
    expect(readGuestPlan()).toEqual({
      id: 'guest',
      plan_name: '',
      notes: '',
      plan_places: [
        { id: 5, type: 'poi', notes: '' },
        { id: 8, type: 'area', notes: 'n' },
      ],
    });
    expect(parseGuestPlan('{}')).toEqual({ id: 'guest', plan_name: '', notes: '', plan_places: [] });
  });

  it('tolerates unavailable storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(readGuestPlan(broken)).toBeNull();
    expect(writeGuestPlan({ plan_name: '', notes: '', plan_places: [] }, broken)).toBe(false);
    expect(() => clearGuestPlan(broken)).not.toThrow();
    expect(readGuestPlan(null)).toBeNull();
    expect(writeGuestPlan({ plan_name: '', notes: '', plan_places: [] }, null)).toBe(false);
  });

  it('clears the plan', () => {
    writeGuestPlan({ plan_name: '', notes: '', plan_places: [] });
    clearGuestPlan();
    expect(localStorage.getItem('plan')).toBeNull();
  });
});
