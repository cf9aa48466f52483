/**
 * The four category colours, used in order and then again from the first. Each keeps at least
 * 4.5:1 contrast with white text.
 */
export const CATEGORY_COLORS = ['#0b7a72', '#b3541e', '#2f5fb3', '#a3366f'] as const;

/** The colour of the category at `index` (0-based); cycles every four, negative indexes wrap too. */
export function categoryColor(index: number): string {
  const n = CATEGORY_COLORS.length;
  const i = Number.isFinite(index) ? Math.trunc(index) : 0;
  return CATEGORY_COLORS[((i % n) + n) % n];
}
