import { CATEGORY_COLORS, categoryColor } from './colors';

describe('categoryColor', () => {
  it('has four fixed colours and cycles through them', () => {
    expect(CATEGORY_COLORS).toHaveLength(4);
    expect(new Set(CATEGORY_COLORS).size).toBe(4);
    expect([0, 1, 2, 3].map(categoryColor)).toEqual([...CATEGORY_COLORS]);
    expect(categoryColor(4)).toBe(CATEGORY_COLORS[0]);
    expect(categoryColor(7)).toBe(CATEGORY_COLORS[3]);
    expect(categoryColor(-1)).toBe(CATEGORY_COLORS[3]);
    expect(categoryColor(NaN)).toBe(CATEGORY_COLORS[0]);
  });

  it('keeps 4.5:1 contrast with white text', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
      const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    for (const c of CATEGORY_COLORS) expect(1.05 / (luminance(c) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
