/** The longest video and the latest place time accepted (24:00:00, the contract's limit for a duration). */
export const TIME_FIELD_MAX_SECONDS = 24 * 60 * 60;

function wholeSeconds(totalSeconds: number): number {
  return Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * A video time, as shown and as typed into a TimeField: "m:ss" under an hour ("0:05", "12:30", "59:59"), else
 * "h:mm:ss" ("1:02:03").
 */
export function formatVideoTime(totalSeconds: number): string {
  const s = wholeSeconds(totalSeconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return h > 0 ? `${h}:${pad2(m)}:${pad2(sec)}` : `${m}:${pad2(sec)}`;
}

/**
 * Parses what a person typed into a TimeField. Under an hour:
 * - `mm:ss` (or `m:ss`) with minutes 0-59 and seconds exactly two digits 00-59 → minutes × 60 + seconds;
 * - a two-digit value 00-59 alone → that many seconds.
 * For a vlog over an hour, `h:mm:ss` (or `hh:mm:ss`) with minutes and seconds exactly two digits 00-59, up to
 * 24:00:00 (TIME_FIELD_MAX_SECONDS) → hours × 3600 + minutes × 60 + seconds.
 * Surrounding spaces are ignored. Anything else (non-numeric, out of range, wrong shape) → `null`, which
 * the field treats as "keep the old value".
 */
export function parseTimeInput(text: string): number | null {
  const value = text.trim();
  const hmmss = /^(\d{1,2}):(\d{2}):(\d{2})$/.exec(value);
  if (hmmss) {
    const [hours, minutes, seconds] = hmmss.slice(1).map(Number);
    const total = hours * 3600 + minutes * 60 + seconds;
    if (minutes > 59 || seconds > 59 || total > TIME_FIELD_MAX_SECONDS) return null;
    return total;
  }
  const mmss = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (mmss) {
    const minutes = Number(mmss[1]);
    const seconds = Number(mmss[2]);
    if (minutes > 59 || seconds > 59) return null;
    return minutes * 60 + seconds;
  }
  const ss = /^(\d{2})$/.exec(value);
  if (ss) {
    const seconds = Number(ss[1]);
    return seconds > 59 ? null : seconds;
  }
  return null;
}
