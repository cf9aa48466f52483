import { currencyPrefix, formatPrice } from './currency';

describe('currency prefixes', () => {
  it('maps aud to A and twd to NT, case-insensitively', () => {
    expect(currencyPrefix('aud')).toBe('A');
    expect(currencyPrefix('twd')).toBe('NT');
    expect(currencyPrefix('TWD')).toBe('NT');
    expect(currencyPrefix('usd')).toBe('');
    expect(currencyPrefix(undefined)).toBe('');
  });

  it('formats prices', () => {
    expect(formatPrice('twd', 120)).toBe('NT$120');
    expect(formatPrice('aud', 12.5)).toBe('A$12.50');
    expect(formatPrice('twd', 1200)).toBe('NT$1,200');
    expect(formatPrice('usd', 3)).toBe('$3');
    expect(formatPrice('aud', -4)).toBe('-A$4');
    expect(formatPrice('aud', NaN)).toBe('');
  });
});
