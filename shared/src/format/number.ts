/** Units of the number abbreviation: thousand, million, giga, tera, peta, exa. */
export const NUMBER_UNITS = ['', 'k', 'M', 'G', 'T', 'P', 'E'] as const;

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

/**
 * Scales `n` by powers of 1000 and appends the unit. A value that rounds up to 1000 moves to the next
 * unit (999 950 → "1M", not "1000k"). Non-finite input gives "0".
 */
function abbreviate(n: number, units: readonly string[], digits: number): string {
  if (!Number.isFinite(n)) return '0';
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  if (abs < 1000) {
    const s = trimDecimal(abs, digits);
    return s === '0' ? '0' : sign + s;
  }
  let tier = Math.min(Math.floor(Math.log10(abs) / 3), units.length - 1);
  let scaled = abs / 1000 ** tier;
  // floating point: log10(1e15) may come out just under 15
  if (scaled >= 1000 && tier < units.length - 1) {
    tier += 1;
    scaled = abs / 1000 ** tier;
  }
  let text = trimDecimal(scaled, digits);
  if (Number(text) >= 1000 && tier < units.length - 1) {
    tier += 1;
    text = trimDecimal(abs / 1000 ** tier, digits);
  }
  return `${sign}${text}${units[tier]}`;
}

/**
 * Number abbreviation with k, M, G, T, P, E: 1234 → "1.2k", 1 500 000 → "1.5M",
 * 2e18 → "2E". `digits` is the number of decimals kept (trailing zeros removed).
 */
export function abbreviateNumber(n: number, digits = 1): string {
  return abbreviate(n, NUMBER_UNITS, digits);
}
