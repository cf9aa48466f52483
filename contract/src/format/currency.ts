/** Currency prefixes: the letters shown before "$". */
export const CURRENCY_PREFIXES: Readonly<Record<string, string>> = { aud: 'A', twd: 'NT' };

/** aud → "A", twd → "NT" (case-insensitive); other currencies have no prefix. */
export function currencyPrefix(currency: string | null | undefined): string {
  return CURRENCY_PREFIXES[(currency ?? '').toLowerCase()] ?? '';
}

/**
 * A price with its currency prefix: formatPrice('twd', 120) → "NT$120", formatPrice('aud', 12.5) →
 * "A$12.50", formatPrice('twd', 1200) → "NT$1,200". Whole amounts have no decimals, others two.
 * A non-finite amount gives ''.
 */
export function formatPrice(currency: string | null | undefined, amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const whole = Number.isInteger(amount);
  const text = Math.abs(amount).toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
  return `${amount < 0 ? '-' : ''}${currencyPrefix(currency)}$${text}`;
}
