import { formatDuration } from './duration';

describe('formatDuration (hours and minutes)', () => {
  it.each([
    [0, '0 min'],
    [20, '1 min'],
    [60, '1 min'],
    [89, '1 min'],
    [90, '2 min'],
    [45 * 60, '45 min'],
    [3600, '1 hr'],
    [3900, '1 hr 5 min'],
    [2 * 3600 + 59 * 60 + 40, '3 hr'],
    [-10, '0 min'],
    [NaN, '0 min'],
  ])('%p s → %p', (s, expected) => {
    expect(formatDuration(s, 'en')).toBe(expected);
  });

  it('has a long English form with singular and plural', () => {
    expect(formatDuration(3600 + 60, 'en', 'long')).toBe('1 hour 1 minute');
    expect(formatDuration(2 * 3600 + 5 * 60, 'en', 'long')).toBe('2 hours 5 minutes');
  });

  it('speaks Traditional Chinese', () => {
    expect(formatDuration(3900, 'zh-Hant-TW')).toBe('1 小時 5 分');
    expect(formatDuration(3900, 'zh-Hant-TW', 'long')).toBe('1 小時 5 分鐘');
    expect(formatDuration(600, 'zh-Hant-TW', 'long')).toBe('10 分鐘');
  });
});
