import { expect, test, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { BASE_URL } from '../system';

// Two people, one tab: what the page cached for the first must not be shown to the second, who signs in after
// them without the page reloading (a shared computer, a family tablet).

const PASSWORD = 'session-switch-2026';
const API_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'zh-Hant-TW' };

async function signUp(api: APIRequestContext, label: string): Promise<string> {
  const email = `switch-${label}-${Date.now()}@example.com`;
  const res = await api.post('/api/v1/user/email_sign_up', {
    data: { email, password: PASSWORD },
    headers: API_HEADERS,
  });
  expect((await res.json()).code).toBe(200);
  return email;
}

/** From now on, count the frames in which the page shows `text` (in its words or in a field). */
async function watchFor(page: Page, text: string): Promise<void> {
  await page.evaluate((t) => {
    const w = window as unknown as { framesShowing: number };
    w.framesShowing = 0;
    const check = () => {
      const main = document.querySelector('main');
      const inFields = [...document.querySelectorAll('input')].some((input) => input.value === t);
      if (inFields || main?.innerText.includes(t)) w.framesShowing += 1;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, text);
}

const framesShowing = (page: Page) =>
  page.evaluate(() => (window as unknown as { framesShowing?: number }).framesShowing);

test('after one person logs out and another logs in on the same tab, the second never sees the first one’s account', async ({
  page,
}) => {
  // the first person, signed up in this browser, opens their profile: the page caches who they are
  const first = await signUp(page.request, 'first');
  await page.goto('/my/edit-profile');
  await expect(page.getByRole('textbox', { name: '電子郵件' })).toHaveValue(first);

  // the second person has an account of their own (made elsewhere)
  const elsewhere = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const second = await signUp(elsewhere, 'second');
  await elsewhere.dispose();

  // the first logs out (the page goes home); from here on, the first one's address must never show
  await page.getByRole('button', { name: '登出' }).click();
  await expect(page.getByRole('textbox', { name: '電子郵件' })).toHaveCount(0);
  await watchFor(page, first);

  // the second signs in through the header's link and opens their profile from the profile drawer, all in the
  // page (no reload: the watch would be gone)
  await page.getByRole('link', { name: '登入', exact: true }).click();
  await page.getByRole('textbox', { name: /電子郵件/ }).fill(second);
  await page.getByLabel(/^密碼$/).fill(PASSWORD);
  await page.getByRole('button', { name: /^登入$/ }).click();
  await page.getByRole('button', { name: /^個人資料：/ }).click();
  await page.getByRole('navigation', { name: '我的帳號' }).getByRole('link', { name: '編輯個人資料' }).click();
  await expect(page).toHaveURL(/\/my\/edit-profile$/);
  await expect(page.getByRole('textbox', { name: '電子郵件' })).toHaveValue(second);
  expect(await framesShowing(page)).toBe(0);
});
