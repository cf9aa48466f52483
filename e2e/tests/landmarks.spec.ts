import { expect, test } from '@playwright/test';

// A screen-reader user jumps to the page's main landmark: every page has exactly one, around its content.
for (const path of [
  '/',
  '/search?place_id=market',
  '/my/inspiration',
  '/my/plans/guest',
  '/login',
  '/privacy-policy',
]) {
  test(`${path} has one main landmark holding its heading`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main).toHaveCount(1);
  });
}
