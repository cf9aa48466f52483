import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { escapeRegExp } from './helpers';
import { storeGuestPlan } from './itinerary-helpers';

type Language = 'en' | 'zh-Hant-TW';
const LANGUAGES: Language[] = ['zh-Hant-TW', 'en'];

/** What the planner says, in each language, as a user reads it. */
const TEXT = {
  en: {
    stops: 'Places in this plan',
    notesFor: (name: string) => `Notes for ${name}`,
    saved: 'Saved',
    notSaved: 'Not saved. Your note is kept here.',
    retryNote: (name: string) => `Try again to save the note for ${name}`,
    moveUp: (name: string) => `Move ${name} up`,
    moveDown: (name: string) => `Move ${name} down`,
    addToPlan: 'Add to plan',
    choosePlan: 'Choose a plan',
    planHasIt: (name: string) => `${name} (already in it)`,
    newPlanItem: '+ New plan with this place',
    added: (name: string) => `Added to ${name}.`,
    already: (name: string) => `Already in ${name}.`,
    viewPlan: 'View plan',
    guestPlan: 'My to-go list',
    saveToInspiration: 'Save to inspiration',
    savedToInspiration: 'Saved to your inspiration list.',
    viewList: 'View list',
    openInspiration: 'Open the inspiration list',
    openPlanner: 'Open the planner',
    inspirationDrawer: 'Inspiration',
    plannerDrawer: 'Planner',
    savedPlaces: 'Saved places',
    noGuestPlan: 'No plan on this device',
    goToPlans: 'Go to my plans',
    signUp: /sign up/i,
    newPlanName: 'New plan name',
    createPlan: 'Create plan',
    myPlans: 'My plans',
    moveToAccount: 'Move it to my account',
  },
  'zh-Hant-TW': {
    stops: '計畫中的地點',
    notesFor: (name: string) => `${name}的備註`,
    saved: '已儲存',
    notSaved: '尚未儲存，備註仍保留在這裡。',
    retryNote: (name: string) => `重新儲存${name}的備註`,
    moveUp: (name: string) => `將${name}上移`,
    moveDown: (name: string) => `將${name}下移`,
    addToPlan: '加入計畫',
    choosePlan: '選擇計畫',
    planHasIt: (name: string) => `${name}（已在計畫中）`,
    newPlanItem: '+ 用這個地點建立新計畫',
    added: (name: string) => `已加入「${name}」。`,
    already: (name: string) => `已在「${name}」中。`,
    viewPlan: '查看計畫',
    guestPlan: '我的計畫',
    saveToInspiration: '收藏到靈感清單',
    savedToInspiration: '已加入你的靈感清單。',
    viewList: '查看清單',
    openInspiration: '開啟靈感清單',
    openPlanner: '開啟計畫規劃',
    inspirationDrawer: '靈感清單',
    plannerDrawer: '計畫規劃',
    savedPlaces: '收藏的地點',
    noGuestPlan: '這台裝置上沒有計畫',
    goToPlans: '前往我的計畫',
    signUp: /註冊/,
    newPlanName: '新計畫名稱',
    createPlan: '建立計畫',
    myPlans: '我的計畫',
    moveToAccount: '移到我的帳號',
  },
} as const;

interface HomePlace {
  id: number;
  slug: string;
  place_name: string;
}

/** Three places of Home's "explore places", named in the given language. */
async function homePlaces(request: APIRequestContext, language: Language): Promise<HomePlace[]> {
  const res = await request.get('/api/v1/place/home', { headers: { 'accept-language': language } });
  expect(res.ok()).toBeTruthy();
  const list = ((await res.json()) as { data: HomePlace[] }).data;
  expect(list.length).toBeGreaterThanOrEqual(3);
  return list.slice(0, 3);
}

