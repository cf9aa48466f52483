import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { homeExperiences, type HomeExperience } from './helpers';

/**
 * The experience page uses the width on a desktop: from 1200 px the places (list or map) stand beside the player;
 * on a phone everything is one column, the places under the player. Each page is a cold load: a fresh browser
 * context opening the experience's address directly, so its styles must come with the page itself.
 */

const PLAYER = /^(Play video|播放影片)$/;
const PLACES = /^(Places in this video|影片中的地點)$/;
const MAP = /^(Places on the map|地圖上的地點)$/;
const MAP_VIEW = /^(Map view|地圖檢視)$/;

async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

async function coldLoad(
  browser: Browser,
  size: { width: number; height: number },
  language: 'en' | 'zh-Hant-TW',
  e: HomeExperience,
) {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  // a visitor who chose this language before (the site keeps the choice in the browser)
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
  // thumbnails: no network in tests (the poster stands in)
  await page.route(/^https:\/\/(i\.ytimg\.com|vumbnail\.com)\//, (route) => route.abort());
  await page.goto(`/experience/${e.id}--${e.slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  return { page, close: () => context.close() };
}

const player = (page: Page) => page.getByRole('button', { name: PLAYER });

test.describe('experience page layout', () => {
  let experience: HomeExperience;
  test.beforeAll(async ({ request }) => {
    [experience] = await homeExperiences(request);
  });

  test('at 1280×800 the places list and the map stand beside the player (zh-Hant-TW)', async ({ browser }) => {
    const { page, close } = await coldLoad(browser, { width: 1280, height: 800 }, 'zh-Hant-TW', experience);
    try {
      const video = await box(player(page));
      const places = await box(page.getByRole('region', { name: PLACES }));
      // to the right of the player, starting level with it: in view beside it on the first screen
      expect(places.x).toBeGreaterThanOrEqual(video.x + video.width);
      expect(places.y).toBeLessThan(video.y + video.height);
      expect(places.y).toBeGreaterThanOrEqual(video.y - 80);
      // the player takes the room left of the places, wider than the old 960 px column allowed beside anything
      expect(video.width + places.width).toBeGreaterThan(1000);

      await page.getByRole('button', { name: MAP_VIEW }).click();
      const map = await box(page.getByRole('region', { name: MAP }));
      expect(map.x).toBeGreaterThanOrEqual(video.x + video.width);
      expect(map.y).toBeLessThan(video.y + video.height);
    } finally {
      await close();
    }
  });

  test('at 390×844 the places follow the player in one column (English)', async ({ browser }) => {
    const { page, close } = await coldLoad(browser, { width: 390, height: 844 }, 'en', experience);
    try {
      const video = await box(player(page));
      const places = await box(page.getByRole('region', { name: PLACES }));
      expect(places.y).toBeGreaterThanOrEqual(video.y + video.height);
      expect(Math.abs(places.x - video.x)).toBeLessThan(2);
      expect(places.x + places.width).toBeLessThanOrEqual(390);
    } finally {
      await close();
    }
  });
});
