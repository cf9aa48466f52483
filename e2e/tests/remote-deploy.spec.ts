import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS, readRemotesMap, startRemote, stopRemote, writeRemotesMap } from '../system';
import { escapeRegExp, homeExperiences } from './helpers';

/** A second server of the discovery remote, beside the running one: where a deploy puts a new build. */
const SECOND_PORT = E2E_PORTS.shell + 20;

/**
 * The ports the page's current document fetched the discovery remote's files (manifest, entry, chunks) from (as its
 * resource timing lists them).
 */
async function discoveryPorts(page: Page): Promise<number[]> {
  const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  const ports = new Set(urls.map((url) => Number(new URL(url).port)));
  return [E2E_PORTS.mf_discovery, SECOND_PORT].filter((port) => ports.has(port));
}

test.describe('deploying one remote into the running site (the remote map file)', () => {
  let mapBefore: Record<string, unknown>;

  test.beforeAll(async () => {
    mapBefore = readRemotesMap();
    await startRemote('mf_discovery', { port: SECOND_PORT });
  });

  test.afterAll(async () => {
    writeRemotesMap(mapBefore);
    await stopRemote('mf_discovery', SECOND_PORT);
  });

  test('a page opened after the map is edited loads the remote from its new server; restoring the map goes back', async ({
    page,
    request,
  }) => {
    const [first] = await homeExperiences(request);
    const homeWorks = async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(escapeRegExp(first.title)) }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    };

    writeRemotesMap({ ...mapBefore, mf_discovery: `http://localhost:${SECOND_PORT}/mf-manifest.json` });
    await homeWorks();
    expect(await discoveryPorts(page)).toEqual([SECOND_PORT]);

    writeRemotesMap(mapBefore);
    await homeWorks();
    expect(await discoveryPorts(page)).toEqual([E2E_PORTS.mf_discovery]);
  });

  test('an open tab moves to the re-pointed remote on its first navigation after the app-update check is due', async ({
    page,
    request,
  }) => {
    const [first] = await homeExperiences(request);
    await page.clock.install();
    await page.goto(`/experience/${first.id}--${first.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();

    writeRemotesMap({ ...mapBefore, mf_discovery: { port: SECOND_PORT } });
    const fromSecond: string[] = [];
    page.on(
      'request',
      (r) => Number(new URL(r.url()).port) === SECOND_PORT && fromSecond.push(new URL(r.url()).pathname),
    );
    // the check runs on a navigation at most once an hour
    await page.clock.fastForward('01:00:00');
    const reloaded = page.waitForEvent('load');
    await page
      .getByRole('link', { name: /^(Home|首頁)$/ })
      .first()
      .click();
    // the navigation became a full page load, whose document has the new map and took the remote from there
    await reloaded;
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: new RegExp(escapeRegExp(first.title)) }).first()).toBeVisible();
    const map = JSON.parse((await page.locator('#ti-remotes').textContent()) ?? '{}') as Record<string, string>;
    expect(map.mf_discovery).toBe(`http://localhost:${SECOND_PORT}/mf-manifest.json`);
    expect(fromSecond).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
  });
});
