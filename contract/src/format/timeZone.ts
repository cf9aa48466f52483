// Wall-clock times in IANA time zones, through the platform's Intl (no date library): a plan's times are the
// local times of the places, and the instants they stand for are worked out here.

const MINUTE_MS = 60_000;
export const DAY_MINUTES = 24 * 60;
const DAY_MS = DAY_MINUTES * MINUTE_MS;

/** "HH:MM", 00:00 to 23:59. */
export const CLOCK_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
/** "YYYY-MM-DD" (the pattern only; `isCalendarDate` also checks that the day exists). */
export const DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

/** Minutes after midnight of an "HH:MM" clock time, or null when it is not one (24:00 and 9:5 are not). */
export function parseClock(value: string): number | null {
  if (!new RegExp(CLOCK_PATTERN).test(value)) return null;
  return Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
}

/** "HH:MM" of a number of minutes, taken modulo a day (1500 → "01:00"). */
export function formatClock(minutes: number): string {
  const m = ((Math.round(minutes) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Whether a "YYYY-MM-DD" names a day of the Gregorian calendar (2026-02-29 does not), years 1000–9999. */
export function isCalendarDate(value: string): boolean {
  if (!new RegExp(DATE_PATTERN).test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  if (y < 1000) return false;
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}

/** The "YYYY-MM-DD" that is `days` after `date`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both "YYYY-MM-DD"). */
export function daysBetween(from: string, to: string): number {
  const at = (date: string) => {
    const [y, m, d] = date.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((at(to) - at(from)) / DAY_MS);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * The platform's own spelling of an IANA time zone ("asia/taipei" → "Asia/Taipei"), or null when it knows no such
 * zone (Intl throws on it).
 */
export function canonicalTimeZone(value: string): string | null {
  if (!value || value.length > 64) return null;
  try {
    return formatterOf(value).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Whether the platform knows `value` as an IANA time zone ("Asia/Taipei", "UTC"). */
export const isTimeZone = (value: string): boolean => canonicalTimeZone(value) !== null;

/** The wall clock of an instant in a zone: its date and the minutes after that date's midnight. */
export function wallClock(utcMs: number, timeZone: string): { date: string; minutes: number } {
  const parts: Record<string, string> = {};
  for (const p of formatterOf(timeZone).formatToParts(new Date(utcMs))) parts[p.type] = p.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms (whole seconds). */
function offsetMs(utcMs: number, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const p of formatterOf(timeZone).formatToParts(new Date(utcMs))) parts[p.type] = p.value;
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The instant at which the wall clock of `timeZone` shows `minutes` after midnight of `date` (minutes past 1440
 * run into the next days). A wall time that a daylight-saving change skips (02:30 on the spring-forward night)
 * is read with the offset before the change, so it lands an hour later on the clock; one that happens twice
 * (the fall-back night) is the earlier of the two.
 */
export function zonedToUtc(date: string, minutes: number, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d) + minutes * MINUTE_MS;
  // the offset a few hours before and after: equal unless a change happens near this wall time
  const before = offsetMs(wall - 12 * 3_600_000, timeZone);
  const after = offsetMs(wall + 12 * 3_600_000, timeZone);
  if (before === after) return wall - before;
  // around a change: the earlier reading that the zone really shows at that instant, else the one before it
  const early = wall - before;
  if (offsetMs(early, timeZone) === before) return early;
  const late = wall - after;
  if (offsetMs(late, timeZone) === after) return late;
  return early;
}
