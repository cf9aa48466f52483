import { withCount } from './withCount';

describe('withCount', () => {
  it('puts the count in parentheses after a space in English', () => {
    expect(withCount('Taiwan', 6, 'en')).toBe('Taiwan (6)');
    expect(withCount('Filters', 0)).toBe('Filters (0)');
  });

  it('writes full-width parentheses without a space in Traditional Chinese', () => {
    expect(withCount('台灣', 6, 'zh-Hant-TW')).toBe('台灣（6）');
    expect(withCount('篩選', 12, 'zh-TW')).toBe('篩選（12）');
  });
});
