import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import CHROMIUM from '../chromium.json';
import { BASE_URL, E2E_PORTS, readRemotesMap, startRemote, stopRemote, writeRemotesMap } from '../system';
import { HEADING, NEW_HEADING, newDiscoveryBuild } from './remoteBuilds';

/**
 * The site as an installable app: Chromium finds nothing missing to install it, and after one online visit it opens
 * offline — the shell's page, its header and the home page's remote — from what its service worker kept.
 */

/** The page's service worker is running and controls it (it registers once the first screen is done). */
async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The remote manifest the site's worker keeps for `manifestUrl`, and which files it names the worker does not keep. */
async function keptBuild(manifestUrl: string): Promise<{ manifest: unknown; missing: string[] } | null> {
  type Assets = { sync: string[]; async: string[] };
  type Manifest = {
    metaData: { remoteEntry: { name: string } };
    exposes: { assets: { js: Assets; css: Assets } }[];
  };
  const kept = await caches.match(manifestUrl);
  if (!kept) return null;
  const manifest = (await kept.json()) as Manifest;
  const files = [
    manifest.metaData.remoteEntry.name,
    ...manifest.exposes.flatMap(({ assets }) => [
      ...assets.js.sync,
      ...assets.js.async,
      ...assets.css.sync,
      ...assets.css.async,
    ]),
  ];
  const missing: string[] = [];
  for (const file of files) if (!(await caches.match(new URL(file, manifestUrl).href))) missing.push(file);
  return { manifest, missing };
}

async function setLanguage(context: BrowserContext, language: 'en' | 'zh-Hant-TW'): Promise<void> {
  // the language the app shows in this browser: the cookie the server renders the page's head by, and the app's own
  await context.addCookies([{ name: 'language', value: language, url: BASE_URL }]);
  await context.addInitScript((l) => localStorage.setItem('language', l), language);
}

for (const language of ['zh-Hant-TW', 'en'] as const) {
  test(`${language}: Chromium reports no installability error, and the page links the manifest of its language`, async ({
    browserName,
  }, testInfo) => {
    expect(browserName).toBe('chromium');
    // a browser profile of its own: Chromium installs nothing from an incognito context (the tests' usual one)
    const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM.flags,
      baseURL: BASE_URL,
    });
    try {
      await setLanguage(context, language);
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await workerInControl(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
      const { url, data } = (await cdp.send('Page.getAppManifest')) as { url: string; data: string };
      expect(new URL(url).pathname).toBe(`/manifest.${language}.webmanifest`);
      const manifest = JSON.parse(data) as { name: string; lang: string; display: string };
      expect(manifest).toMatchObject({
        lang: language,
        display: 'standalone',
        name: language === 'en' ? 'Travel Inspiration' : '旅遊靈感',
      });
    } finally {
      await context.close();
    }
  });
}

test('after one online visit the site opens offline: the shell and the home page, not the browser’s error page', async ({
  page,
  context,
}) => {
  await setLanguage(context, 'en');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HEADING.en })).toBeVisible();
  await workerInControl(page);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: HEADING.en })).toBeVisible();
    // another address of the site, never visited: the shell starts there too
    await page.goto('/search?q=kyoto');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test.describe('a remote redeployed at the same address reaches the installed copy', () => {
  test.describe.configure({ timeout: 600_000 });
  /** where this test's discovery remote is deployed, first with the run's build, then with a new one */
  const PORT = E2E_PORTS.shell + 23;
  let mapBefore: Record<string, unknown>;
  let newBuild: string;

  test.beforeAll(async () => {
    // a build of the remote with another heading (about a minute on two cores)
    test.setTimeout(600_000);
    mapBefore = readRemotesMap();
    newBuild = await newDiscoveryBuild('redeployed');
    await startRemote('mf_discovery', { port: PORT });
    writeRemotesMap({ ...mapBefore, mf_discovery: { port: PORT } });
  });

  test.afterAll(async () => {
    writeRemotesMap(mapBefore);
    await stopRemote('mf_discovery', PORT);
  });

  test('the next visit runs the new build, and the site then opens offline with it', async ({ page, context }) => {
    await setLanguage(context, 'en');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HEADING.en })).toBeVisible();
    await workerInControl(page);

    // the team deploys the new build where the old one was: same address, same manifest URL, new files
    await stopRemote('mf_discovery', PORT);
    await startRemote('mf_discovery', { port: PORT, dist: newBuild });
    const manifestUrl = `http://localhost:${PORT}/mf-manifest.json`;
    const deployed = await (await page.request.get(manifestUrl)).text();

    // the installed copy asks the network first for the remote's manifest: the new build, not the kept one
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: NEW_HEADING.en })).toBeVisible();
    // the worker keeps the new build as its manifest arrives: the manifest, its entry and every exposed module's files
    await expect
      .poll(() => page.evaluate(keptBuild, manifestUrl), { timeout: 30_000 })
      .toEqual({ manifest: JSON.parse(deployed), missing: [] });

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: NEW_HEADING.en })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});
