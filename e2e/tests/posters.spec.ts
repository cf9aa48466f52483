import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { homeExperiences } from './helpers';

interface SummaryAnswer {
  id: number;
  slug: string;
  title: string;
  place_label: string;
}

interface DetailAnswer {
  title: string;
  places: { position: number; place: { place_name: string; country: { country_name: string } | null } }[];
}

/** What the API answers a visitor who reads English. */
async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/v1/${path}`, { headers: { 'accept-language': 'en' } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: T }).data;
}

/** The video image hosts (YouTube's, and the one Vimeo stills come from) cannot be reached. */
async function blockImageHosts(page: Page): Promise<void> {
  await page.route('https://i.ytimg.com/**', (route) => route.abort());
  await page.route('https://vumbnail.com/**', (route) => route.abort());
}

/**
 * Scrolls through the whole page one screen at a time; on each screen waits until every image in view has
 * settled (loaded or failed), and collects the ones shown broken (settled with no picture).
 */
async function brokenImages(page: Page): Promise<string[]> {
  const broken = new Set<string>();
  await page.evaluate(() => window.scrollTo(0, 0));
  for (;;) {
    const inView = () =>
      page.evaluate(() =>
        Array.from(document.images)
          .filter((img) => {
            const box = img.getBoundingClientRect();
            const shown = getComputedStyle(img).visibility !== 'hidden' && box.width > 0 && box.height > 0;
            return shown && box.bottom > 0 && box.top < window.innerHeight;
          })
          .map((img) => ({ src: img.currentSrc || img.src, complete: img.complete, width: img.naturalWidth })),
      );
    await expect.poll(async () => (await inView()).filter((i) => !i.complete).map((i) => i.src)).toEqual([]);
    for (const img of await inView()) if (img.width === 0) broken.add(img.src);
    const atBottom = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight);
      return window.scrollY === before;
    });
    if (atBottom) break;
  }
  return [...broken];
}

/**
 * The card of `experience` (a link named by its title, then its poster) shows, once scrolled into view, a poster named by its
 * place label; a poster is drawn text, not a picture: the place and the country are written on it.
 */
async function expectPlacePoster(page: Page, experience: SummaryAnswer): Promise<void> {
  const card = page.getByRole('link', { name: `${experience.title} ${experience.place_label}`, exact: true }).first();
  await card.scrollIntoViewIfNeeded();
  const poster = card.getByRole('img', { name: experience.place_label, exact: true });
  await expect(poster).toBeVisible();
  for (const part of experience.place_label.split(' / ')) await expect(poster).toContainText(part);
}

test.describe('video thumbnails whose image host is blocked show posters', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await blockImageHosts(page);
  });

  // each list of experience cards, with the API call that gives its videos
  const lists = [
    { screen: 'home', path: '/', api: 'video_experience/for_home' },
    { screen: 'search results', path: '/search?place_id=market', api: 'video_experience/search?place_id=market' },
  ];
  for (const { screen, path, api } of lists) {
    test(`${screen}: a video with a place shows a poster of it, and no picture is broken`, async ({
      page,
      request,
    }) => {
      const placed = (await apiGet<SummaryAnswer[]>(request, api)).find((e) => e.place_label);
      expect(placed).toBeDefined();
      await page.goto(path);
      await expectPlacePoster(page, placed!);
      expect(await brokenImages(page)).toEqual([]);
    });
  }

  test('experience: the player shows a poster of the first place before play, and no picture is broken', async ({
    page,
    request,
  }) => {
    const featured = await homeExperiences(request);
    const firstPlace = (detail: DetailAnswer) => [...detail.places].sort((a, b) => a.position - b.position)[0]?.place;
    let chosen: { id: number; slug: string; detail: DetailAnswer } | undefined;
    for (const e of featured) {
      const detail = await apiGet<DetailAnswer>(request, `video_experience/${e.id}`);
      if (firstPlace(detail)?.country) {
        chosen = { id: e.id, slug: e.slug, detail };
        break;
      }
    }
    expect(chosen).toBeDefined();
    const first = firstPlace(chosen!.detail)!;
    await page.goto(`/experience/${chosen!.id}--${chosen!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: chosen!.detail.title })).toBeVisible();
    const poster = page.getByRole('img', { name: `${first.place_name} / ${first.country!.country_name}`, exact: true });
    await expect(poster).toBeVisible();
    await expect(poster).toContainText(first.place_name);
    await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible();
    expect(await brokenImages(page)).toEqual([]);
  });
});
