export type TimeOfDay = string | { hours: number; minutes: number };

function toHoursMinutes(time: TimeOfDay): { hours: number; minutes: number } | null {
  if (typeof time !== 'string') {
    const { hours, minutes } = time;
    return Number.isInteger(hours) && Number.isInteger(minutes) ? { hours, minutes } : null;
  }
  // "09:05", "9:05", "09:05:00" or the Places API form "0905"
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim()) ?? /^(\d{2})(\d{2})$/.exec(time.trim());
  return m ? { hours: Number(m[1]), minutes: Number(m[2]) } : null;
}

/**
 * A time of day as h:mma: "09:05" → "9:05am", "17:30" → "5:30pm", "00:15" → "12:15am",
 * "12:00" → "12:00pm". Also accepts "0905" and `{ hours, minutes }`; 24:00 reads "12:00am". Invalid → ''.
 */
export function formatTradingTime(time: TimeOfDay): string {
  const hm = toHoursMinutes(time);
  if (!hm) return '';
  const { hours, minutes } = hm;
  if (hours < 0 || hours > 24 || minutes < 0 || minutes > 59 || (hours === 24 && minutes !== 0)) return '';
  const h24 = hours % 24;
  const suffix = h24 < 12 ? 'am' : 'pm';
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(minutes).padStart(2, '0')}${suffix}`;
}

/** Opening hours as a range: "9:00am – 5:30pm" ('' if either end is invalid). */
export function formatTradingHours(open: TimeOfDay, close: TimeOfDay): string {
  const a = formatTradingTime(open);
  const b = formatTradingTime(close);
  return a && b ? `${a} – ${b}` : '';
}
