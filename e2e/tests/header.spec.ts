import { expect, test, type Page } from '@playwright/test';
import { DEMO, escapeRegExp, logIn } from './helpers';

const PHONE = { width: 390, height: 844 };

/** The header's height and whether the page scrolls sideways. */
async function headerLayout(page: Page) {
  return page.evaluate(() => ({
    height: document.querySelector('header')!.getBoundingClientRect().height,
    sideways: document.documentElement.scrollWidth > window.innerWidth,
  }));
}

test.use({ viewport: PHONE });

test('on a phone the header is one row, and what it leaves out is in the menu drawer (zh-Hant-TW, then English)', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: '登入' })).toBeVisible();
  // one row of controls (it was three rows, 188 px of the 844)
  expect(await headerLayout(page)).toEqual({ height: expect.any(Number), sideways: false });
  expect((await headerLayout(page)).height).toBeLessThanOrEqual(64);
  for (const name of ['開啟選單', '搜尋景點與影片']) await expect(header.getByRole('button', { name })).toBeVisible();

  await header.getByRole('button', { name: '開啟選單' }).click();
  const drawer = page.getByRole('dialog', { name: '選單' });
  for (const name of ['首頁', '搜尋', '我的靈感', '我的計畫'])
    await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Switch language to English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.keyboard.press('Escape');

  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect((await headerLayout(page)).height).toBeLessThanOrEqual(64);
  expect((await headerLayout(page)).sideways).toBe(false);
});

test('on a phone a signed-in header is one row; the account button opens the profile drawer with Log out', async ({
  page,
}) => {
  await logIn(page);
  const header = page.getByRole('banner');
  const account = header.getByRole('button', {
    // the demo account's language is English; a Chinese page names it 個人資料：…
    name: new RegExp(`^(Profile: |個人資料：)${escapeRegExp(DEMO.name)}$`),
  });
  await expect(account).toBeVisible();
  expect((await headerLayout(page)).height).toBeLessThanOrEqual(64);
  expect((await headerLayout(page)).sideways).toBe(false);
  await account.click();
  await expect(page.getByRole('dialog').getByRole('button', { name: /^(Log out|登出)$/ })).toBeVisible();
});
