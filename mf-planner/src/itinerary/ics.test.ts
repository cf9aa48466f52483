import { buildIcs, escapeText, foldLine, icsUtc, placeAddress, stopUid } from './ics';
import { parseIcs, type IcsComponent } from './fixtures/parseIcs';

const now = new Date('2026-11-27T10:00:00Z');

describe('buildIcs', () => {
  const ics = buildIcs({
    name: 'Taipei, two days; with friends',
    now,
    events: [
      {
        uid: stopUid(12, 0, 7),
        startUtcMs: Date.parse('2026-12-01T01:00:00Z'),
        endUtcMs: Date.parse('2026-12-01T02:30:00Z'),
        summary: 'Taipei 101',
        location: 'Taipei 101, Xinyi, Taiwan',
        geo: { lat: 25.0339639, lng: 121.5644722 },
        description: 'Sunset; bring a jacket\nObservatory, 89F\\91F',
      },
      {
        uid: stopUid(12, 1, 9),
        startUtcMs: Date.parse('2026-12-02T05:00:00Z'),
        endUtcMs: Date.parse('2026-12-02T05:00:00Z'),
        summary: '九份老街 — 阿妹茶樓、芋圓、紅燈籠與山城夜景，一次看盡北海岸的風光與老街的古早味小吃',
        location: '九份老街, 新北市, 台灣',
        geo: null,
      },
    ],
  });
  let calendar: IcsComponent;
  beforeAll(() => {
    calendar = parseIcs(ics);
  });

  it('is a VCALENDAR 2.0 with the plan as its name', () => {
    expect(calendar.name).toBe('VCALENDAR');
    expect(calendar.props).toMatchObject({ VERSION: '2.0', CALSCALE: 'GREGORIAN', METHOD: 'PUBLISH' });
    expect(calendar.props.PRODID).toBeTruthy();
    expect(calendar.props['X-WR-CALNAME']).toBe('Taipei, two days; with friends');
  });

  it('has one VEVENT per stop with UID, DTSTAMP, UTC start and end, summary, location and GEO', () => {
    expect(calendar.children.map((c) => c.name)).toEqual(['VEVENT', 'VEVENT']);
    const [first, second] = calendar.children;
    expect(first.props).toEqual({
      UID: 'plan-12-day-1-place-7@travel-inspiration',
      DTSTAMP: '20261127T100000Z',
      DTSTART: '20261201T010000Z',
      DTEND: '20261201T023000Z',
      SUMMARY: 'Taipei 101',
      LOCATION: 'Taipei 101, Xinyi, Taiwan',
      GEO: '25.033964;121.564472',
      DESCRIPTION: 'Sunset; bring a jacket\nObservatory, 89F\\91F',
    });
    expect(second.props.UID).toBe('plan-12-day-2-place-9@travel-inspiration');
    expect(second.props.SUMMARY).toBe(
      '九份老街 — 阿妹茶樓、芋圓、紅燈籠與山城夜景，一次看盡北海岸的風光與老街的古早味小吃',
    );
    expect(second.props.GEO).toBeUndefined();
    expect(second.props.DTEND).toBe(second.props.DTSTART);
  });

  it('escapes text and folds long lines at 75 octets without cutting a character', () => {
    expect(ics).toContain('X-WR-CALNAME:Taipei\\, two days\\; with friends\r\n');
    expect(ics).toContain('DESCRIPTION:Sunset\\; bring a jacket\\nObservatory\\, 89F\\\\91F\r\n');
    // the Chinese summary is longer than 75 octets: it is folded
    expect(ics.split('\r\n').some((l) => l.startsWith(' '))).toBe(true);
  });

  it('an empty itinerary is a calendar without events', () => {
    expect(parseIcs(buildIcs({ name: 'Empty', now, events: [] })).children).toEqual([]);
  });
});

describe('the pieces', () => {
  it('escapeText escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
  it('foldLine leaves 75 octets alone and folds the 76th onto a line starting with a space', () => {
    const exact = 'X'.repeat(75);
    expect(foldLine(exact)).toBe(exact);
    expect(foldLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
    // 3-octet characters: 25 fit in 75 octets, the next one goes to the continuation
    const folded = foldLine('字'.repeat(26)).split('\r\n');
    expect(folded.map((l) => Buffer.byteLength(l))).toEqual([75, 4]);
  });
  it('icsUtc writes the basic UTC form', () => {
    expect(icsUtc(Date.parse('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
  it('placeAddress joins name, area and country, without repeats or blanks', () => {
    expect(
      placeAddress({ place_name: 'Taipei 101', area: { area_name: 'Xinyi' }, country: { country_name: 'Taiwan' } }),
    ).toBe('Taipei 101, Xinyi, Taiwan');
    expect(placeAddress({ place_name: 'Taiwan', area: null, country: { country_name: 'Taiwan' } })).toBe('Taiwan');
  });
});
