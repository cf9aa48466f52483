import { abbreviateNumber, groupThousands, trimDecimal } from './number';

describe('abbreviateNumber (k, M, G, T, P, E)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [1500, '1.5k'],
    [999_949, '999.9k'],
    [999_950, '1M'],
    [1_500_000, '1.5M'],
    [2e9, '2G'],
    [3.25e12, '3.3T'],
    [4e15, '4P'],
    [5.5e18, '5.5E'],
    [2e21, '2000E'],
    [-1500, '-1.5k'],
    [12.34, '12.3'],
  ])('%p → %p', (n, expected) => {
    expect(abbreviateNumber(n)).toBe(expected);
  });

  it('keeps more decimals when asked and still trims zeros', () => {
    expect(abbreviateNumber(1234, 2)).toBe('1.23k');
    expect(abbreviateNumber(1200, 2)).toBe('1.2k');
    expect(abbreviateNumber(1_000_000, 2)).toBe('1M');
  });

  it('treats non-finite input as 0', () => {
    expect(abbreviateNumber(NaN)).toBe('0');
    expect(abbreviateNumber(Infinity)).toBe('0');
  });

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
