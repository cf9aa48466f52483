/** Rounds to `digits` decimals and drops trailing zeros: 1.50 → "1.5", 2.0 → "2". */
export function trimDecimal(value: number, digits = 1): string {
  const fixed = value.toFixed(digits);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/**
 * A whole number with comma thousands separators: 1234 → "1,234", 999 → "999". Written out rather than with
 * `toLocaleString`: a page's first Intl number format costs tens of milliseconds of ICU setup on a phone.
 */
export function groupThousands(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+$)/g, ',');
}
