import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// A guest made a plan on this device, then signed in to an account: the planner drawer lists that plan apart,
// and its "Move it to my account" moves it and shows the account's plan in the drawer, as the page does.

type Language = 'en' | 'zh-Hant-TW';
const TEXT = {
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    logOut: 'Log out',
    openPlanner: 'Open the planner',
    plannerDrawer: 'Planner',
    guestPlan: 'My to-go list',
    moveToAccount: 'Move it to my account',
    stops: 'Places in this plan',
    openAsPage: 'Open as a full page',
  },
  'zh-Hant-TW': {
    email: '電子郵件',
    password: '密碼',
    signIn: '登入',
    logOut: '登出',
    openPlanner: '開啟計畫規劃',
    plannerDrawer: '計畫規劃',
    guestPlan: '我的計畫',
    moveToAccount: '移到我的帳號',
    stops: '計畫中的地點',
    openAsPage: '以完整頁面開啟',
  },
} as const;

const API_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

async function homePlace(request: APIRequestContext, language: Language): Promise<{ id: number; place_name: string }> {
  const res = await request.get('/api/v1/place/home', { headers: { 'accept-language': language } });
  return ((await res.json()) as { data: { id: number; place_name: string }[] }).data[0];
}

/** A guest's plan with one place, kept in this browser's storage as the planner keeps it. */
async function guestPlanWith(page: Page, placeId: number): Promise<void> {
  await page.goto('/');
  await page.evaluate(
    (id) =>
      localStorage.setItem(
        'plan',
        JSON.stringify({ id: 'guest', plan_name: '', notes: '', plan_places: [{ id, type: 'poi', notes: '' }] }),
      ),
    placeId,
  );
}

for (const language of ['zh-Hant-TW', 'en'] as const) {
  const T = TEXT[language];
  test(`a guest's plan moves to the account from the planner drawer after signing in (${language})`, async ({
    page,
    request,
  }) => {
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    const place = await homePlace(request, language);
    // an account made elsewhere (not in this browser)
    const email = `drawer-move-${language}-${Date.now()}@example.com`;
    const created = await request.post('/api/v1/user/email_sign_up', {
      data: { email, password: 'drawer move pass 2026' },
      headers: { ...API_HEADERS, 'Accept-Language': language },
    });
    expect((await created.json()).code).toBe(200);

    await guestPlanWith(page, place.id);
    await page.goto('/login');
    await page.getByRole('textbox', { name: T.email }).fill(email);
    await page.getByLabel(T.password, { exact: true }).fill('drawer move pass 2026');
    await page.getByRole('button', { name: T.signIn, exact: true }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: T.logOut })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: T.openPlanner }).click();
    const drawer = page.getByRole('dialog', { name: T.plannerDrawer });
    await drawer.getByRole('button', { name: T.guestPlan }).click();
    await expect(drawer.getByRole('list', { name: T.stops }).getByRole('heading', { level: 3 })).toHaveText([
      place.place_name,
    ]);
    await drawer.getByRole('button', { name: T.moveToAccount }).click();

    // the drawer now shows the account's plan, with the same place, and nothing is left on the device
    await expect(drawer.getByRole('button', { name: T.moveToAccount })).toHaveCount(0);
    await expect(drawer.getByRole('link', { name: T.openAsPage })).toHaveAttribute('href', /\/my\/plans\/\d+$/);
    await expect(drawer.getByRole('list', { name: T.stops }).getByRole('heading', { level: 3 })).toHaveText([
      place.place_name,
    ]);
    expect(await page.evaluate(() => localStorage.getItem('plan'))).toBeNull();
    const plans = (await (await page.request.get('/api/v1/plan')).json()) as { data: { id: number }[] };
    expect(plans.data).toHaveLength(1);
  });
}
