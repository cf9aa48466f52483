import { formatCount, formatViews, likesLabel, viewsLabel } from './views';

describe('formatCount in English (k and m)', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1000, '1k'],
    [1500, '1.5k'],
    [2000, '2k'],
    [1049, '1k'],
    [1050, '1.1k'],
    [9999, '10k'],
    [10_000, '10k'],
    [12_345, '12.3k'],
    [999_949, '999.9k'],
    [999_950, '1m'],
    [1_000_000, '1m'],
    [2_345_678, '2.3m'],
    [25_000_000, '25m'],
    [99_999_999, '100m'],
    [100_000_000, '100m'],
    [1_234_567_890, '1234.6m'],
  ])('%p → %p', (n, expected) => {
    expect(formatCount(n, 'en')).toBe(expected);
  });

  it('is the English form when no language or an unknown one is given', () => {
    expect(formatCount(51_234)).toBe('51.2k');
    expect(formatCount(51_234, 'fr')).toBe('51.2k');
  });

  it('shows negative, fractional and invalid counts sensibly', () => {
    expect(formatCount(-5, 'en')).toBe('0');
    expect(formatCount(NaN, 'en')).toBe('0');
    expect(formatCount(12.9, 'en')).toBe('12');
  });
});

describe('formatCount in Traditional Chinese (萬 and 億)', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1000, '1,000'],
    [9999, '9,999'],
    [10_000, '1 萬'],
    [10_499, '1 萬'],
    [10_500, '1.1 萬'],
    [51_234, '5.1 萬'],
    [2_000_000, '200 萬'],
    [12_345_678, '1234.6 萬'],
    [99_941_234, '9994.1 萬'],
    [99_994_999, '9999.5 萬'],
    [99_999_999, '1 億'],
    [100_000_000, '1 億'],
    [250_000_000, '2.5 億'],
    [123_456_789_012, '1234.6 億'],
  ])('%p → %p', (n, expected) => {
    expect(formatCount(n, 'zh-Hant-TW')).toBe(expected);
  });

  it('takes any Chinese language tag, and shows invalid counts as 0', () => {
    expect(formatCount(51_234, 'zh-TW')).toBe('5.1 萬');
    expect(formatCount(-1, 'zh-Hant-TW')).toBe('0');
    expect(formatCount(Infinity, 'zh-Hant-TW')).toBe('0');
  });
});

describe('view and like labels', () => {
  it('uses the singular only for exactly 1 (English)', () => {
    expect(viewsLabel(1, 'en')).toBe('1 view');
    expect(viewsLabel(0, 'en')).toBe('0 views');
    expect(viewsLabel(2, 'en')).toBe('2 views');
    expect(viewsLabel(1500, 'en')).toBe('1.5k views');
    expect(viewsLabel(2_000_000, 'en')).toBe('2m views');
    expect(likesLabel(1, 'en')).toBe('1 like');
    expect(likesLabel(3, 'en')).toBe('3 likes');
    expect(likesLabel(51_234, 'en')).toBe('51.2k likes');
  });

  it('counts in 萬 and 億 in Traditional Chinese, with a space only after a digit', () => {
    expect(viewsLabel(1, 'zh-Hant-TW')).toBe('1 次觀看');
    expect(viewsLabel(9999, 'zh-Hant-TW')).toBe('9,999 次觀看');
    expect(viewsLabel(2_000_000, 'zh-Hant-TW')).toBe('200 萬次觀看');
    expect(viewsLabel(100_000_000, 'zh-Hant-TW')).toBe('1 億次觀看');
    expect(likesLabel(1, 'zh-Hant-TW')).toBe('1 個讚');
    expect(likesLabel(42, 'zh-Hant-TW')).toBe('42 個讚');
    expect(likesLabel(51_234, 'zh-Hant-TW')).toBe('5.1 萬個讚');
  });

  it('defaults to English for unknown languages and formatViews is the views label', () => {
    expect(viewsLabel(2, 'fr')).toBe('2 views');
    expect(formatViews(2000, 'en')).toBe('2k views');
    expect(formatViews(1, 'zh-Hant-TW')).toBe('1 次觀看');
    expect(formatViews(51_234, 'zh-Hant-TW')).toBe('5.1 萬次觀看');
  });
});
