import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS, ROOT, RUN_DIR, readRemotesMap, startRemote, stopRemote, writeRemotesMap } from '../system';

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
const SKEW_DIR = path.join(RUN_DIR, 'skew');
const NEW_EXPORT_TEXT = 'Made with a newer shared library';
const HEADING = { en: 'Find your next trip', zh: '找到你的下一趟旅程' };
const NEW_HEADING = { en: 'Find your next trip today', zh: '今天就找到你的下一趟旅程' };

/** The packages a copy of the repository has its own of (every other package is linked). */
const COPIED = ['shared', 'page-singleton', 'mf-discovery'];

/** A copy of the repository with its own `shared`, `page-singleton` and `mf-discovery`, every other package linked. */
function copyRepository(into: string): void {
  fs.rmSync(into, { recursive: true, force: true });
  fs.mkdirSync(path.join(into, 'node_modules'), { recursive: true });
  // build folders are dist or dist-<name> (TI_DIST)
  const notBuilt = (src: string) => !/[\\/](dist(-[^\\/]*)?|node_modules)$/.test(src);
  for (const folder of COPIED)
    fs.cpSync(path.join(ROOT, folder), path.join(into, folder), { recursive: true, filter: notBuilt });
  for (const file of ['apps.json', 'package.json', 'tsconfig.base.json'])
    if (fs.existsSync(path.join(ROOT, file))) fs.copyFileSync(path.join(ROOT, file), path.join(into, file));
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (COPIED.includes(entry)) continue;
    fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(into, 'node_modules', entry));
  }
  for (const folder of COPIED) fs.symlinkSync(`../${folder}`, path.join(into, 'node_modules', folder));
}

function edit(file: string, change: (text: string) => string): void {
  const before = fs.readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file}: the change did not apply`);
  fs.writeFileSync(file, after);
}

/** The remote as a team changes it: a new export in `shared`'s library code that the home page shows, a new heading. */
function changeDiscoveryAndShared(repo: string): void {
  edit(
    path.join(repo, 'shared/src/index.ts'),
    (s) => `${s}\nexport function newerSharedNote(): string {\n  return '${NEW_EXPORT_TEXT}';\n}\n`,
  );
  edit(
    path.join(repo, 'mf-discovery/src/expose/HomePage.tsx'),
    () => `import { exposeParcel, newerSharedNote, type ParcelProps } from 'shared';
import '../i18n';
import { HomePage } from '../home/HomePage';

function HomeWithNote(props: ParcelProps) {
  return (
    <>
      <p>{newerSharedNote()}</p>
      <HomePage {...props} />
    </>
  );
}

export default exposeParcel('mf_discovery', 'HomePage', HomeWithNote);
`,
  );
  edit(path.join(repo, 'mf-discovery/src/discovery.strings.ts'), (s) =>
    s.replace(`'${HEADING.en}'`, `'${NEW_HEADING.en}'`).replace(`'${HEADING.zh}'`, `'${NEW_HEADING.zh}'`),
  );
}

/** Build the copy's mf-discovery with the project's webpack configuration; resolves to its build folder. */
async function buildDiscovery(repo: string): Promise<string> {
  const dir = path.join(repo, 'mf-discovery');
  const dist = 'dist-skew';
  let output = '';
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'],
      { cwd: dir, env: { ...process.env, TI_DIST: dist }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`building ${dir} failed (exit ${code}):\n${output.slice(-4000)}`);
  return path.join(dir, dist);
}

/** The build folder as a TI_DIST the repository's own remote server takes (relative to its mf-discovery folder). */
const asDist = (folder: string) => path.relative(path.join(ROOT, 'mf-discovery'), folder);

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
    const newerShared = path.join(SKEW_DIR, 'newer-shared');
    copyRepository(newerShared);
    changeDiscoveryAndShared(newerShared);
    await startRemote('mf_discovery', { port: NEWER_SHARED_PORT, dist: asDist(await buildDiscovery(newerShared)) });

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
