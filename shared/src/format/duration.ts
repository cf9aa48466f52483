import { normalizeLanguage } from './language';

const UNITS = {
  en: {
    short: { h: (n: number) => `${n} hr`, m: (n: number) => `${n} min` },
    long: {
      h: (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`,
      m: (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'}`,
    },
    join: ' ',
  },
  'zh-Hant-TW': {
    short: { h: (n: number) => `${n} 小時`, m: (n: number) => `${n} 分` },
    long: { h: (n: number) => `${n} 小時`, m: (n: number) => `${n} 分鐘` },
    join: ' ',
  },
} as const;

/**
 * A duration label with hours and minutes: 3900 s → "1 hr 5 min" ("1 hour 5 minutes" long;
 * zh "1 小時 5 分" / "1 小時 5 分鐘"). Minutes are rounded; anything above 0 but under a minute is "1 min";
 * whole hours drop the minutes ("2 hr"); 0 or invalid input is "0 min".
 */
export function formatDuration(seconds: number, language?: string, style: 'short' | 'long' = 'short'): string {
  const words = UNITS[normalizeLanguage(language)];
  const unit = words[style];
  const s = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  let totalMinutes = Math.round(s / 60);
  if (s > 0 && totalMinutes === 0) totalMinutes = 1;
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  if (h === 0) return unit.m(m);
  if (m === 0) return unit.h(h);
  return `${unit.h(h)}${words.join}${unit.m(m)}`;
}
