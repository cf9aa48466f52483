import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS, readRemotesMap, startRemote, stopRemote, writeRemotesMap } from '../system';
import { escapeRegExp, homeExperiences } from './helpers';

/** A second server of the discovery remote, beside the running one: where a deploy puts a new build. */
const SECOND_PORT = E2E_PORTS.shell + 20;

/** The ports the page fetched the discovery remote's files (manifest, entry, chunks) from. */
function watchDiscoveryPorts(page: Page): Set<number> {
  const ports = new Set<number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const port = Number(url.port);
    if (port === E2E_PORTS.mf_discovery || port === SECOND_PORT) ports.add(port);
  });
  return ports;
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
    const deployed = watchDiscoveryPorts(page);
    await homeWorks();
    expect([...deployed]).toEqual([SECOND_PORT]);
    page.removeAllListeners('request');

    writeRemotesMap(mapBefore);
    const rolledBack = watchDiscoveryPorts(page);
    await homeWorks();
    expect([...rolledBack]).toEqual([E2E_PORTS.mf_discovery]);
  });
});
