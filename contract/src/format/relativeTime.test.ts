import { formatLocalDate, formatRelativeTime } from './relativeTime';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('formatRelativeTime', () => {
  it('says now for under a minute and for slight clock skew', () => {
    expect(formatRelativeTime(ago(30_000), { now, language: 'en' })).toBe('now');
    expect(formatRelativeTime(new Date(now.getTime() + 20_000), { now, language: 'en' })).toBe('now');
    expect(formatRelativeTime(ago(10_000), { now, language: 'zh-Hant-TW' })).toBe('現在');
  });

  it('uses minutes and hours within 23 hours, in the viewer language', () => {
    expect(formatRelativeTime(ago(5 * MIN), { now, language: 'en' })).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(1 * MIN), { now, language: 'en' })).toBe('1 minute ago');
    expect(formatRelativeTime(ago(3 * HOUR + 10 * MIN), { now, language: 'en' })).toBe('3 hours ago');
    expect(formatRelativeTime(ago(22 * HOUR + 59 * MIN), { now, language: 'en' })).toBe('22 hours ago');
    expect(formatRelativeTime(ago(5 * MIN), { now, language: 'zh-Hant-TW' })).toBe('5 分鐘前');
    expect(formatRelativeTime(ago(3 * HOUR), { now, language: 'zh-Hant-TW' })).toBe('3 小時前');
  });

  it('switches to a local date at 23 hours', () => {
    const at = ago(23 * HOUR); // 2026-11-22T13:00Z
    expect(formatRelativeTime(at, { now, language: 'en', timezoneOffset: 0 })).toBe('November 22, 2026');
    expect(formatRelativeTime(at, { now, language: 'zh-Hant-TW', timezoneOffset: 0 })).toBe('2026年11月22日');
    expect(formatRelativeTime(at, { now, language: 'en', timezoneOffset: 0, dateStyle: 'short' })).toBe('11/22/26');
  });

  it("shows the date in the post's timezone", () => {
    const late = '2026-11-20T20:30:00Z'; // 21 Nov 04:30 in Taipei, 20 Nov 10:30 in Honolulu
    expect(formatRelativeTime(late, { now, language: 'en', timezoneOffset: 480 })).toBe('November 21, 2026');
    expect(formatRelativeTime(late, { now, language: 'en', timezoneOffset: -600 })).toBe('November 20, 2026');
  });

  it('accepts numbers and ISO strings, and gives "" for invalid input', () => {
    expect(formatRelativeTime(ago(2 * HOUR).getTime(), { now: now.getTime(), language: 'en' })).toBe('2 hours ago');
    expect(formatRelativeTime(ago(2 * HOUR).toISOString(), { now, language: 'en' })).toBe('2 hours ago');
    expect(formatRelativeTime('not a date', { now })).toBe('');
  });

  it('uses the current clock when now is not given', () => {
    expect(formatRelativeTime(new Date(Date.now() - 2 * HOUR), { language: 'en' })).toBe('2 hours ago');
  });

  it('formatLocalDate without an offset uses the viewer timezone', () => {
    const d = new Date(2026, 0, 5, 12, 0, 0); // local noon, any timezone
    expect(formatLocalDate(d, { language: 'en' })).toBe('January 5, 2026');
    expect(formatLocalDate('garbage')).toBe('');
  });
});
