import {
  addDays,
  canonicalTimeZone,
  daysBetween,
  formatClock,
  isCalendarDate,
  isTimeZone,
  parseClock,
  wallClock,
  zonedToUtc,
} from './timeZone';

const iso = (ms: number) => new Date(ms).toISOString();

describe('clock times', () => {
  it('reads HH:MM from 00:00 to 23:59 and nothing else', () => {
    expect(parseClock('00:00')).toBe(0);
    expect(parseClock('09:05')).toBe(545);
    expect(parseClock('23:59')).toBe(1439);
    for (const bad of ['24:00', '25:00', '9:05', '09:60', '09:5', '0905', '', ' 09:05', '09:05 '])
      expect([bad, parseClock(bad)]).toEqual([bad, null]);
  });
  it('writes minutes as HH:MM, modulo a day', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(545)).toBe('09:05');
    expect(formatClock(1500)).toBe('01:00');
    expect(formatClock(-30)).toBe('23:30');
  });
});

describe('calendar dates', () => {
  it('knows which days exist', () => {
    expect(isCalendarDate('2026-11-27')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '26-11-27',
      '2026-11-27T00:00',
      '0999-01-01',
    ])
      expect([bad, isCalendarDate(bad)]).toEqual([bad, false]);
  });
  it('adds and counts days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3);
  });
});

describe('time zones', () => {
  it('knows IANA zones and refuses other names', () => {
    expect(['Asia/Taipei', 'Europe/London', 'America/New_York', 'UTC'].every(isTimeZone)).toBe(true);
    expect(['Mars/Olympus', 'Asia/Taipe', '', 'GMT+25'].some(isTimeZone)).toBe(false);
  });

  it('spells a zone as the platform does', () => {
    expect(canonicalTimeZone('asia/taipei')).toBe('Asia/Taipei');
    expect(canonicalTimeZone('Europe/London')).toBe('Europe/London');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
  });

  it('turns a wall time of a zone into its instant and back', () => {
    expect(iso(zonedToUtc('2026-11-27', 9 * 60, 'Asia/Taipei'))).toBe('2026-11-27T01:00:00.000Z');
    expect(iso(zonedToUtc('2026-11-27', 9 * 60, 'Europe/London'))).toBe('2026-11-27T09:00:00.000Z');
    expect(iso(zonedToUtc('2026-07-01', 9 * 60, 'Europe/London'))).toBe('2026-07-01T08:00:00.000Z');
    expect(iso(zonedToUtc('2026-11-27', 0, 'Asia/Kolkata'))).toBe('2026-11-26T18:30:00.000Z');
    // minutes past a day run into the next one
    expect(iso(zonedToUtc('2026-11-27', 24 * 60 + 30, 'Asia/Taipei'))).toBe('2026-11-27T16:30:00.000Z');
    expect(wallClock(Date.parse('2026-11-27T16:30:00Z'), 'Asia/Taipei')).toEqual({ date: '2026-11-28', minutes: 30 });
    expect(wallClock(Date.parse('2026-11-26T18:30:00Z'), 'Asia/Kolkata')).toEqual({ date: '2026-11-27', minutes: 0 });
  });

  it('follows daylight saving: the change day, the skipped hour, the repeated hour', () => {
    const ny = 'America/New_York';
    // 2026-03-08: clocks go from 02:00 EST to 03:00 EDT
    expect(iso(zonedToUtc('2026-03-08', 60, ny))).toBe('2026-03-08T06:00:00.000Z');
    expect(iso(zonedToUtc('2026-03-08', 9 * 60, ny))).toBe('2026-03-08T13:00:00.000Z');
    // 02:30 does not exist that night: read with the offset before the change (03:30 EDT)
    expect(wallClock(zonedToUtc('2026-03-08', 150, ny), ny)).toEqual({ date: '2026-03-08', minutes: 210 });
    // 2026-11-01: 01:30 happens twice; the first one (EDT) is taken
    expect(iso(zonedToUtc('2026-11-01', 90, ny))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(zonedToUtc('2026-11-01', 0, ny))).toBe('2026-11-01T04:00:00.000Z');
    expect(iso(zonedToUtc('2026-11-01', 5 * 60, ny))).toBe('2026-11-01T10:00:00.000Z');
  });
});