const API_HEADERS = (language: Language) => ({ 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': language });

/** The browser starts in this language (a guest's choice is kept in the browser), once per test. */
async function startIn(page: Page, language: Language): Promise<void> {
  await page.addInitScript((lang) => {
    if (!sessionStorage.getItem('ti-e2e-lang-set')) {
      localStorage.setItem('language', lang);
      sessionStorage.setItem('ti-e2e-lang-set', '1');
    }
  }, language);
}

/** A new account, signed in in this browser; its interface language is the one it signed up in. */
async function signUp(page: Page, language: Language, label: string): Promise<void> {
  const res = await page.request.post('/api/v1/user/email_sign_up', {
    data: { email: `journeys-${label}-${Date.now()}@example.com`, password: 'journeys-pass-2026' },
    headers: API_HEADERS(language),
  });
  expect((await res.json()).code).toBe(200);
}

/** A plan on the signed-in account, made through the API. */
async function createPlan(page: Page, language: Language, name: string, placeIds: number[]): Promise<number> {
  const res = await page.request.post('/api/v1/plan/', {
    data: { plan_name: name, notes: '', plan_places: placeIds.map((id) => ({ id, type: 'poi', notes: '' })) },
    headers: API_HEADERS(language),
  });
  const body = (await res.json()) as { code: number; data: { id: number } };
  expect(body.code).toBe(200);
  return body.data.id;
}

const storedGuestNotes = (page: Page) =>
  page.evaluate(() =>
    (
      JSON.parse(localStorage.getItem('plan') ?? '{"plan_places":[]}') as { plan_places: { notes: string }[] }
    ).plan_places.map((p) => p.notes),
  );

const stopNames = (page: Page, language: Language) =>
  page.getByRole('list', { name: TEXT[language].stops }).getByRole('heading', { level: 3 });

/** A stop of the planner: its list item, found by the place's name. */
const stop = (page: Page, language: Language, name: string): Locator =>
  page
    .getByRole('list', { name: TEXT[language].stops })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name }) });

/** Press Tab until `target` has the focus, as a keyboard user gets there (fails after `max` presses). */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

