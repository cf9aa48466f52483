import { normalizeLanguage, type FormatLanguage } from './language';
import { groupThousands, trimDecimal } from './number';
import { formatStrings } from './format.strings';

/** A count's scale: the value it divides by and the text that writes the scaled number in it. */
interface CountUnit {
  size: number;
  unit: 'count.smallUnit' | 'count.largeUnit';
}

/**
 * The units of the views/likes display per language, smallest first. English: 1000 or more as x.xk,
 * 1 000 000 or more as x.xm. Chinese counts in 萬 (10⁴) and 億 (10⁸), written after the number with a space
 * ("5.1 萬"), as Taiwanese sites do; below 10 000 the number is written out with its thousands separator.
 */
const COUNT_UNITS: Record<FormatLanguage, { units: CountUnit[]; plain: (n: number) => string }> = {
  en: {
    units: [
      { size: 1000, unit: 'count.smallUnit' },
      { size: 1_000_000, unit: 'count.largeUnit' },
    ],
    plain: (n) => String(n),
  },
  'zh-Hant-TW': {
    units: [
      { size: 10_000, unit: 'count.smallUnit' },
      { size: 100_000_000, unit: 'count.largeUnit' },
    ],
    plain: groupThousands,
  },
};

/**
 * Views and likes display: one decimal, trailing zero removed, in the largest unit the count reaches; a value that
 * rounds up to the next unit is written in it (999 950 → "1m", not "1000k"; 99 999 999 → "1 億"). English: 999 →
 * "999", 1500 → "1.5k", 2 345 678 → "2.3m". Chinese: 9999 → "9,999", 51 234 → "5.1 萬", 2 000 000 → "200 萬".
 * Negative or non-finite counts show as "0"; fractions are cut.
 */
export function formatCount(count: number, language?: string): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  const n = Math.floor(count);
  const lang = normalizeLanguage(language);
  const { units, plain } = COUNT_UNITS[lang];
  if (n < units[0].size) return plain(n);
  for (let i = 0; i < units.length; i++) {
    const { size, unit } = units[i];
    const next = units[i + 1];
    const scaled = trimDecimal(n / size, 1);
    if (!next || Number(scaled) * size < next.size) return formatStrings.text(lang, unit, { count: scaled });
  }
  return plain(n); // not reached: the last unit always answers
}

/** A count followed by its word; Chinese puts a space only after a digit ("42 個讚", "5.1 萬個讚"). */
function counted(count: string, word: string, language: FormatLanguage): string {
  return language === 'en' || /\d$/.test(count) ? `${count} ${word}` : `${count}${word}`;
}

function label(kind: 'view' | 'like', count: number, language?: string): string {
  const lang = normalizeLanguage(language);
  return counted(formatCount(count, lang), formatStrings.text(lang, `count.${kind}`, { count }), lang);
}

/** "1 view", "1.5k views"; zh "1 次觀看", "200 萬次觀看". Singular only for exactly 1. */
export function viewsLabel(count: number, language?: string): string {
  return label('view', count, language);
}

/** "1 like", "12 likes"; zh "12 個讚", "5.1 萬個讚". Singular only for exactly 1. */
export function likesLabel(count: number, language?: string): string {
  return label('like', count, language);
}

/** The views line of a card: the abbreviated count with its word, in the viewer's language. */
export function formatViews(count: number, language?: string): string {
  return viewsLabel(count, language);
}
