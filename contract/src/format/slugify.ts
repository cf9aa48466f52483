/**
 * A URL slug that keeps CJK (and other) letters and digits: "Taipei 101 Observatory" →
 * "taipei-101-observatory", "台北 101 夜市!" → "台北-101-夜市", "Café Déjà Vu" → "cafe-deja-vu".
 * Lower-cases, removes accents, turns every run of other characters into one "-", trims dashes and cuts
 * at `maxLength` characters (code points) without leaving a dash at the end.
 */
export function slugify(text: string | null | undefined, maxLength = 80): string {
  const base = String(text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]+/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const chars = Array.from(base);
  if (chars.length <= maxLength) return base;
  return chars.slice(0, maxLength).join('').replace(/-+$/g, '');
}
