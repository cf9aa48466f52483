import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Place, Post } from 'shared';
import { E2E_PORTS, type RemoteName } from '../system';
import { escapeRegExp, homeExperiences } from './helpers';

/** The remotes whose files a page requested (by their origin's port). */
function watchRemoteRequests(page: Page): Set<RemoteName> {
  const seen = new Set<RemoteName>();
  const byPort = new Map(
    (Object.entries(E2E_PORTS) as [string, number][])
      .filter(([name]) => name.startsWith('mf_'))
      .map(([name, port]) => [String(port), name as RemoteName]),
  );
  page.on('request', (request) => {
    const remote = byPort.get(new URL(request.url()).port);
    if (remote) seen.add(remote);
  });
  return seen;
}

test.describe('delivery: a page downloads only the remotes it shows', () => {
  test('a first visit to Home fetches the discovery remote and no other', async ({ page }) => {
    const fetched = watchRemoteRequests(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: /.+/ }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect([...fetched]).toEqual(['mf_discovery']);
  });

  test('the page itself carries the remote map and announces the remote it needs', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const response = await page.goto('/');
    const html = await response!.text();
    expect(html).toContain(
      `<link rel="preload" as="script" href="http://localhost:${E2E_PORTS.mf_discovery}/remoteEntry.js">`,
    );
    await expect(page.getByRole('link', { name: /.+/ }).first()).toBeVisible();
    expect(asked).not.toContain('/remotes.json');
  });

  test('a guest’s cold load of a video, a place or a post asks the API neither for it nor for the session or menu: the page came with them', async ({
    page,
    request,
  }) => {
    const [experience] = await homeExperiences(request);
    const place = ((await (await request.get('/api/v1/place/home')).json()).data as Place[])[0];
    const [post] = (await (await request.get('/api/v1/post/?page=1')).json()).data as Post[];
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto(`/experience/${experience.id}--${experience.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: experience.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(experience.title)} \\| `));
    await page.goto(`/place/${place.id}--${place.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: place.place_name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.goto(`/post/${post.post_id}`);
    await expect(page.getByRole('article').getByText(post.post.slice(0, 20))).toBeVisible();
    await page.waitForLoadState('networkidle');
    const items = [
      `/api/v1/video_experience/${experience.id}`,
      `/api/v1/place/${place.id}`,
      `/api/v1/post/${post.post_id}`,
      // who is signed in (no one) and the footer's menu came with each page too
      '/api/v1/user/session',
      '/api/v1/misc/menu',
    ];
    expect(asked.filter((p) => items.includes(p))).toEqual([]);
    // nor for what the server put in the head
    expect(asked).not.toContain('/api/v1/misc/page-seo');
  });

  test('the login popup’s remote is fetched only when a guest asks to sign in', async ({ page, request }) => {
    const [experience] = await homeExperiences(request);
    const fetched = watchRemoteRequests(page);
    await page.goto(`/experience/${experience.id}--${experience.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: experience.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fetched.has('mf_auth')).toBe(false);

    await page.getByRole('button', { name: /^(Like|讚)$/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(fetched.has('mf_auth')).toBe(true);
  });

  test('a place’s posts and reviews (another remote, below the fold) are fetched when the visitor scrolls to them', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // the place of Home's with the most vlogs: their cards fill more than a phone's screen, so the posts are
    // well below the fold (under a place with a single vlog they start near it, and load with the page)
    const places = (await (await request.get('/api/v1/place/home')).json()).data as Place[];
    const vlogCounts = await Promise.all(
      places.map(
        async (p) =>
          ((await (await request.get(`/api/v1/place/${p.id}/vlogs`)).json()) as { result?: { total?: number } }).result
            ?.total ?? 0,
      ),
    );
    const place = places[vlogCounts.indexOf(Math.max(...vlogCounts))];
    expect(Math.max(...vlogCounts)).toBeGreaterThan(1);
    const fetched = watchRemoteRequests(page);
    await page.goto(`/place/${place.id}--${place.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: place.place_name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fetched.has('mf_profile')).toBe(false);
    await expect(page.getByRole('heading', { name: '貼文與評論' })).toHaveCount(0);

    await page.mouse.wheel(0, 20_000);
    await expect(page.getByRole('heading', { name: '貼文與評論' })).toBeVisible();
    expect(fetched.has('mf_profile')).toBe(true);
  });
});

/** The hosts of video stills (YouTube's, and the one Vimeo stills come from). */
const STILL_HOSTS = /^https:\/\/(i\.ytimg\.com|vumbnail\.com)\//;
/** A 1×1 PNG: what the still hosts answer here (the machine that runs the suite may have no Internet). */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Answers every request for a video still with PIXEL; the URLs asked, in order. */
async function serveStills(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(STILL_HOSTS, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'image/png', body: PIXEL });
  });
  return asked;
}

test.describe('delivery: a video’s page fetches its player’s still with the page', () => {
  test.describe('with no script running', () => {
    test.use({ javaScriptEnabled: false });

    test('the page’s HTML alone asks for the still, once', async ({ page, request }) => {
      const [experience] = await homeExperiences(request);
      const asked = await serveStills(page);
      await page.goto(`/experience/${experience.id}--${experience.slug}`);
      await expect.poll(() => asked.length).toBe(1);
      await page.waitForLoadState('networkidle');
      expect(asked).toHaveLength(1);
    });
  });

  test('the player shows that very image, and it is downloaded once', async ({ page, request }) => {
    const [experience] = await homeExperiences(request);
    const asked = await serveStills(page);
    await page.goto(`/experience/${experience.id}--${experience.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: experience.title })).toBeVisible();
    const still = page.getByRole('main').locator('img').first();
    await expect(still).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shown = await still.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(asked.filter((url) => url === shown)).toHaveLength(1);
    expect(asked[0]).toBe(shown);
  });
});

