/** The largest time a TimeField accepts by typing: 59:59 (minutes 0-59, seconds 00-59). */
export const TIME_FIELD_MAX_SECONDS = 59 * 60 + 59;

function wholeSeconds(totalSeconds: number): number {
  return Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A player position: "m:ss" under an hour ("0:05", "12:30"), else "h:mm:ss" ("1:02:03"). */
export function formatVideoTime(totalSeconds: number): string {
  const s = wholeSeconds(totalSeconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return h > 0 ? `${h}:${pad2(m)}:${pad2(sec)}` : `${m}:${pad2(sec)}`;
}

/** The TimeField's text: minutes and seconds, "m:ss" / "mm:ss" ("0:00", "1:05", "59:59"). */
export function formatTimeField(totalSeconds: number): string {
  const s = wholeSeconds(totalSeconds);
  return `${Math.floor(s / 60)}:${pad2(s % 60)}`;
}

/**
 * Parses what a person typed into a TimeField (spec §5):
 * - `mm:ss` (or `m:ss`) with minutes 0-59 and seconds exactly two digits 00-59 → minutes × 60 + seconds;
 * - a two-digit value 00-59 alone → that many seconds.
 * Surrounding spaces are ignored. Anything else (non-numeric, out of range, wrong shape) → `null`, which
 * the field treats as "keep the old value".
 */
export function parseTimeInput(text: string): number | null {
  const value = text.trim();
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
