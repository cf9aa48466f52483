import { expect, test, type Page } from '@playwright/test';
import { DEMO, escapeRegExp, logIn, switchToEnglish } from './helpers';

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

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('logging out keeps the language the visitor chose, on the page and after a reload', async ({ page }) => {
    // a cold load shows the site default (zh-Hant-TW); the visitor switches to English, then signs in
    await switchToEnglish(page);
    await logIn(page);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Log out' }).click();
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  /** The top of each of the header's visible controls (links and buttons), rounded to the pixel. */
  async function controlTops(page: Page): Promise<{ name: string; top: number }[]> {
    return page.evaluate(() =>
      [...document.querySelectorAll('header a, header button')]
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        // the skip link waits off-screen until it has the focus
        .filter(({ box }) => box.width > 0 && box.right > 0)
        .map(({ el, box }) => ({
          name: el.getAttribute('aria-label') ?? (el as HTMLElement).innerText,
          top: Math.round(box.top + box.height / 2),
        })),
    );
  }

  for (const language of ['en', 'zh-Hant-TW'] as const) {
    test(`a signed-in header is one row from 1920 down to 1024 px wide (${language})`, async ({ page }) => {
      // an account of its own in this language (the demo account's language is English)
      const email = `header-${language}-${Date.now()}@example.com`;
      const created = await page.request.post('/api/v1/user/email_sign_up', {
        data: { email, password: 'a header of one row' },
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': language },
      });
      expect((await created.json()).code).toBe(200);
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: language === 'en' ? 'Log out' : '登出' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);

      await page.setViewportSize({ width: 1920, height: 900 });
      const oneRow = (await headerLayout(page)).height;
      for (const width of [1366, 1280, 1024]) {
        await page.setViewportSize({ width, height: 800 });
        const tops = await controlTops(page);
        // every control, the page links and the account's included, sits on the same row
        expect(tops.length, `${width} px`).toBeGreaterThanOrEqual(10);
        for (const control of tops) expect(control.top, `${control.name} at ${width} px`).toBe(tops[0].top);
        expect(await headerLayout(page), `${width} px`).toEqual({ height: oneRow, sideways: false });
      }
    });
  }
});
