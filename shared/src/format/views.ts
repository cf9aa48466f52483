import { normalizeLanguage } from './language';
import { trimDecimal } from './number';

/**
 * Views display (spec §9): below 1000 as is, 1000 or more as x.xk, 1 000 000 or more as x.xm, one decimal,
 * trailing zero removed. 999 → "999", 1500 → "1.5k", 2000 → "2k", 2 345 678 → "2.3m".
 * A value that rounds to 1000k shows as "1m". Negative or non-finite counts show as "0".
 */
export function formatCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  const n = Math.floor(count);
  if (n < 1000) return String(n);
  if (n < 1_000_000) {
    const k = trimDecimal(n / 1000, 1);
    if (Number(k) < 1000) return `${k}k`;
  }
  return `${trimDecimal(n / 1_000_000, 1)}m`;
}

const WORDS = {
  en: {
    view: (n: string, one: boolean) => `${n} ${one ? 'view' : 'views'}`,
    like: (n: string, one: boolean) => `${n} ${one ? 'like' : 'likes'}`,
  },
  'zh-Hant-TW': {
    view: (n: string) => `${n} 次觀看`,
    like: (n: string) => `${n} 個讚`,
  },
} as const;

/** "1 view", "1.5k views"; zh "1.5k 次觀看". Singular only for exactly 1. */
export function viewsLabel(count: number, language?: string): string {
  return WORDS[normalizeLanguage(language)].view(formatCount(count), count === 1);
}

/** "1 like", "12 likes"; zh "12 個讚". Singular only for exactly 1. */
export function likesLabel(count: number, language?: string): string {
  return WORDS[normalizeLanguage(language)].like(formatCount(count), count === 1);
}

/** The views line of a card: the abbreviated count with its word, in the viewer's language. */
export function formatViews(count: number, language?: string): string {
  return viewsLabel(count, language);
}
