// An iCalendar (RFC 5545) file of an itinerary: one event per stop of a dated day, its times in UTC (so no
// VTIMEZONE is needed and every calendar reads them the same), the place's name, address and coordinates.

export interface IcsEvent {
  /** unique and stable for the stop, so importing the file again updates the events instead of doubling them */
  uid: string;
  startUtcMs: number;
  endUtcMs: number;
  summary: string;
  location?: string;
  geo?: { lat: number; lng: number } | null;
  description?: string;
}

export interface IcsCalendar {
  /** the calendar's name (the plan's) */
  name: string;
  events: IcsEvent[];
  /** when the file is made (DTSTAMP of every event) */
  now: Date;
}

/** TEXT escaping of RFC 5545, section 3.3.11: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** How many octets a character takes in UTF-8. */
const utf8Octets = (ch: string) => {
  const cp = ch.codePointAt(0)!;
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
};

/**
 * A content line folded so no line is longer than 75 octets (RFC 5545, section 3.1): each continuation starts with a
 * space, and a UTF-8 character is never cut in two.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8Octets(ch);
    if (octets + size > 75) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

/** A UTC DATE-TIME: 20261201T010000Z. */
export function icsUtc(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Coordinates as GEO wants them: latitude;longitude, at most six decimals (about 10 cm). */
const geo = (p: { lat: number; lng: number }) => `${Number(p.lat.toFixed(6))};${Number(p.lng.toFixed(6))}`;

/** The calendar as an .ics file: CRLF line ends, folded lines, escaped text. */
export function buildIcs(calendar: IcsCalendar): string {
  const stamp = icsUtc(calendar.now.getTime());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Travel Inspiration//Itinerary//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
  ];
  for (const e of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(e.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsUtc(e.startUtcMs)}`,
      // an event must not end before it starts; a stop of no stay ends when it starts
      `DTEND:${icsUtc(Math.max(e.endUtcMs, e.startUtcMs))}`,
      `SUMMARY:${escapeText(e.summary)}`,
    );
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
    if (e.geo) lines.push(`GEO:${geo(e.geo)}`);
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A place's address as far as the site knows it: its name, area and country. */
export function placeAddress(place: {
  place_name: string;
  area?: { area_name: string } | null;
  country?: { country_name: string } | null;
}): string {
  return [place.place_name, place.area?.area_name, place.country?.country_name]
    .map((part) => part?.trim())
    .filter((part, i, all) => part && all.indexOf(part) === i)
    .join(', ');
}

/** The stable UID of a stop's event: the plan, the day's place in the trip and the place. */
export function stopUid(planId: number | string, dayIndex: number, placeId: number): string {
  return `plan-${planId}-day-${dayIndex + 1}-place-${placeId}@travel-inspiration`;
}
