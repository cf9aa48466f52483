import { expect, test, type Locator, type Page } from '@playwright/test';
import { homeExperiences } from './helpers';

type Language = 'en' | 'zh-Hant-TW';

/** What the profile screens say, in each language, as a user reads it. */
const TEXT = {
  en: {
    history: 'History',
    favorites: 'Favorites',
    showMore: 'Show more',
    removeFromHistory: (title: string) => `Remove ${title} from history`,
    removeFromFavorites: (title: string) => `Remove ${title} from favorites`,
    removedFromHistory: (title: string) => `${title} was removed from your history.`,
    removedFromFavorites: (title: string) => `${title} was removed from your favorites.`,
    undo: 'Undo',
    clearAll: 'Clear all history',
    clearDialog: 'Clear your whole viewing history?',
    clearConfirm: 'Clear history',
    cancel: 'Cancel',
    nothingWatched: /Nothing watched yet/,
    notFound: 'Page not found',
    pause: 'Pause history',
    paused: 'History is paused: experiences you watch are not recorded.',
  },
  'zh-Hant-TW': {
    history: '觀看紀錄',
    favorites: '我的最愛',
    showMore: '顯示更多',
    removeFromHistory: (title: string) => `將「${title}」從觀看紀錄移除`,
    removeFromFavorites: (title: string) => `將「${title}」從我的最愛移除`,
    removedFromHistory: (title: string) => `已將「${title}」從觀看紀錄移除。`,
    removedFromFavorites: (title: string) => `已將「${title}」從我的最愛移除。`,
    undo: '復原',
    clearAll: '清除所有觀看紀錄',
    clearDialog: '要清除所有觀看紀錄嗎？',
    clearConfirm: '清除紀錄',
    cancel: '取消',
    nothingWatched: /還沒有觀看紀錄/,
    notFound: '找不到頁面',
    pause: '暫停記錄',
    paused: '已暫停觀看紀錄：您觀看的影片體驗不會被記錄。',
  },
} as const;

const API_HEADERS = (language: Language) => ({ 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': language });

/** A fresh account in `language` (the site then speaks it), signed in in this browser. */
async function signUp(page: Page, language: Language, label: string): Promise<void> {
  const res = await page.request.post('/api/v1/user/email_sign_up', {
    data: { email: `profile-${label}-${Date.now()}@example.com`, password: 'profile-journeys-2026' },
    headers: API_HEADERS(language),
  });
  expect((await res.json()).code).toBe(200);
}

/**
 * Watch (history) or favorite `count` public experiences one after the other, through the API; returns their
 * ids, the last one the newest (first in the list).
 */
async function fill(page: Page, language: Language, kind: 'history' | 'favorites', count: number) {
  const ids: number[] = [];
  for (let id = 1; ids.length < count && id < 200; id++) {
    const res =
      kind === 'history'
        ? await page.request.get(`/api/v1/video_experience/${id}/view`, { headers: API_HEADERS(language) })
        : await page.request.post(`/api/v1/user/me/video_experience/favorite/${id}`, {
            headers: API_HEADERS(language),
          });
    if ((await res.json()).code === 200) ids.push(id);
  }
  expect(ids).toHaveLength(count);
  return ids;
}

/** The experience id of each item of a list, in order (from its link). */
async function idsIn(list: Locator): Promise<number[]> {
  const hrefs = await list
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => li.querySelector('a')?.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(/\/experience\/(\d+)--/.exec(href)?.[1]));
}

/** The title of the item with this experience id (as the list shows it). */
async function titleOf(list: Locator, id: number): Promise<string> {
  const item = list.getByRole('listitem').filter({ has: list.page().locator(`a[href^="/experience/${id}--"]`) });
  return (await item.getByRole('link').last().textContent())!.trim();
}

for (const language of ['zh-Hant-TW', 'en'] as const) {
  const text = TEXT[language];

  test.describe(`profile lists (${language})`, () => {
    test('history: 13 watched, delete the first, Show more: all 12 left are listed, none twice', async ({ page }) => {
      await signUp(page, language, `history-paging-${language}`);
      const watched = await fill(page, language, 'history', 13);
      await page.goto('/my/history');
      const list = page.getByRole('list', { name: text.history });
      await expect(list.getByRole('listitem')).toHaveCount(12);
      const newest = watched.at(-1)!;
      expect((await idsIn(list))[0]).toBe(newest);
      const title = await titleOf(list, newest);

      await list
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: text.removeFromHistory(title) })
        .click();
      await expect(list.getByRole('listitem')).toHaveCount(11);
      await page.getByRole('button', { name: text.showMore }).click();
      await expect(list.getByRole('listitem')).toHaveCount(12);
      const shown = await idsIn(list);
      expect(new Set(shown).size).toBe(12);
      expect([...shown].sort((a, b) => a - b)).toEqual(watched.filter((id) => id !== newest).sort((a, b) => a - b));
      await expect(page.getByRole('button', { name: text.showMore })).toHaveCount(0);
    });

    test('favorites: 13 saved, remove the first, Show more: all 12 left are listed, none twice', async ({ page }) => {
      await signUp(page, language, `favorites-paging-${language}`);
      const saved = await fill(page, language, 'favorites', 13);
      await page.goto('/my/favorites');
      const list = page.getByRole('list', { name: text.favorites });
      await expect(list.getByRole('listitem')).toHaveCount(12);
      const newest = saved.at(-1)!;
      const title = await titleOf(list, newest);
      await list
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: text.removeFromFavorites(title) })
        .click();
      await expect(list.getByRole('listitem')).toHaveCount(11);
      await page.getByRole('button', { name: text.showMore }).click();
      await expect(list.getByRole('listitem')).toHaveCount(12);
      const shown = await idsIn(list);
      expect(new Set(shown).size).toBe(12);
      expect([...shown].sort((a, b) => a - b)).toEqual(saved.filter((id) => id !== newest).sort((a, b) => a - b));
    });

    test('history: remove an item, Undo in the message: it is back in its place, also after a reload', async ({
      page,
    }) => {
      await signUp(page, language, `history-undo-${language}`);
      const watched = await fill(page, language, 'history', 3);
      await page.goto('/my/history');
      const list = page.getByRole('list', { name: text.history });
      await expect(list.getByRole('listitem')).toHaveCount(3);
      const before = await idsIn(list);
      const middle = watched[1];
      const title = await titleOf(list, middle);

      await list.getByRole('button', { name: text.removeFromHistory(title) }).click();
      await expect(list.getByRole('listitem')).toHaveCount(2);
      const message = page.getByRole('status').filter({ hasText: text.removedFromHistory(title) });
      await message.getByRole('button', { name: text.undo }).click();
      await expect(message).toHaveCount(0);
      await expect(list.getByRole('listitem')).toHaveCount(3);
      expect(await idsIn(list)).toEqual(before);

      await page.reload();
      await expect(list.getByRole('listitem')).toHaveCount(3);
      expect(await idsIn(list)).toEqual(before);
    });
  });
}

