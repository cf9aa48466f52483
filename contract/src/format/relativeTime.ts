import { normalizeLanguage } from './language';

export interface RelativeTimeOptions {
  /** The viewer's language (e.g. `i18n.language`). */
  language?: string;
  /** "now", for tests and for rendering many items against one clock. Default: the current time. */
  now?: Date | number;
  /**
   * The post's timezone as minutes east of UTC (Taipei +480, Sydney +600/+660, UTC 0). Used for the
   * date shown for older posts. Note the sign is the opposite of `Date#getTimezoneOffset()`.
   * Default: the viewer's own timezone.
   */
  timezoneOffset?: number;
  /** The date form for posts older than 23 hours: long ("November 23, 2026") or short ("11/23/26"). */
  dateStyle?: 'long' | 'short';
}

/** Relative wording is used within this window: 23 hours. */
export const RELATIVE_WINDOW_MS = 23 * 60 * 60 * 1000;

/**
 * Intl formatters, made once per language and style: making one costs far more than formatting with it (a
 * list of cards formats many dates).
 */
const formatters = new Map<string, unknown>();
function once<T>(key: string, make: () => T): T {
  if (!formatters.has(key)) formatters.set(key, make());
  return formatters.get(key) as T;
}
const dateFormat = (locale: string, dateStyle: 'long' | 'short', utc: boolean) =>
  once(
    `date ${locale} ${dateStyle} ${utc}`,
    () => new Intl.DateTimeFormat(locale, utc ? { dateStyle, timeZone: 'UTC' } : { dateStyle }),
  );
const relativeFormat = (locale: string) =>
  once(`relative ${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));

function toMs(value: Date | number | string): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return new Date(value).getTime();
}

/**
 * A local date in the viewer's language; with `timezoneOffset` the date is that of the post's timezone
 * (not the viewer's).
 */
export function formatLocalDate(
  value: Date | number | string,
  { language, timezoneOffset, dateStyle = 'long' }: Omit<RelativeTimeOptions, 'now'> = {},
): string {
  const ms = toMs(value);
  if (!Number.isFinite(ms)) return '';
  const locale = normalizeLanguage(language);
  if (typeof timezoneOffset === 'number' && Number.isFinite(timezoneOffset)) {
    const shifted = new Date(ms + timezoneOffset * 60_000);
    return dateFormat(locale, dateStyle, true).format(shifted);
  }
  return dateFormat(locale, dateStyle, false).format(new Date(ms));
}

/**
 * "5 minutes ago" / "5 分鐘前" within 23 hours, else a local date. Less than a minute ago (or
 * a time slightly in the future, from clock skew) reads "now" / "現在". Invalid input gives ''.
 */
export function formatRelativeTime(value: Date | number | string, options: RelativeTimeOptions = {}): string {
  const ms = toMs(value);
  if (!Number.isFinite(ms)) return '';
  const now = options.now === undefined ? Date.now() : toMs(options.now);
  const diff = now - ms;
  if (diff < RELATIVE_WINDOW_MS && diff > -60_000) {
    const rtf = relativeFormat(normalizeLanguage(options.language));
    const seconds = Math.max(0, Math.floor(diff / 1000));
    if (seconds < 60) return rtf.format(0, 'second');
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60) return rtf.format(-minutes, 'minute');
    return rtf.format(-Math.floor(minutes / 60), 'hour');
  }
  return formatLocalDate(ms, options);
}
