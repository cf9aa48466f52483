import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS, readRemotesMap, startRemote, stopRemote, writeRemotesMap } from '../system';
import {
  HEADING,
  NEW_EXPORT_TEXT,
  NEW_HEADING,
  SKEW_DIR,
  asDist,
  buildDiscovery,
  changeDiscoveryAndShared,
  copyRepository,
  edit,
  newDiscoveryBuild,
} from './remoteBuilds';

/**
 * A team ships one remote built on a newer `shared` into the running site: the shell and the other remotes stay as
 * they are (no rebuild, no restart), the map file is edited, and a page opened afterwards runs the new remote with
 * its new library code. A remote that needs a newer page singleton (`page-singleton`) than the page has falls back
 * with a message.
 *
 * Each build here is a copy of the repository's `shared`, `page-singleton` and `mf-discovery` in the run folder,
 * changed the way a team would change them, and built with the project's webpack configuration.
 */
const NEWER_SHARED_PORT = E2E_PORTS.shell + 21;
const NEWER_SINGLETON_PORT = E2E_PORTS.shell + 22;

/** The app-update check's build id the API hands out (the shell's build: it must not change). */
async function shellBuild(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/app');
  return ((await response.json()) as { app_js: string }).app_js;
}

/** Where the page is told every other remote is, and the build each serves there (its manifest). */
async function otherRemotes(page: Page): Promise<Record<string, { location: string; manifest: string }>> {
  const map = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
  const others = Object.entries(map).filter(([name]) => name !== 'mf_discovery');
  return Object.fromEntries(
    await Promise.all(
      others.map(async ([name, location]) => [
        name,
        { location, manifest: await (await page.request.get(location)).text() },
      ]),
    ),
  );
}

test.describe('a remote built on a newer shared, deployed alone into the running site', () => {
  test.describe.configure({ timeout: 600_000 });
  let mapBefore: Record<string, unknown>;

  test.beforeAll(async () => {
    // two builds of one remote (about a minute each on two cores)
    test.setTimeout(600_000);
    mapBefore = readRemotesMap();
    await startRemote('mf_discovery', { port: NEWER_SHARED_PORT, dist: await newDiscoveryBuild('newer-shared') });

    const newerSingleton = path.join(SKEW_DIR, 'newer-singleton');
    copyRepository(newerSingleton);
    changeDiscoveryAndShared(newerSingleton);
    edit(path.join(newerSingleton, 'page-singleton/package.json'), (s) =>
      s.replace(/"version": "(\d+)\.(\d+)\.\d+"/, (_m, major, minor) => {
        return `"version": "${major}.${Number(minor) + 1}.0"`;
      }),
    );
    await startRemote('mf_discovery', {
      port: NEWER_SINGLETON_PORT,
      dist: asDist(await buildDiscovery(newerSingleton)),
    });
  });

  test.afterAll(async () => {
    writeRemotesMap(mapBefore);
    await stopRemote('mf_discovery', NEWER_SHARED_PORT);
    await stopRemote('mf_discovery', NEWER_SINGLETON_PORT);
  });

  for (const language of ['en', 'zh-Hant-TW'] as const) {
    const heading = language === 'en' ? HEADING.en : HEADING.zh;
    const newHeading = language === 'en' ? NEW_HEADING.en : NEW_HEADING.zh;

    test(`${language}: the new remote and its new shared export work in the older shell; restoring the map brings the old one back`, async ({
      page,
    }) => {
      await page.addInitScript((l) => localStorage.setItem('language', l), language);
      const shellBefore = await shellBuild(page);
      const othersBefore = await otherRemotes(page);
      expect(Object.keys(othersBefore)).toHaveLength(4);

      writeRemotesMap({ ...mapBefore, mf_discovery: `http://localhost:${NEWER_SHARED_PORT}/mf-manifest.json` });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: newHeading })).toBeVisible();
      await expect(page.getByText(NEW_EXPORT_TEXT)).toBeVisible();
      // the rest of the page is the running site's: the shell's header and its search drawer (another widget)
      await expect(page.getByRole('banner')).toBeVisible();
      // the shell and the other four remotes are the same builds, where they were
      expect(await shellBuild(page)).toBe(shellBefore);
      expect(await otherRemotes(page)).toEqual(othersBefore);

      writeRemotesMap(mapBefore);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(NEW_EXPORT_TEXT)).toHaveCount(0);
    });
  }

  test('a remote that needs a newer page singleton than the page has shows the remote fallback, never a blank page', async ({
    page,
  }) => {
    writeRemotesMap({ ...mapBefore, mf_discovery: `http://localhost:${NEWER_SINGLETON_PORT}/mf-manifest.json` });
    await page.goto('/');
    await expect(page.getByRole('alert')).toContainText(/newer version of this page|較新版本/);
    await expect(page.getByRole('button', { name: /^(Reload the page|重新載入頁面)$/ })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText(NEW_EXPORT_TEXT)).toHaveCount(0);
  });
});
