import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { escapeRegExp, homeExperiences, switchToEnglish } from './helpers';

interface DetailPlace {
  time: number;
  place: { place_name: string; lat: number | null; lng: number | null };
}

/** A featured experience whose places have coordinates, with its places as the API gives them. */
async function experienceWithLocatedPlaces(request: APIRequestContext, language = 'zh-Hant-TW') {
  for (const e of await homeExperiences(request)) {
    const answer = await request.get(`/api/v1/video_experience/${e.id}`, { headers: { 'accept-language': language } });
    const detail = (await answer.json()) as {
      data: { places: DetailPlace[] };
    };
    const located = detail.data.places.filter((p) => p.place.lat !== null && p.place.lng !== null);
    if (located.length >= 2) return { url: `/experience/${e.id}--${e.slug}`, places: detail.data.places, located };
  }
  throw new Error('the demo content has no featured experience with two located places');
}

// thumbnails and players: no network in tests
async function offline(page: Page) {
  await page.route(/^https:\/\/(i\.ytimg\.com|vumbnail\.com|www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (r) =>
    r.abort(),
  );
}

test('the map view without a Maps key gives every place its coordinates and a Google Maps link, in both languages', async ({
  page,
  request,
}) => {
  await offline(page);
  const { url, located } = await experienceWithLocatedPlaces(request);
  const first = located[0].place;

  await page.goto(`${url}?view=map`);
  const link = page.getByRole('link', { name: `在 Google 地圖開啟「${first.place_name}」` });
  await expect(link.first()).toBeVisible();
  await expect(link.first()).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${first.lat},${first.lng}`)}`,
  );
  await expect(page.getByText(`北緯 ${Math.abs(first.lat!).toFixed(4)}°`).first()).toBeVisible();

  await switchToEnglish(page);
  await page.goto(`${url}?view=map`);
  // place names are localized: the English page shows the English names
  for (const { place } of (await experienceWithLocatedPlaces(request, 'en')).located) {
    await expect(page.getByRole('link', { name: `Open ${place.place_name} in Google Maps` }).first()).toBeVisible();
  }
  await expect(
    page.getByText(new RegExp(`^${escapeRegExp(Math.abs(first.lat!).toFixed(4))}° [NS], `)).first(),
  ).toBeVisible();
});

test('a timestamp chosen below the fold brings the player into view', async ({ page, request }) => {
  await offline(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const { url, places } = await experienceWithLocatedPlaces(request);
  const last = places[places.length - 1];

  await page.goto(url);
  await expect(page.getByRole('button', { name: '播放影片' })).toBeVisible();
  const timestamp = page.getByRole('button', { name: new RegExp(`：${escapeRegExp(last.place.place_name)}$`) }).last();
  await timestamp.scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: '播放影片' })).not.toBeInViewport();
  await timestamp.click();
  // the player starts at that moment, on screen
  await expect(page.getByTitle(/^影片播放器：/)).toBeInViewport({ ratio: 0.9 });
});

test('each place of a video has its own heart, named by the place, in both languages', async ({ page, request }) => {
  await offline(page);
  const { url } = await experienceWithLocatedPlaces(request);
  for (const [language, name] of [
    ['zh-Hant-TW', (place: string) => `把${place}收藏到靈感清單`],
    ['en', (place: string) => `Save ${place} to inspiration`],
  ] as const) {
    const detail = (await (
      await request.get(`/api/v1/video_experience/${url.split('/')[2].split('--')[0]}`, {
        headers: { 'accept-language': language },
      })
    ).json()) as { data: { places: DetailPlace[] } };
    if (language === 'en') await switchToEnglish(page);
    await page.goto(url);
    const list = page.getByRole('region', { name: language === 'en' ? 'Places in this video' : '影片中的地點' });
    for (const { place } of detail.data.places) {
      // each heart loads when its place comes near the screen
      await list.getByText(place.place_name, { exact: true }).first().scrollIntoViewIfNeeded();
      await expect(list.getByRole('button', { name: name(place.place_name), exact: true }).first()).toBeVisible();
    }
    await expect(
      list.getByRole('button', { name: language === 'en' ? 'Save to inspiration' : '收藏到靈感清單', exact: true }),
    ).toHaveCount(0);
  }
});
