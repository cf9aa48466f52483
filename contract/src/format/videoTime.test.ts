import { formatVideoTime, parseTimeInput, TIME_FIELD_MAX_SECONDS } from './videoTime';

describe('formatVideoTime (m:ss / h:mm:ss)', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [65, '1:05'],
    [754, '12:34'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [36000 + 61, '10:01:01'],
    [12.9, '0:12'],
    [-4, '0:00'],
    [NaN, '0:00'],
  ])('%p → %p', (s, expected) => {
    expect(formatVideoTime(s)).toBe(expected);
  });
});

it.each([0, 9, 59, 60, 754, 3599, 3600, 3723, 36061, TIME_FIELD_MAX_SECONDS])(
  'a formatted time (%p s) parses back to itself',
  (seconds) => {
    expect(parseTimeInput(formatVideoTime(seconds))).toBe(seconds);
  },
);

describe('parseTimeInput (mm:ss or ss under an hour, h:mm:ss over it)', () => {
  it.each([
    ['00:00', 0],
    ['0:00', 0],
    ['1:05', 65],
    ['01:05', 65],
    ['10:00', 600],
    ['59:59', 3599],
    ['  2:30 ', 150],
    ['00', 0],
    ['07', 7],
    ['45', 45],
    ['59', 59],
    // over an hour: h:mm:ss
    ['1:00:00', 3600],
    ['1:02:03', 3723],
    ['01:02:03', 3723],
    ['10:01:01', 36061],
    ['23:59:59', 86399],
    ['24:00:00', TIME_FIELD_MAX_SECONDS],
    [' 2:30:00  ', 9000],
    ['0:59:59', 3599], // the long form of a time under an hour means the same
  ])('accepts %p as %p seconds', (text, expected) => {
    expect(parseTimeInput(text)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'abc',
    '1:2a',
    'aa:bb',
    '60:00', // minutes above 59
    '99:00',
    '10:60', // seconds above 59
    '1:5', // seconds need two digits
    '1:005',
    '100:00',
    '60', // two digits above 59
    '99',
    '5', // a single digit is not the two-digit form
    '123',
    '-05',
    '+05',
    '1.5',
    '24:00:01', // past 24:00:00
    '99:00:00',
    '1:60:00', // minutes above 59
    '1:00:60', // seconds above 59
    '1:2:03', // minutes need two digits
    '1:02:3', // seconds need two digits
    '100:00:00',
    '1:02:03:04',
    '1::03',
    ':02:03',
    ':30',
    '1:',
    '１:05', // full-width digit
    '0x10',
    '1e1',
  ])('rejects %p', (text) => {
    expect(parseTimeInput(text)).toBeNull();
  });
});
