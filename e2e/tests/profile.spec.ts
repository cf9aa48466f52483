import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { escapeRegExp, logIn } from './helpers';

const T = (en: string, zh: string) => new RegExp(`^(${en}|${zh})$`);

async function api<D = unknown>(page: Page, method: string, url: string, data?: unknown) {
  const res = await page.request.fetch(url, {
    method,
    data,
    headers: { 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'en' },
  });
  const body = (await res.json()) as { code: number; data: D; result?: { max_page: number } };
  expect([url, body.code]).toEqual([url, 200]);
  return body;
}

async function photo(color: string): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 60, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

async function signedIn(page: Page) {
  await logIn(page);
  await expect(page).toHaveURL(/\/$/);
  return (await api<{ id: number }>(page, 'GET', '/api/v1/user/me')).data.id;
}

test.describe('posts and reviews with photos', () => {
  test('write a review with two photos on a place page, rotate one, publish; wall, filter, edit, delete', async ({
    page,
  }) => {
    const userId = await signedIn(page);
    const places = (
      await api<
        Array<{ id: number; slug: string; place_name: string; country: { id: number; country_name: string } | null }>
      >(page, 'GET', '/api/v1/place/home')
    ).data;
    const place = places.find((p) => p.country)!;
    await page.goto(`/place/${place.id}--${place.slug}`);

    // uploads are held back a moment so the progress bar can be seen
    await page.route('**/api/v1/post/media-upload', async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });

    // the posts and reviews are below the fold: they load as the visitor scrolls down to them
    await expect(page.getByRole('heading', { level: 1, name: place.place_name })).toBeVisible();
    await page.mouse.wheel(0, 20_000);
    await page.getByRole('button', { name: T('Write a post', '撰寫貼文') }).click();
    const editor = page.locator('form.mfpr-editor');
    await editor.getByRole('textbox', { name: T('Your post', '貼文內容') }).fill('Loved it <b>here</b>\nCome early');
    await editor.getByRole('checkbox', { name: T('This is a review', '這是一則評論') }).check();
    // a review starts with no stars: the author gives them
    const rating = editor.getByRole('combobox', { name: T('Rating', '評分') });
    await expect(rating).toHaveValue('0');
    await rating.selectOption('5');
    await editor.getByLabel(T('Add photos', '加入相片')).setInputFiles([
      { name: 'one.jpg', mimeType: 'image/jpeg', buffer: await photo('#e11d48') },
      { name: 'two.jpg', mimeType: 'image/jpeg', buffer: await photo('#2563eb') },
    ]);
    await expect(editor.getByRole('progressbar').first()).toBeVisible();
    await expect(editor.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
    await expect(editor.getByRole('button', { name: /Rotate photo|旋轉第/ })).toHaveCount(2);

    const rotated = page.waitForResponse((r) => /\/manipulate$/.test(r.url()) && r.status() === 200);
    await editor.getByRole('button', { name: /^(Rotate photo 1|旋轉第 1 張相片)$/ }).click();
    const media = (await (await rotated).json()) as { data: { degree: number; width: number; height: number } };
    expect(media.data).toMatchObject({ degree: 90, width: 60, height: 120 });

    await editor.getByRole('button', { name: T('Publish', '發佈') }).click();
    await expect(editor).toHaveCount(0);
    const card = page.locator('article.mfpr-post', { hasText: 'Loved it <b>here</b>' });
    await expect(card).toBeVisible();
    await expect(card.locator('.mfpr-post-text')).toHaveText(/Loved it <b>here<\/b>\s*Come early/);
    await expect(card.locator('.mfpr-post-text br')).toHaveCount(1);
    await expect(card.getByRole('img')).toHaveCount(3); // two photos + the stars
    // each photo names its author, as a screen reader user hears it
    const author = escapeRegExp(
      (await api<{ display_name: string }>(page, 'GET', '/api/v1/user/me')).data.display_name,
    );
    await expect(
      card.getByRole('img', {
        name: T(`Photo 1 of the post by ${author}`, `${author} 貼文中的第 1 張相片`),
      }),
    ).toBeVisible();
    await expect(card.getByRole('img', { name: /5/ })).toBeVisible();

    // my wall, filtered by the place's country
    await page.goto(`/user/${userId}/posts`);
    await expect(page.getByRole('heading', { level: 1, name: T('My posts', '我的貼文') })).toBeVisible();
    const mine = page.locator('article.mfpr-post', { hasText: 'Loved it' });
    await expect(mine).toBeVisible();
    const countryFilter = page.getByRole('button', { name: new RegExp(`^${place.country!.country_name} \\(1\\)$`) });
    await countryFilter.click();
    await expect(countryFilter).toHaveAttribute('aria-pressed', 'true');
    await expect(mine).toBeVisible();

    // edit
    await mine.getByRole('button', { name: T('Edit', '編輯') }).click();
    const edit = page.locator('form.mfpr-editor');
    await edit.getByRole('textbox', { name: T('Your post', '貼文內容') }).fill('Edited review');
    // add a YouTube video by its link (no request leaves the machine: thumbnails are blocked)
    await page.route('https://i.ytimg.com/**', (route) => route.abort());
    const videoField = edit.getByRole('textbox', { name: T('Add a video', '加入影片') });
    await videoField.fill('not a video');
    await videoField.press('Enter');
    await expect(edit.getByRole('alert')).toHaveText(
      T('This is not a YouTube link or video id.', '這不是 YouTube 連結或影片 ID。'),
    );
    await videoField.fill('https://youtu.be/dQw4w9WgXcQ?t=10');
    await videoField.press('Enter');
    // its thumbnail cannot load here: the poster stands in for it, under the same name
    await expect(edit.getByRole('img', { name: T('Thumbnail of video 1', '第 1 部影片的縮圖') })).toHaveText(
      T('Video 1', '第 1 部影片'),
    );
    await expect(edit).toBeVisible(); // Enter in the video field did not save the post
    await edit.getByRole('button', { name: T('Save', '儲存') }).click();
    const edited = page.locator('article.mfpr-post', { hasText: 'Edited review' });
    await expect(edited).toBeVisible();
    await expect(edited.getByRole('link', { name: /YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );

    // delete (asked in a dialog first)
    await edited.getByRole('button', { name: T('Delete', '刪除') }).click();
    await page
      .getByRole('dialog', { name: T('Delete this post\\?', '要刪除這篇貼文嗎？') })
      .getByRole('button', { name: T('Delete post', '刪除貼文') })
      .click();
    await expect(edited).toHaveCount(0);
    const left = await api<unknown[]>(page, 'GET', `/api/v1/post/?page=1&user_id=${userId}`);
    expect(left.data).toHaveLength(0);
  });
});

test.describe('a photo on a slow connection', () => {
  test('its upload bar shows how much has gone, then the photo is there', async ({ page }) => {
    await signedIn(page);
    const [place] = (
      await api<Array<{ id: number; slug: string; place_name: string }>>(page, 'GET', '/api/v1/place/home')
    ).data;
    await page.goto(`/place/${place.id}--${place.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: place.place_name })).toBeVisible();
    await page.mouse.wheel(0, 20_000);
    await page.getByRole('button', { name: T('Write a post', '撰寫貼文') }).click();
    const editor = page.locator('form.mfpr-editor');
    // a photo of about a megabyte (noise does not compress) over an upload link of 256 KB/s
    const big = await sharp({
      create: {
        width: 1200,
        height: 800,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(700_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    await editor
      .getByLabel(T('Add photos', '加入相片'))
      .setInputFiles([{ name: 'big.jpg', mimeType: 'image/jpeg', buffer: big }]);
    const bar = editor.getByRole('progressbar', { name: T('Uploading big.jpg', '正在上傳 big.jpg') });
    await expect(bar).toBeVisible();
    // the bar stands part-way at some moment: neither empty nor full
    await expect
      .poll(async () => {
        const value = await bar.evaluate((el: HTMLProgressElement) => el.value).catch(() => null);
        return value !== null && value > 0.05 && value < 0.95;
      })
      .toBe(true);
    await expect(bar).toHaveCount(0, { timeout: 30_000 });
    await expect(editor.getByRole('button', { name: /Rotate photo|旋轉第/ })).toHaveCount(1);
  });
});

test.describe('favorites and history', () => {
  test('favorites fill, page with "show more" until the last page, and empty by remove', async ({ page }) => {
    await signedIn(page);
    for (let id = 1; id <= 13; id++) await api(page, 'POST', `/api/v1/user/me/video_experience/favorite/${id}`);
    const pages: string[] = [];
    page.on('request', (r) => {
      // page 2 and on carry the cursor of the page before
      const m = /\/video_experience\/favorites\/(\d+)(\?cursor=|$)/.exec(r.url());
      if (m) pages.push(m[1]);
    });
    await page.goto('/my/favorites');
    const list = page.getByRole('list', { name: T('Favorites', '我的最愛') });
    await expect(list.getByRole('listitem')).toHaveCount(12);
    await page.getByRole('button', { name: T('Show more', '顯示更多') }).click();
    await expect(list.getByRole('listitem')).toHaveCount(13);
    await expect(page.getByRole('button', { name: T('Show more', '顯示更多') })).toHaveCount(0);
    await expect(page.getByText(T("That's everything.", '已經到底了。'))).toBeVisible();
    expect(pages).toEqual(['1', '2']);

    const first = list.getByRole('listitem').first();
    await first.getByRole('button', { name: /Remove .* from favorites|從我的最愛移除/ }).click();
    await expect(list.getByRole('listitem')).toHaveCount(12);
    const left = await api(page, 'GET', '/api/v1/user/me/video_experience/favorites/1');
    expect(left.result).toMatchObject({ total: 12 });
  });

  test('history fills from watching, deletes one, clears all, and pauses', async ({ page }) => {
    await signedIn(page);
    // (the demo account's history holds what other specs watched with it: this one starts from none)
    await api(page, 'DELETE', '/api/v1/user/me/video_experience/history');
    for (const id of [3, 4, 5]) await api(page, 'GET', `/api/v1/video_experience/${id}/view`);
    await page.goto('/my/history');
    const list = page.getByRole('list', { name: T('History', '觀看紀錄') });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await list
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /Remove .* from history|從觀看紀錄移除/ })
      .click();
    await expect(list.getByRole('listitem')).toHaveCount(2);

    await page.getByRole('button', { name: T('Clear all history', '清除所有觀看紀錄') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: T('Clear history', '清除紀錄') })
      .click();
    await expect(page.getByText(/Nothing watched yet|還沒有觀看紀錄/)).toBeVisible();

    await page.getByRole('button', { name: T('Pause history', '暫停記錄') }).click();
    await expect(page.getByRole('status').filter({ hasText: /History is paused|已暫停觀看紀錄/ })).toBeVisible();
    const setting = await api<{ paused: boolean }>(page, 'GET', '/api/v1/user/me/video_experience/history_settings');
    expect(setting.data.paused).toBe(true);
    await page.getByRole('button', { name: T('Resume history', '恢復記錄') }).click();
    await expect(page.getByRole('button', { name: T('Pause history', '暫停記錄') })).toBeVisible();
  });

  test('the profile drawer lists the profile screens', async ({ page }) => {
    await signedIn(page);
    await page.getByRole('button', { name: /Demo Traveller/ }).click();
    const nav = page.getByRole('navigation', { name: T('Your profile', '我的帳號') });
    await expect(nav.getByRole('link')).toHaveCount(8);
    await nav.getByRole('link', { name: T('History', '觀看紀錄') }).click();
    await expect(page).toHaveURL(/\/my\/history$/);
  });
});
