import { expect, test, type Route } from '@playwright/test';
import { escapeRegExp } from './helpers';

// A button busy with the work it started keeps the keyboard focus: pressing Enter on the save-to-inspiration
// heart leaves the focus on it while the save runs and after, so the next key goes on from there.

const TEXT = {
  en: { save: 'Save to inspiration', saved: 'Saved to inspiration (remove)' },
  'zh-Hant-TW': { save: '收藏到靈感清單', saved: '已收藏到靈感清單（點一下移除）' },
} as const;

for (const language of ['zh-Hant-TW', 'en'] as const) {
  const T = TEXT[language];
  test(`Enter on the save heart keeps the focus on it while saving and after (${language})`, async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    const headers = { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': language };
    // a new account signed in in this browser (an account's save goes to the server, so it takes a while)
    const created = await page.request.post('/api/v1/user/email_sign_up', {
      data: { email: `busy-heart-${language}-${Date.now()}@example.com`, password: 'busy heart pass 2026' },
      headers,
    });
    expect((await created.json()).code).toBe(200);
    const home = await page.request.get('/api/v1/place/home', { headers });
    const [place] = ((await home.json()) as { data: { id: number; slug: string }[] }).data;

    // the save is held until the test has looked at the busy heart
    const held = new Promise<Route>((resolve) =>
      page.route('**/api/v1/user/me/inspiration/poi', (route) =>
        route.request().method() === 'POST' ? resolve(route) : route.fallback(),
      ),
    );
    await page.goto(`/place/${place.id}--${place.slug}`);
    await page.getByRole('button', { name: T.save, exact: true }).focus();
    // the heart is named by what it is, saved or not (it turns saved at once, before the server answered)
    const heart = page.getByRole('button', {
      name: new RegExp(`^(${escapeRegExp(T.save)}|${escapeRegExp(T.saved)})$`),
    });
    await page.keyboard.press('Enter');
    const save = await held;
    await expect(heart).toHaveAttribute('aria-busy', 'true');
    await expect(heart).toBeFocused();
    await save.fallback();

    await expect(heart).not.toHaveAttribute('aria-busy');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName(T.saved);
    await expect(heart).toBeFocused();
  });
}
