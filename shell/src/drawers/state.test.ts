import { closeDrawer, initialDrawerState, openDrawer } from './state';

describe('drawer frame state', () => {
  it('opens one drawer at a time', () => {
    const a = openDrawer(initialDrawerState, 'profile');
    expect(a.open).toBe('profile');
    const b = openDrawer(a, 'menu');
    expect(b.open).toBe('menu');
  });

  it('keeps back-to-list flags for the inspiration and planner drawers only', () => {
    const s = openDrawer(initialDrawerState, 'planner', true);
    expect(s.backToList).toEqual({ inspiration: false, planner: true });
    const t = openDrawer(s, 'inspiration', true);
    expect(t.backToList).toEqual({ inspiration: true, planner: true });
    const u = openDrawer(t, 'profile', true);
    expect(u.backToList).toEqual({ inspiration: true, planner: true });
    expect(openDrawer(u, 'planner', false).backToList.planner).toBe(false);
  });

  it('closes only the named drawer, or whichever is open', () => {
    const s = openDrawer(initialDrawerState, 'filter');
    expect(closeDrawer(s, 'menu').open).toBe('filter');
    expect(closeDrawer(s, 'filter').open).toBeNull();
    expect(closeDrawer(s).open).toBeNull();
  });
});