test.describe('delivery: pages keep still while they load', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  /** A place page: a point of interest of Home's "explore places" (its planner buttons come from another remote). */
  async function placeRoute(request: APIRequestContext): Promise<string> {
    const places = (await (await request.get('/api/v1/place/home')).json()).data as Place[];
    const place = places.find((p) => p.type === 'poi') ?? places[0];
    return `/place/${place.id}--${place.slug}`;
  }

  for (const [name, routeOf] of [
    ['Home', async () => '/'],
    ['search', async () => '/search?place_id=market'],
    ['a place', placeRoute],
  ] as const) {
    test(`a cold load of ${name} shifts nothing in view (layout shift < 0.05)`, async ({ page, request }) => {
      const route = await routeOf(request);
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) w.__shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('link', { name: /.+/ }).first()).toBeVisible();
      const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
      expect(shift).toBeLessThan(0.05);
    });
  }
});

test.describe('delivery: every route is styled on a cold load', () => {
  /** The computed layout of the list holding the page's first video card (a fresh browser, no page before). */
  async function cardListStyle(page: Page, route: string) {
    await page.goto(route);
    const card = page.getByRole('link', { name: /.+/ }).and(page.locator('a[href^="/experience/"]')).first();
    await expect(card).toBeVisible();
    return card.evaluate((a) => {
      const list = a.closest('ul')!;
      const style = getComputedStyle(list);
      return { display: style.display, listStyle: style.listStyleType };
    });
  }

  test('search, tag search and a place show their cards in the grid when opened directly', async ({
    page,
    request,
  }) => {
    const tags = (await (await request.get('/api/v1/video_experience/tags')).json()).data as { slug: string }[];
    const places = (await (await request.get('/api/v1/place/home')).json()).data as { id: number; slug: string }[];
    for (const route of [
      '/search?place_id=market',
      `/tag/${tags[0].slug}`,
      `/place/${places[0].id}--${places[0].slug}`,
    ]) {
      expect(await cardListStyle(page, route), route).toEqual({ display: 'grid', listStyle: 'none' });
    }
  });
});
