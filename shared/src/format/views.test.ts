import { formatCount, formatViews, likesLabel, viewsLabel } from './views';

describe('formatCount (views display)', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1000, '1k'],
    [1500, '1.5k'],
    [2000, '2k'],
    [1049, '1k'],
    [1050, '1.1k'],
    [12_345, '12.3k'],
    [999_949, '999.9k'],
    [999_950, '1m'],
    [1_000_000, '1m'],
    [2_345_678, '2.3m'],
    [25_000_000, '25m'],
    [1_234_567_890, '1234.6m'],
  ])('%p → %p', (n, expected) => {
    expect(formatCount(n)).toBe(expected);
  });

  it('shows negative, fractional and invalid counts sensibly', () => {
    expect(formatCount(-5)).toBe('0');
    expect(formatCount(NaN)).toBe('0');
    expect(formatCount(12.9)).toBe('12');
  });
});

describe('view and like labels', () => {
  it('uses the singular only for exactly 1 (English)', () => {
    expect(viewsLabel(1, 'en')).toBe('1 view');
    expect(viewsLabel(0, 'en')).toBe('0 views');
    expect(viewsLabel(2, 'en')).toBe('2 views');
    expect(viewsLabel(1500, 'en')).toBe('1.5k views');
    expect(likesLabel(1, 'en')).toBe('1 like');
    expect(likesLabel(3, 'en')).toBe('3 likes');
    expect(likesLabel(2_000_000, 'en')).toBe('2m likes');
  });

  it('uses natural Traditional Chinese', () => {
    expect(viewsLabel(1, 'zh-Hant-TW')).toBe('1 次觀看');
    expect(viewsLabel(1500, 'zh-Hant-TW')).toBe('1.5k 次觀看');
    expect(likesLabel(1, 'zh-Hant-TW')).toBe('1 個讚');
    expect(likesLabel(42, 'zh-Hant-TW')).toBe('42 個讚');
  });

  it('defaults to English for unknown languages and formatViews is the views label', () => {
    expect(viewsLabel(2, 'fr')).toBe('2 views');
    expect(formatViews(2000, 'en')).toBe('2k views');
    expect(formatViews(1, 'zh-Hant-TW')).toBe('1 次觀看');
  });
});