for (const language of LANGUAGES) {
  const T = TEXT[language];

  test.describe(`stop notes are kept (${language})`, () => {
    test('signed in: a note is saved when its field is left, survives a reload and a move; a failed save keeps the text and Try again saves it', async ({
      page,
      request,
    }) => {
      const [a, b] = await homePlaces(request, language);
      await startIn(page, language);
      await signUp(page, language, 'notes');
      const planId = await createPlan(page, language, `Notes ${language}`, [a.id, b.id]);
      await page.goto(`/my/plans/${planId}`);
      await expect(stopNames(page, language)).toHaveText([a.place_name, b.place_name]);

      // typed, then the field is left: saved without any button
      const noteA = page.getByRole('textbox', { name: T.notesFor(a.place_name) });
      await noteA.fill('Go at sunset');
      await page.keyboard.press('Tab');
      await expect(stop(page, language, a.place_name).getByRole('status')).toHaveText(T.saved);
      await page.reload();
      await expect(page.getByRole('textbox', { name: T.notesFor(a.place_name) })).toHaveValue('Go at sunset');

      // a later save of the plan (a move) keeps it
      await page.getByRole('button', { name: T.moveDown(a.place_name) }).click();
      await expect(stopNames(page, language)).toHaveText([b.place_name, a.place_name]);
      await expect
        .poll(async () => (await page.request.get(`/api/v1/plan/${planId}`)).json())
        .toMatchObject({
          data: { plan_places: [{ id: b.id }, { id: a.id, notes: 'Go at sunset' }] },
        });

      // the save fails: the text stays, the stop says it is not saved, Try again saves it
      let failing = true;
      await page.route(`**/api/v1/plan/${planId}`, (route) =>
        failing && route.request().method() === 'POST' ? route.fulfill({ status: 500 }) : route.fallback(),
      );
      const noteB = page.getByRole('textbox', { name: T.notesFor(b.place_name) });
      await noteB.fill('Lunch at the market');
      await page.keyboard.press('Tab');
      await expect(stop(page, language, b.place_name).getByRole('status')).toHaveText(T.notSaved);
      await expect(noteB).toHaveValue('Lunch at the market');
      failing = false;
      await page.getByRole('button', { name: T.retryNote(b.place_name) }).click();
      await expect(stop(page, language, b.place_name).getByRole('status')).toHaveText(T.saved);
      await page.reload();
      await expect(page.getByRole('textbox', { name: T.notesFor(b.place_name) })).toHaveValue('Lunch at the market');
      await expect(page.getByRole('textbox', { name: T.notesFor(a.place_name) })).toHaveValue('Go at sunset');
    });

    test('guest: a note is kept in browser storage when its field is left or typing pauses; a failed write keeps the text and Try again stores it', async ({
      page,
      request,
    }) => {
      const [a, b] = await homePlaces(request, language);
      await startIn(page, language);
      await storeGuestPlan(page, [a.id, b.id]);
      await page.goto('/my/plans/guest');
      await expect(stopNames(page, language)).toHaveText([a.place_name, b.place_name]);

      await page.getByRole('textbox', { name: T.notesFor(a.place_name) }).fill('Go at sunset');
      await page.keyboard.press('Tab');
      await expect(stop(page, language, a.place_name).getByRole('status')).toHaveText(T.saved);
      expect(await storedGuestNotes(page)).toEqual(['Go at sunset', '']);

      // still in the field, typing paused: stored too
      await page.getByRole('textbox', { name: T.notesFor(b.place_name) }).pressSequentially('Night snacks');
      await expect(stop(page, language, b.place_name).getByRole('status')).toHaveText(T.saved);
      await expect(page.getByRole('textbox', { name: T.notesFor(b.place_name) })).toBeFocused();
      expect(await storedGuestNotes(page)).toEqual(['Go at sunset', 'Night snacks']);
      await page.reload();
      await expect(page.getByRole('textbox', { name: T.notesFor(a.place_name) })).toHaveValue('Go at sunset');
      await expect(page.getByRole('textbox', { name: T.notesFor(b.place_name) })).toHaveValue('Night snacks');

      // browser storage refuses the write (full): the text stays and says so; Try again once there is room
      await page.evaluate(() => {
        const original = Storage.prototype.setItem;
        Object.assign(window, { restoreStorage: () => (Storage.prototype.setItem = original) });
        Storage.prototype.setItem = function (key: string, value: string) {
          if (key === 'plan') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          original.call(this, key, value);
        };
      });
      const noteA = page.getByRole('textbox', { name: T.notesFor(a.place_name) });
      await noteA.fill('Go at sunset, bring a jacket');
      await page.keyboard.press('Tab');
      await expect(stop(page, language, a.place_name).getByRole('status')).toHaveText(T.notSaved);
      await expect(noteA).toHaveValue('Go at sunset, bring a jacket');
      expect(await storedGuestNotes(page)).toEqual(['Go at sunset', 'Night snacks']);
      await page.evaluate(() => (window as unknown as { restoreStorage: () => void }).restoreStorage());
      await page.getByRole('button', { name: T.retryNote(a.place_name) }).click();
      await expect(stop(page, language, a.place_name).getByRole('status')).toHaveText(T.saved);
      await page.reload();
      await expect(page.getByRole('textbox', { name: T.notesFor(a.place_name) })).toHaveValue(
        'Go at sunset, bring a jacket',
      );
    });
  });

  test.describe(`keyboard (${language})`, () => {
    test('reordering with ↑ / ↓ keeps the focus on the moved stop', async ({ page, request }) => {
      const [a, b, c] = await homePlaces(request, language);
      await startIn(page, language);
      await storeGuestPlan(page, [a.id, b.id, c.id]);
      await page.goto('/my/plans/guest');
      await expect(stopNames(page, language)).toHaveText([a.place_name, b.place_name, c.place_name]);

      await page.getByRole('button', { name: T.moveDown(a.place_name) }).focus();
      await page.keyboard.press('Enter');
      await expect(stopNames(page, language)).toHaveText([b.place_name, a.place_name, c.place_name]);
      await expect(page.getByRole('button', { name: T.moveDown(a.place_name) })).toBeFocused();
      // to the bottom: its ↓ is gone, its ↑ has the focus
      await page.keyboard.press('Enter');
      await expect(stopNames(page, language)).toHaveText([b.place_name, c.place_name, a.place_name]);
      await expect(page.getByRole('button', { name: T.moveUp(a.place_name) })).toBeFocused();
      await page.keyboard.press('Space');
      await expect(stopNames(page, language)).toHaveText([b.place_name, a.place_name, c.place_name]);
      await expect(page.getByRole('button', { name: T.moveUp(a.place_name) })).toBeFocused();
      await page.reload();
      await expect(stopNames(page, language)).toHaveText([b.place_name, a.place_name, c.place_name]);
    });

    test('the add-to-plan menu is a menu button: arrows, Home / End, Esc, Enter and Space; a place already there is said to be there', async ({
      page,
      request,
    }) => {
      const [a] = await homePlaces(request, language);
      await startIn(page, language);
      await signUp(page, language, 'menu');
      const kyoto = `Kyoto ${language}`;
      const osaka = `Osaka ${language}`;
      await createPlan(page, language, kyoto, [a.id]);
      await createPlan(page, language, osaka, []);
      await page.goto(`/place/${a.id}--${a.slug}`);

      const button = page.getByRole('button', { name: T.addToPlan });
      await expect(button).toHaveAttribute('aria-haspopup', 'menu');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: T.choosePlan });
      await expect(menu).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const items = menu.getByRole('menuitem');
      // the plans (the one holding the place says so), then a new plan
      await expect(items).toHaveCount(3);
      await expect(menu.getByRole('menuitem', { name: osaka, exact: true })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: T.planHasIt(kyoto), exact: true })).toBeVisible();
      await expect(items.nth(2)).toHaveText(T.newPlanItem);
      await expect(items.nth(0)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(items.nth(1)).toBeFocused();
      await page.keyboard.press('End');
      await expect(items.nth(2)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(items.nth(0)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(items.nth(2)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(items.nth(0)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      // ↑ opens it on the last item; a letter goes to the plan starting with it; Enter on Kyoto, which has the
      // place already: the message says so
      await page.keyboard.press('ArrowUp');
      await expect(items.nth(2)).toBeFocused();
      await page.keyboard.press('k');
      await expect(menu.getByRole('menuitem', { name: T.planHasIt(kyoto), exact: true })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(menu).toHaveCount(0);
      await expect(button).toBeFocused();
      const message = page.getByRole('status').filter({ hasText: T.already(kyoto) });
      await expect(message).toBeVisible();
      await expect(page.getByText(T.added(kyoto))).toHaveCount(0);

      // Space opens it; Space chooses Osaka: added
      await page.keyboard.press('Space');
      await expect(items.nth(0)).toBeFocused();
      await page.keyboard.press('o');
      await expect(menu.getByRole('menuitem', { name: osaka, exact: true })).toBeFocused();
      await page.keyboard.press('Space');
      await expect(page.getByRole('status').filter({ hasText: T.added(osaka) })).toBeVisible();
      await expect(button).toBeFocused();
      // opened again (↓): both hold it now
      await page.keyboard.press('ArrowDown');
      await expect(items.nth(0)).toBeFocused();
      await expect(menu.getByRole('menuitem', { name: T.planHasIt(osaka), exact: true })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: T.planHasIt(kyoto), exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(button).toBeFocused();
    });
  });

  test.describe(`signed in, plans (${language})`, () => {
    test('the guest plan route offers the account plans (no sign-up); a new plan clears its name field; a plan left on this device moves to the account', async ({
      page,
      request,
    }) => {
      const [a] = await homePlaces(request, language);
      await startIn(page, language);
      await signUp(page, language, 'guest-route');
      await page.goto('/my/plans/guest');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: T.noGuestPlan })).toBeVisible();
      await expect(main.getByText(T.signUp)).toHaveCount(0);
      await main.getByRole('link', { name: T.goToPlans }).click();
      await expect(page).toHaveURL(/\/my\/plans$/);

      const field = page.getByRole('textbox', { name: T.newPlanName });
      await field.fill('Taipei in spring');
      await page.getByRole('button', { name: T.createPlan }).click();
      await expect(page.getByRole('link', { name: 'Taipei in spring' })).toBeVisible();
      await expect(field).toHaveValue('');

      // a plan made on this device before signing in: kept apart, and one press moves it to the account
      await page.evaluate(
        (id) =>
          localStorage.setItem(
            'plan',
            JSON.stringify({ id: 'guest', plan_name: '', notes: '', plan_places: [{ id, type: 'poi', notes: '' }] }),
          ),
        a.id,
      );
      await page.goto('/my/plans/guest');
      await expect(stopNames(page, language)).toHaveText([a.place_name]);
      await expect(page.getByRole('main').getByText(T.signUp)).toHaveCount(0);
      await page.getByRole('button', { name: T.moveToAccount }).click();
      await expect(page).toHaveURL(/\/my\/plans\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: T.guestPlan })).toBeVisible();
      await expect(stopNames(page, language)).toHaveText([a.place_name]);
      expect(await page.evaluate(() => localStorage.getItem('plan'))).toBeNull();
      await page.getByRole('link', { name: T.myPlans, exact: true }).first().click();
      await expect(page.getByRole('main').getByRole('link', { name: T.guestPlan })).toHaveAttribute(
        'href',
        /\/my\/plans\/\d+$/,
      );
    });
  });
}

