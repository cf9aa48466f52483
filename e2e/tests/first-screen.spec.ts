import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS, readRemotesMap, remoteManifestUrl, writeRemotesMap } from '../system';
import { escapeRegExp, homeExperiences, untilHydrated } from './helpers';

/** The API reads home's first screen makes (its route declares them: they come with the page). */
const HOME_READS = [
  '/api/v1/video_experience/for_home',
  '/api/v1/place/home',
  '/api/v1/video_experience/for_countries',
];

/** The paths of the API requests the page makes from now on. */
function apiRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) paths.push(url.pathname);
  });
  return paths;
}

/** What the browser's console says from now on, errors and warnings. */
function consoleProblems(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') said.push(m.text());
  });
  page.on('pageerror', (e) => said.push(e.message));
  return said;
}

test.describe('with scripts off, the first screen is in the page', () => {
  test.use({ javaScriptEnabled: false });

  test('home in Chinese (the default): heading, its three lists, links to every featured video', async ({
    page,
    request,
  }) => {
    const experiences = await homeExperiences(request);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 2, name: '精選旅遊影片' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '探索景點' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '國家' })).toBeVisible();
    for (const e of experiences) {
      await expect(page.getByRole('link', { name: new RegExp(`^${escapeRegExp(e.title)}`) }).first()).toHaveAttribute(
        'href',
        `/experience/${e.id}--${e.slug}`,
      );
    }
    await expect(page.getByText('載入中')).toHaveCount(0);
  });

  test('home in English for a browser that chose English', async ({ page, context }) => {
    await context.addCookies([{ name: 'language', value: 'en', url: `http://localhost:${E2E_PORTS.shell}` }]);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 2, name: 'Featured travel videos' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Places to explore' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  });

  test('an unknown address: its 404 page, status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('the browser takes the server’s HTML over', () => {
  test('home hydrates: the server’s elements stay, no React error, and home asks none of its lists again', async ({
    page,
    request,
  }) => {
    const [first] = await homeExperiences(request);
    const problems = consoleProblems(page);
    const api = apiRequests(page);
    // the page's scripts wait until the server's heading is marked: hydration keeps that very element
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/main.js*', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 2, name: '精選旅遊影片' });
    await heading.evaluate((h) => h.setAttribute('data-from-server', ''));
    release();
    // the app runs: the header's language switch answers once React has taken it over
    await (await untilHydrated(page.getByRole('button', { name: /Switch language to English/ }))).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Featured travel videos' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Featured travel videos' })).toHaveAttribute(
      'data-from-server',
      '',
    );
    await expect(page.getByRole('link', { name: new RegExp(`^${escapeRegExp(first.title)}`) }).first()).toBeVisible();
    expect(problems.filter((p) => /react|hydrat|did not match|minified/i.test(p))).toEqual([]);
    // in Chinese, the lists came with the page; English asked them once each
    for (const read of HOME_READS) expect(api.filter((p) => p === read)).toHaveLength(1);
  });

  test('a cold load of home asks the API for none of its lists (they came with the page)', async ({ page }) => {
    const api = apiRequests(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: '精選旅遊影片' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(api.filter((p) => HOME_READS.includes(p))).toEqual([]);
  });
});

test.describe('search and place pages come rendered and hydrate too', () => {
  test('a place: its name in the page with scripts off; in Chromium, hydrated without a React error and not asked again', async ({
    browser,
    request,
  }) => {
    const [place] = (
      (await (await request.get('/api/v1/place/home')).json()) as { data: { id: number; slug: string }[] }
    ).data;
    const path = `/place/${place.id}--${place.slug}`;
    const detail = ((await (await request.get(`/api/v1/place/${place.id}`)).json()) as { data: { place_name: string } })
      .data;

    const still = await browser.newContext({ javaScriptEnabled: false });
    const plain = await still.newPage();
    expect((await plain.goto(path))?.status()).toBe(200);
    await expect(plain.getByRole('heading', { level: 1, name: detail.place_name })).toBeVisible();
    await still.close();

    const page = await browser.newPage();
    const problems = consoleProblems(page);
    const api = apiRequests(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: detail.place_name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems.filter((p) => /react|hydrat|did not match|minified/i.test(p))).toEqual([]);
    expect(api.filter((p) => p === `/api/v1/place/${place.id}`)).toEqual([]);
    await page.close();
  });

  test('a search: its heading and form in the page with scripts off; hydrated without a React error', async ({
    browser,
  }) => {
    const still = await browser.newContext({ javaScriptEnabled: false });
    const plain = await still.newPage();
    expect((await plain.goto('/search?q=kyoto'))?.status()).toBe(200);
    await expect(plain.getByRole('heading', { level: 1, name: '搜尋旅遊影片' })).toBeVisible();
    await expect(plain.getByRole('search').first()).toBeVisible();
    await still.close();

    const page = await browser.newPage();
    const problems = consoleProblems(page);
    await page.goto('/search?q=kyoto');
    await expect(page.getByRole('heading', { level: 2, name: /結果/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems.filter((p) => /react|hydrat|did not match|minified/i.test(p))).toEqual([]);
    await page.close();
  });
});

test.describe('a remote without a server build', () => {
  let mapBefore: Record<string, unknown>;
  let proxy: http.Server;

  test.beforeAll(async () => {
    mapBefore = readRemotesMap();
    // the discovery remote as it was deployed before server builds: its files, but no server/ folder
    const origin = new URL(remoteManifestUrl('mf_discovery')).origin;
    proxy = http.createServer(async (req, res) => {
      if (req.url?.startsWith('/server/')) {
        res.writeHead(404).end();
        return;
      }
      const upstream = await fetch(`${origin}${req.url}`);
      const headers = Object.fromEntries(
        [...upstream.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
      );
      res.writeHead(upstream.status, headers).end(Buffer.from(await upstream.arrayBuffer()));
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const port = (proxy.address() as AddressInfo).port;
    writeRemotesMap({ ...mapBefore, mf_discovery: `http://localhost:${port}/mf-manifest.json` });
  });

  test.afterAll(async () => {
    writeRemotesMap(mapBefore);
    await new Promise((resolve) => proxy.close(resolve));
  });

  test('its page is rendered in the browser as before: no error, the lists shown', async ({ page, request }) => {
    const [first] = await homeExperiences(request);
    const problems = consoleProblems(page);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect((await response!.text()).includes('<div id=root></div>')).toBe(true);
    await expect(page.getByRole('link', { name: new RegExp(`^${escapeRegExp(first.title)}`) }).first()).toBeVisible();
    expect(problems.filter((p) => /react|hydrat|minified/i.test(p))).toEqual([]);
  });
});

test.describe('a first visit loads what it uses', () => {
  /** the names of the browser's IndexedDB databases for the site */
  const databases = (page: Page) => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));

  test('home opens no saved-data store; a place opened next is kept, in the store the next visit restores first', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: '精選旅遊影片' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await databases(page)).not.toContain('travel-offline');
    expect(await page.evaluate(() => localStorage.getItem('offline_cache_bucket'))).toBeNull();

    const [place] = (
      (await (await request.get('/api/v1/place/home')).json()) as { data: { id: number; slug: string }[] }
    ).data;
    await page.goto(`/place/${place.id}--${place.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => databases(page)).toContain('travel-offline');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('offline_cache_bucket'))).toBe('guest');
  });
});
