import { menuIndexForKey } from './menuKeys';

const labels = ['Kyoto', 'Osaka', 'kobe day trip', '+ New plan with this place'];

describe('menu keys (WAI-ARIA menu button pattern)', () => {
  it('arrows move to the next / previous item and wrap around', () => {
    expect(menuIndexForKey('ArrowDown', 0, labels)).toBe(1);
    expect(menuIndexForKey('ArrowDown', 3, labels)).toBe(0);
    expect(menuIndexForKey('ArrowUp', 1, labels)).toBe(0);
    expect(menuIndexForKey('ArrowUp', 0, labels)).toBe(3);
  });

  it('Home and End go to the first and last item', () => {
    expect(menuIndexForKey('Home', 2, labels)).toBe(0);
    expect(menuIndexForKey('End', 0, labels)).toBe(3);
  });

  it('a character goes to the next item starting with it, in any case', () => {
    expect(menuIndexForKey('k', 0, labels)).toBe(2);
    expect(menuIndexForKey('K', 2, labels)).toBe(0);
    expect(menuIndexForKey('o', 0, labels)).toBe(1);
    expect(menuIndexForKey('z', 0, labels)).toBeNull();
  });

  it('other keys, and an empty menu, move nothing', () => {
    expect(menuIndexForKey('Enter', 0, labels)).toBeNull();
    expect(menuIndexForKey(' ', 0, labels)).toBeNull();
    expect(menuIndexForKey('Shift', 0, labels)).toBeNull();
    expect(menuIndexForKey('ArrowDown', 0, [])).toBeNull();
  });
});