test.describe('confirmations and undo are one pattern', () => {
  test('un-heart a favorite, Undo: back in its place after a reload (zh-Hant-TW)', async ({ page }) => {
    const text = TEXT['zh-Hant-TW'];
    await signUp(page, 'zh-Hant-TW', 'favorites-undo');
    await fill(page, 'zh-Hant-TW', 'favorites', 3);
    await page.goto('/my/favorites');
    const list = page.getByRole('list', { name: text.favorites });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    const before = await idsIn(list);
    const title = await titleOf(list, before[0]);
    await list.getByRole('button', { name: text.removeFromFavorites(title) }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await page
      .getByRole('status')
      .filter({ hasText: text.removedFromFavorites(title) })
      .getByRole('button', { name: text.undo })
      .click();
    await page.reload();
    await expect(list.getByRole('listitem')).toHaveCount(3);
    expect(await idsIn(list)).toEqual(before);
  });

  test('clearing history asks in a modal dialog (no browser confirm): focus kept inside, Esc cancels, then it clears (en)', async ({
    page,
  }) => {
    const text = TEXT.en;
    const nativeDialogs: string[] = [];
    page.on('dialog', (d) => {
      nativeDialogs.push(d.message());
      void d.dismiss();
    });
    await signUp(page, 'en', 'history-clear');
    await fill(page, 'en', 'history', 2);
    await page.goto('/my/history');
    const list = page.getByRole('list', { name: text.history });
    await expect(list.getByRole('listitem')).toHaveCount(2);

    const clear = page.getByRole('button', { name: text.clearAll });
    await clear.click();
    const dialog = page.getByRole('dialog', { name: text.clearDialog });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: text.cancel })).toBeFocused();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(clear).toBeFocused();
    await expect(list.getByRole('listitem')).toHaveCount(2);

    await clear.click();
    await dialog.getByRole('button', { name: text.clearConfirm }).click();
    await expect(page.getByText(text.nothingWatched)).toBeVisible();
    await page.reload();
    await expect(page.getByText(text.nothingWatched)).toBeVisible();
    expect(nativeDialogs).toEqual([]);
  });
});

test.describe('a paused history', () => {
  test('pause, reload: still paused; watch an experience: the history stays empty (en)', async ({ page }) => {
    const text = TEXT.en;
    await signUp(page, 'en', 'history-paused');
    await page.goto('/my/history');
    await page.getByRole('button', { name: text.pause }).click();
    const banner = page.getByRole('status').filter({ hasText: text.paused });
    await expect(banner).toBeVisible();
    await page.reload();
    await expect(banner).toBeVisible();

    const [experience] = await homeExperiences(page.request);
    // the page counts the view once it has painted: wait for the call, so the history is read after it
    const viewed = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v1/video_experience/${experience.id}/view`) && r.status() === 200,
    );
    await page.goto(`/experience/${experience.id}--${experience.slug}`);
    await viewed;

    await page.goBack();
    await expect(page).toHaveURL(/\/my\/history$/);
    await expect(page.getByText(text.nothingWatched)).toBeVisible();
    await page.reload();
    await expect(page.getByText(text.nothingWatched)).toBeVisible();
    await expect(page.getByRole('list', { name: text.history })).toHaveCount(0);
  });
});

test.describe('a guest and unknown travellers', () => {
  test('a guest loading Home sees no failed request and no console error about the current user', async ({ page }) => {
    const failed: string[] = [];
    const errors: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/') && r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto('/');
    // the header knows the visitor is a guest: the page came with the answer, so nothing was asked
    await expect(page.getByRole('link', { name: '登入' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked.filter((path) => /^\/api\/v1\/user\/(me|session)$/.test(path))).toEqual([]);
    expect(failed).toEqual([]);
    expect(errors.filter((e) => /401|user\/me|user\/session/.test(e))).toEqual([]);
  });

  for (const [language, acceptLanguage] of [
    ['en', 'en'],
    ['zh-Hant-TW', 'zh-TW'],
  ] as const) {
    test(`the posts and the experiences of a traveller who does not exist are both "not found" (${language})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Language': acceptLanguage } });
      const page = await context.newPage();
      // the guest's language, as the language switch keeps it
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
      for (const path of ['/user/999999/posts', '/user/999999/experiences']) {
        const response = await page.goto(path);
        expect({ path, status: response?.status() }).toEqual({ path, status: 404 });
        await expect(page.getByRole('heading', { level: 1, name: TEXT[language].notFound })).toBeVisible();
      }
      await context.close();
    });
  }
});
