// Builds of one remote as a team would ship it: a copy of the repository's `shared`, `page-singleton` and
// `mf-discovery` in the run folder, changed, and built with the project's webpack configuration (about a minute on two
// cores). Used by the specs that deploy a new build of a remote into the running site.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, RUN_DIR } from '../system';

export const SKEW_DIR = path.join(RUN_DIR, 'skew');
export const NEW_EXPORT_TEXT = 'Made with a newer shared library';
export const HEADING = { en: 'Find your next trip', zh: '找到你的下一趟旅程' };
export const NEW_HEADING = { en: 'Find your next trip today', zh: '今天就找到你的下一趟旅程' };

/** The packages a copy of the repository has its own of (every other package is linked). */
const COPIED = ['shared', 'page-singleton', 'mf-discovery'];

/** A copy of the repository with its own `shared`, `page-singleton` and `mf-discovery`, every other package linked. */
export function copyRepository(into: string): void {
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

export function edit(file: string, change: (text: string) => string): void {
  const before = fs.readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file}: the change did not apply`);
  fs.writeFileSync(file, after);
}

/** The remote as a team changes it: a new export in `shared`'s library code that the home page shows, a new heading. */
export function changeDiscoveryAndShared(repo: string): void {
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
export async function buildDiscovery(repo: string): Promise<string> {
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
export const asDist = (folder: string) => path.relative(path.join(ROOT, 'mf-discovery'), folder);

/**
 * A new build of the discovery remote (a new heading, a new export of `shared`), made in the run folder under `name`:
 * the build folder as startRemote's `dist` takes it.
 */
export async function newDiscoveryBuild(name: string): Promise<string> {
  const repository = path.join(SKEW_DIR, name);
  copyRepository(repository);
  changeDiscoveryAndShared(repository);
  return asDist(await buildDiscovery(repository));
}
