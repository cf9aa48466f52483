import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { Place, PlaceVlog } from 'shared';
import { DEMO, switchToEnglish } from './helpers';

const headers = { 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'en' };

async function call<D>(api: APIRequestContext, method: string, url: string, data?: unknown) {
  const res = await api.fetch(url, { method, data, headers });
  const body = (await res.json()) as { code: number; data: D; result?: { total: number } };
  expect([url, body.code]).toEqual([url, 200]);
  return body;
}

/** A demo point of interest with public vlogs that nobody has written about yet. */
async function quietPlace(api: APIRequestContext): Promise<{ place: Place; vlog: PlaceVlog }> {
  const home = await call<Array<{ id: number }>>(api, 'GET', '/api/v1/video_experience/for_home');
  for (const { id } of home.data) {
    const experience = await call<{ places: Array<{ place: Place }> }>(api, 'GET', `/api/v1/video_experience/${id}`);
    for (const { place } of experience.data.places) {
      if (place.type !== 'poi') continue;
      const posts = await call<unknown[]>(api, 'GET', `/api/v1/post/?place_id=${place.id}&page=1`);
      if (posts.result!.total > 0) continue;
      const vlogs = await call<PlaceVlog[]>(api, 'GET', `/api/v1/place/${place.id}/vlogs`);
      const vlog = vlogs.data.find((v) => v.moment.place.id === place.id && v.moment.time < 3600);
      if (vlog) return { place, vlog };
    }
  }
  throw new Error('no demo place without posts');
}

/** A review by the demo user with its photos, written through the API the post editor uses. */
async function review(api: APIRequestContext, placeId: number, stars: number, photos: Array<[string, string]>) {
  const batch = `e2e-summary-${placeId}-${stars}`;
  const media = [];
  for (const [color, alt] of photos) {
    const jpeg = await sharp({ create: { width: 160, height: 120, channels: 3, background: color } })
      .jpeg()
      .toBuffer();
    const res = await api.post('/api/v1/post/media-upload', {
      headers,
      multipart: {
        place_id: String(placeId),
        batch_id: batch,
        alt,
        file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: jpeg },
      },
    });
    const uploaded = (await res.json()) as { code: number; data: { id: number } };
    expect(uploaded.code).toBe(200);
    media.push({ id: uploaded.data.id, alt });
  }
  const post = await call<{ post_id: number }>(api, 'POST', '/api/v1/post/', {
    place_id: placeId,
    batch_id: batch,
    post: `${stars} stars from the place-summary journey`,
    recommend: stars,
    media,
    is_local: false,
    timezone_offset: 0,
  });
  return post.data.post_id;
}

const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** What the place page says about the two reviews, in one language. */
async function expectSummary(
  page: Page,
  words: {
    photos: string;
    photoName: string;
    ratings: string;
    average: string;
    count: string;
    table: string;
    rows: string[];
    moment: string;
  },
) {
  const photos = page.getByRole('list', { name: words.photos });
  await expect(photos.getByRole('img')).toHaveCount(3);
  await expect(photos.getByRole('link', { name: words.photoName })).toBeVisible();

  const rating = page.getByRole('region', { name: words.ratings });
  await expect(rating.getByText(words.average, { exact: true })).toBeVisible();
  await expect(rating.getByText(words.count, { exact: true })).toBeVisible();
  const table = rating.getByRole('table', { name: words.table });
  for (const row of words.rows) await expect(table.getByRole('row', { name: row, exact: true })).toBeVisible();

  await expect(page.getByRole('link', { name: words.moment, exact: true })).toBeVisible();
}

test.describe('place page: photos, rating and vlog moments', () => {
  test('a cold load of a place with reviews shows their photos, the rating by stars and the vlog moments, in both languages', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // two reviews with three uploaded photos, then the page in two languages
    test.slow();
    const api = await playwright.request.newContext({ baseURL });
    await call(api, 'POST', '/api/v1/user/email_login', { email: DEMO.email, password: DEMO.password });
    const { place, vlog } = await quietPlace(api);
    const postIds: number[] = [];
    try {
      postIds.push(await review(api, place.id, 3, [['#1d4ed8', '']]));
      postIds.push(
        await review(api, place.id, 5, [
          ['#0f766e', 'Lanterns at dusk'],
          ['#b45309', ''],
        ]),
      );
      const time = mmss(vlog.moment.time);

      // Chinese, the default: a fresh visitor on a desktop opens the place's address
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/place/${place.id}--${place.slug}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-TW');
      await expectSummary(page, {
        photos: '旅人拍的相片',
        photoName: `Lanterns at dusk（${DEMO.name} 拍的相片）`,
        ratings: '評分',
        average: '4.0 分（滿分 5 分）',
        count: '2 則評分',
        table: '各星等的評分數',
        rows: ['5 星 1', '4 星 0', '3 星 1', '2 星 0', '1 星 0'],
        moment: `在 ${time}（${vlog.title}）`,
      });

      // the moment opens its vlog with a pointer click (it is not under the next row or section); Back returns
      await page.getByRole('link', { name: `在 ${time}（${vlog.title}）`, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/experience/${vlog.id}--`));
      await page.goBack();

      // the newest photo is reached by the keyboard and opens its post
      const newest = page.getByRole('link', { name: `Lanterns at dusk（${DEMO.name} 拍的相片）` });
      await newest.focus();
      await expect(newest).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/post/${postIds[1]}$`));

      // English, then on a phone
      await switchToEnglish(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/place/${place.id}--${place.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: place.place_name })).toBeVisible();
      await expectSummary(page, {
        photos: 'Photos from travellers',
        photoName: `Lanterns at dusk (photo by ${DEMO.name})`,
        ratings: 'Ratings',
        average: '4.0 out of 5',
        count: '2 ratings',
        table: 'Ratings by stars',
        rows: ['5 stars 1', '4 stars 0', '3 stars 1', '2 stars 0', '1 star 0'],
        moment: `at ${time} in ${vlog.title}`,
      });
      const strip = page.getByRole('list', { name: 'Photos from travellers' });
      await expect(strip.getByRole('img', { name: `Photo by ${DEMO.name}`, exact: true })).toHaveCount(2);
      // the moment opens its vlog with a pointer click on the phone too
      await page.getByRole('link', { name: `at ${time} in ${vlog.title}`, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/experience/${vlog.id}--`));
    } finally {
      for (const id of postIds) await call(api, 'DELETE', `/api/v1/post/${id}`);
      await api.dispose();
    }
  });
});