/** The drawers of the inspiration list and the planner: from the header and from the messages after saving. */
const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 }, language: 'en' as Language },
  { name: 'mobile', size: { width: 390, height: 844 }, language: 'zh-Hant-TW' as Language },
];

for (const { name, size, language } of VIEWPORTS) {
  const T = TEXT[language];
  test.describe(`drawers on ${name} (${language})`, () => {
    test.use({ viewport: size });

    test('the header opens the inspiration and planner drawers by mouse and by keyboard; Esc gives the focus back', async ({
      page,
    }) => {
      await startIn(page, language);
      for (const [opener, drawer] of [
        [T.openInspiration, T.inspirationDrawer],
        [T.openPlanner, T.plannerDrawer],
      ]) {
        await page.goto('/');
        const button = page.getByRole('banner').getByRole('button', { name: opener });
        const dialog = page.getByRole('dialog', { name: drawer });
        await expect(button).toBeInViewport();
        // by keyboard, from the top of the page
        await tabTo(page, button);
        await page.keyboard.press('Enter');
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(button).toBeFocused();

        // by mouse, closed with its close button
        await button.click();
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: language === 'en' ? 'Close' : '關閉', exact: true }).click();
        await expect(dialog).toHaveCount(0);
      }
    });

    test('after saving a place or adding it to the plan, the message opens its drawer (mouse and keyboard); a second add says it is already there', async ({
      page,
      request,
    }) => {
      const [a] = await homePlaces(request, language);
      await startIn(page, language);
      await page.goto(`/place/${a.id}--${a.slug}`);

      await page.getByRole('button', { name: T.saveToInspiration, exact: true }).click();
      const saved = page.getByRole('status').filter({ hasText: T.savedToInspiration });
      await expect(saved).toBeVisible();
      await saved.getByRole('button', { name: T.viewList }).click();
      const inspiration = page.getByRole('dialog', { name: T.inspirationDrawer });
      await expect(
        inspiration
          .getByRole('list', { name: T.savedPlaces })
          .getByRole('heading', { name: new RegExp(escapeRegExp(a.place_name)) }),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(inspiration).toHaveCount(0);

      const add = page.getByRole('button', { name: T.addToPlan });
      await add.click();
      const added = page.getByRole('status').filter({ hasText: T.added(T.guestPlan) });
      await expect(added).toBeVisible();
      // by keyboard: Tab from the add button reaches the message's button
      await add.focus();
      await tabTo(page, added.getByRole('button', { name: T.viewPlan }));
      await page.keyboard.press('Enter');
      const planner = page.getByRole('dialog', { name: T.plannerDrawer });
      await expect(planner.getByRole('heading', { level: 2, name: T.guestPlan, exact: true })).toBeVisible();
      await expect(stopNames(page, language)).toHaveText([a.place_name]);
      await page.keyboard.press('Escape');
      await expect(planner).toHaveCount(0);

      await add.click();
      await expect(page.getByRole('status').filter({ hasText: T.already(T.guestPlan) })).toBeVisible();
      await expect(page.getByText(T.added(T.guestPlan))).toHaveCount(0);
    });
  });
}
