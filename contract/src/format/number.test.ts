import { groupThousands, trimDecimal } from './number';

describe('trimDecimal', () => {
  it('trimDecimal removes only trailing zeros', () => {
    expect(trimDecimal(2.0)).toBe('2');
    expect(trimDecimal(10)).toBe('10');
    expect(trimDecimal(100, 0)).toBe('100');
    expect(trimDecimal(1.05, 2)).toBe('1.05');
  });
});

describe('groupThousands', () => {
  it('writes whole numbers with comma thousands separators, as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 9999, 12_345, 1_234_567, 20_000_000_000, -1234])
      expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
  });

  it('drops a fraction', () => {
    expect(groupThousands(1234.9)).toBe('1,234');
  });
});
