import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORTS, REMOTE_NAMES, ROOT, remoteManifestUrl, serverCommand, waitForUrl } from '../system';
import { escapeRegExp, switchToEnglish } from './helpers';

interface SearchAnswer {
  data: { id: number; title: string }[];
  result: { total: number; filters: { type: string; value: string; placeId: number; count: number }[] };
}

async function apiSearch(request: APIRequestContext, query: string): Promise<SearchAnswer> {
  const res = await request.get(`/api/v1/video_experience/search?${query}`, { headers: { 'accept-language': 'en' } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as SearchAnswer;
}

const resultsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /results? for|^\d+ results?$/ });

test.describe('discovery: search, filters, tags, places, popup search', () => {
  test('searching an English term and 夜市 shows the matching videos', async ({ page, request }) => {
    await switchToEnglish(page);
    const kyoto = await apiSearch(request, 'place_id=kyoto');
    expect(kyoto.result.total).toBeGreaterThan(0);
    await page.goto('/search?q=kyoto');
    await expect(page.getByRole('heading', { level: 1, name: 'Search travel videos' })).toBeVisible();
    await expect(resultsHeading(page)).toHaveText(
      `${kyoto.result.total} result${kyoto.result.total === 1 ? '' : 's'} for “kyoto”`,
    );
    await expect(page.getByRole('link', { name: kyoto.data[0].title }).first()).toBeVisible();

    const nightMarket = await apiSearch(request, `place_id=${encodeURIComponent('夜市')}`);
    expect(nightMarket.result.total).toBeGreaterThan(0);
    await page.getByRole('searchbox').first().fill('夜市');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?place_id=%E5%A4%9C%E5%B8%82$/);
    await expect(resultsHeading(page)).toHaveText(
      `${nightMarket.result.total} result${nightMarket.result.total === 1 ? '' : 's'} for “夜市”`,
    );
    await expect(page.getByRole('link', { name: nightMarket.data[0].title }).first()).toBeVisible();
  });

  test('filter drawer: select shows the count, cancel applies nothing, apply applies, reset clears', async ({
    page,
    request,
  }) => {
    await switchToEnglish(page);
    const all = await apiSearch(request, 'place_id=market&fields=filters');
    const country = all.result.filters.find((f) => f.type === 'country')!;
    await page.goto('/search?q=market');
    await expect(resultsHeading(page)).toContainText(`${all.result.total} result`);

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('checkbox', { name: `${country.value} (${country.count})` }).check();
    await expect(
      drawer.getByRole('button', { name: `Show ${country.count} result${country.count === 1 ? '' : 's'}` }),
    ).toBeVisible();
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('list', { name: 'Applied filters' })).toHaveCount(0);
    await expect(resultsHeading(page)).toContainText(`${all.result.total} result`);

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(drawer.getByRole('checkbox', { name: `${country.value} (${country.count})` })).not.toBeChecked();
    await drawer.getByRole('checkbox', { name: `${country.value} (${country.count})` }).check();
    await drawer.getByRole('button', { name: /^Show \d+ results?$/ }).click();
    await expect(page.getByRole('button', { name: `Remove filter ${country.value}` })).toBeVisible();
    await expect(resultsHeading(page)).toContainText(`${country.count} result`);

    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page.getByRole('button', { name: `Remove filter ${country.value}` })).toHaveCount(0);
    await expect(resultsHeading(page)).toContainText(`${all.result.total} result`);

    // inline facets toggle straight away
    const inline = page
      .getByRole('complementary', { name: 'Refine' })
      .getByRole('checkbox', { name: `${country.value} (${country.count})` });
    await inline.click();
    await expect(inline).toBeChecked();
    await expect(page.getByRole('button', { name: `Remove filter ${country.value}` })).toBeVisible();
    await expect(resultsHeading(page)).toContainText(`${country.count} result`);
  });

  test('changing "Search in" keeps the country and tag applied in the drawer, in the address and on the page', async ({
    page,
    request,
  }) => {
    await switchToEnglish(page);
    const all = await apiSearch(request, 'place_id=market&fields=filters');
    const country = all.result.filters.find((f) => f.type === 'country')!;
    const inCountry = await apiSearch(request, `place_id=market&fields=filters&country_place_id=${country.placeId}`);
    const tag = inCountry.result.filters.find((f) => f.type === 'tag')!;
    expect(tag, 'a tag among the videos of that country').toBeTruthy();
    await page.goto('/search?place_id=market');
    await expect(resultsHeading(page)).toContainText(`${all.result.total} result`);

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    // (a popular filter is listed twice: under Popular and under its kind)
    const countryBox = drawer.getByRole('group', { name: 'Countries' }).getByRole('checkbox', {
      name: new RegExp(`^${escapeRegExp(country.value)} \\(`),
    });
    const tagBox = drawer
      .getByRole('group', { name: 'Tags' })
      .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(tag.value)} \\(`) });
    await countryBox.check();
    await tagBox.check();
    await drawer.getByRole('button', { name: /^Show \d+ results?$/ }).click();
    const applied = new RegExp(`country_place_id=${country.placeId}&tag_id=${tag.placeId}$`);
    await expect(page).toHaveURL(applied);

    await page.getByRole('radio', { name: 'Video titles and descriptions' }).check();
    await expect(page).toHaveURL(/type_filter=experience/);
    await expect(page).toHaveURL(applied);
    await expect(page.getByRole('button', { name: `Remove filter ${country.value}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove filter ${tag.value}` })).toBeVisible();
    await page.getByRole('button', { name: /^Filters\b.*2/ }).click();
    await expect(countryBox).toBeChecked();
    await expect(tagBox).toBeChecked();
  });

  test('back from an experience restores the same results at the same scroll position', async ({ page }) => {
    await switchToEnglish(page);
    await page.goto('/search');
    const cards = page.getByRole('main').locator('.mfd-search__results .mfd-grid > li');
    await expect(cards).toHaveCount(12);
    await page.getByRole('button', { name: 'Show more results' }).click();
    await expect(cards).toHaveCount(24);
    const target = cards.nth(20).getByRole('link').first();
    await target.scrollIntoViewIfNeeded();
    const title = (await target.getByRole('heading').textContent())!.trim();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    await target.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goBack();
    await expect(cards).toHaveCount(24);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 50);
  });

  test('/tag/{slug} is the search with that tag applied', async ({ page, request }) => {
    await switchToEnglish(page);
    const tags = (await (
      await request.get('/api/v1/video_experience/tags', { headers: { 'accept-language': 'en' } })
    ).json()) as {
      data: { id: number; slug: string; name: string }[];
    };
    const tag = tags.data.find((t) => t.slug === 'night-market')!;
    const tagged = await apiSearch(request, `tag_id=${tag.id}`);
    await page.goto('/tag/night-market');
    await expect(page.getByRole('heading', { level: 1, name: `Travel videos tagged “${tag.name}”` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove filter ${tag.name}` })).toBeVisible();
    await expect(resultsHeading(page)).toHaveText(
      `${tagged.result.total} result${tagged.result.total === 1 ? '' : 's'}`,
    );
  });

  test('a place page shows its videos and the map fallback without a key; a wrong slug is corrected', async ({
    page,
    request,
  }) => {
    await switchToEnglish(page);
    const found = (await (
      await request.get('/api/v1/global/search?place_id=kyoto&type_filter=place', {
        headers: { 'accept-language': 'en' },
      })
    ).json()) as { data: { places: { id: number; slug: string; place_name: string }[] } };
    const kyoto = found.data.places.find((p) => p.place_name === 'Kyoto')!;
    const videos = await apiSearch(request, `area_place_id=${kyoto.id}`);
    await page.goto(`/place/${kyoto.id}--wrong-slug?planId=guest`);
    await expect(page).toHaveURL(new RegExp(`/place/${kyoto.id}--${kyoto.slug}\\?planId=guest$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Kyoto' })).toBeVisible();
    await expect(page.getByRole('link', { name: videos.data[0].title }).first()).toBeVisible();
    const map = page.getByRole('region', { name: 'Map of Kyoto' });
    await expect(map.getByRole('list', { name: 'Places on the map' })).toBeVisible();
    await expect(map.getByRole('link', { name: 'Open Kyoto in Google Maps' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=35\.\d+%2C135\.\d+$/,
    );

    await page.goto('/place/999999--nowhere');
    await expect(page.getByRole('heading', { name: /Page not found/ })).toBeVisible();
  });

  test('popup search from the header finds places and videos and opens a place', async ({ page }) => {
    await switchToEnglish(page);
    await page.getByRole('button', { name: 'Search places and videos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox').fill('Kyoto');
    await expect(dialog.getByRole('group', { name: 'Places' })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Travel videos' })).toBeVisible();
    // the keyboard: ArrowDown activates the first place (Kyoto comes first: exact name), Enter opens it
    const box = dialog.getByRole('combobox', { name: 'Search places and videos' });
    await expect(dialog.getByRole('option').first()).toContainText('Kyoto');
    await box.press('ArrowDown');
    const first = dialog.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/place\/\d+--kyoto$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kyoto' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

/**
 * The Google Maps path of the place map, configured the way a deployment is: a second API with a browser key
 * (GOOGLE_MAPS_BROWSER_KEY) and GOOGLE_MAPS_SCRIPT_URL pointing at a loopback fake of the Maps JavaScript API
 * (google.maps.Map / Marker / LatLngBounds, importLibrary and the bootstrap callback), behind a second shell.
 */
test.describe('place map with a Google Maps browser key', () => {
  const FAKE_PORT = E2E_PORTS.api + 11;
  const API_PORT = E2E_PORTS.api + 12;
  const SHELL_PORT = E2E_PORTS.api + 13;
  const SHELL = `http://localhost:${SHELL_PORT}`;
  const children: ChildProcess[] = [];
  const scriptRequests: URL[] = [];
  let fake: http.Server;
  let dataDir: string;

  const FAKE_MAPS_JS = `(function () {
    var g = (window.google = window.google || {});
    var m = (g.maps = g.maps || {});
    m.Map = function (el, opts) { this.el = el; this.opts = opts; el.setAttribute('data-fake-map', 'ready'); };
    m.Map.prototype.fitBounds = function (b) { this.el.setAttribute('data-bounds', String(b.points.length)); };
    m.Map.prototype.setCenter = function (c) { this.el.setAttribute('data-center', c.lat + ',' + c.lng); };
    m.Map.prototype.setZoom = function (z) { this.el.setAttribute('data-zoom', String(z)); };
    m.Marker = function (opts) {
      var self = this;
      this.listeners = {};
      this.el = document.createElement('span');
      this.el.className = 'fake-marker';
      this.el.setAttribute('data-title', opts.title || '');
      this.el.setAttribute('data-position', opts.position.lat + ',' + opts.position.lng);
      this.el.addEventListener('click', function () { (self.listeners.click || []).forEach(function (f) { f(); }); });
      if (opts.map) opts.map.el.appendChild(this.el);
    };
    m.Marker.prototype.setMap = function (map) { if (!map && this.el.parentNode) this.el.parentNode.removeChild(this.el); };
    m.Marker.prototype.addListener = function (ev, fn) { (this.listeners[ev] = this.listeners[ev] || []).push(fn); };
    m.Marker.prototype.setZIndex = function () {};
    m.LatLngBounds = function () { this.points = []; };
    m.LatLngBounds.prototype.extend = function (p) { this.points.push(p); };
    m.importLibrary = function () { return Promise.resolve(m); };
    var callback = new URL(document.currentScript.src).searchParams.get('callback');
    var fn = callback.split('.').reduce(function (o, k) { return o && o[k]; }, window);
    if (typeof fn === 'function') fn();
  })();`;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    fake = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', `http://127.0.0.1:${FAKE_PORT}`);
      if (url.pathname !== '/maps/api/js') {
        res.writeHead(404).end();
        return;
      }
      scriptRequests.push(url);
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(FAKE_MAPS_JS);
    });
    await new Promise<void>((resolve) => fake.listen(FAKE_PORT, '127.0.0.1', resolve));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ti-e2e-maps-'));
    const log = fs.openSync(path.join(dataDir, 'processes.log'), 'a');
    const dist = process.env.TI_DIST ?? 'dist';
    const launch = (args: string[], env: Record<string, string>) => {
      const child = spawn(process.execPath, args, {
        cwd: ROOT,
        env: { ...process.env, ...env },
        stdio: ['ignore', log, log],
      });
      children.push(child);
    };
    launch(serverCommand('api'), {
      PORT: String(API_PORT),
      API_PORT: String(API_PORT),
      DATA_DIR: dataDir,
      APP_JS_FILE: path.join(ROOT, 'shell', dist, 'app-info.json'),
      NODE_ENV: 'test',
      GOOGLE_MAPS_BROWSER_KEY: 'e2e-browser-key',
      GOOGLE_MAPS_SCRIPT_URL: `http://127.0.0.1:${FAKE_PORT}/maps/api/js`,
    });
    // the remotes of the run's system, through a remote map of this shell's own
    const remotesFile = path.join(dataDir, 'remotes.json');
    fs.writeFileSync(
      remotesFile,
      JSON.stringify(Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteManifestUrl(name)]))),
    );
    launch(serverCommand('shell'), {
      SHELL_PORT: String(SHELL_PORT),
      API_URL: `http://127.0.0.1:${API_PORT}`,
      REMOTES_FILE: remotesFile,
    });
    await Promise.all([waitForUrl(`${SHELL}/api/v1/app`, 180_000), waitForUrl(`${SHELL}/remotes.json`)]);
  });

  test.afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
    await new Promise((r) => fake?.close(r));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('the place page loads the Maps script from its configured URL with the key and draws the marker', async ({
    page,
    request,
  }) => {
    const app = (await (await request.get(`${SHELL}/api/v1/app`)).json()) as { data: Record<string, string> };
    expect(app.data.google_maps_key).toBe('e2e-browser-key');
    const found = (await (
      await request.get(`${SHELL}/api/v1/global/search?place_id=kyoto&type_filter=place`, {
        headers: { 'accept-language': 'en' },
      })
    ).json()) as { data: { places: { id: number; slug: string; place_name: string; lat: number; lng: number }[] } };
    const kyoto = found.data.places.find((p) => p.place_name === 'Kyoto')!;

    await page.goto(`${SHELL}/`);
    await page.getByRole('button', { name: /Switch language to English/ }).click();
    await page.goto(`${SHELL}/place/${kyoto.id}--${kyoto.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kyoto' })).toBeVisible();
    const region = page.getByRole('region', { name: 'Map of Kyoto' });
    const canvas = region.locator('.ti-place-map__canvas');
    await expect(canvas).toHaveAttribute('data-fake-map', 'ready');
    const markers = canvas.locator('.fake-marker');
    await expect(markers).toHaveCount(1);
    await expect(markers.first()).toHaveAttribute('data-title', 'Kyoto');
    await expect(markers.first()).toHaveAttribute('data-position', `${kyoto.lat},${kyoto.lng}`);
    // one place: centred on it
    await expect(canvas).toHaveAttribute('data-center', `${kyoto.lat},${kyoto.lng}`);
    // the accessible list stays beside the map
    await expect(region.getByRole('link', { name: 'Open Kyoto in Google Maps' })).toBeVisible();
    await expect(region.getByRole('status')).toHaveCount(0);

    expect(scriptRequests.length).toBeGreaterThan(0);
    expect(scriptRequests[0].searchParams.get('key')).toBe('e2e-browser-key');
    expect(scriptRequests[0].searchParams.get('callback')).toBe('google.maps.__ib__');
  });
});
