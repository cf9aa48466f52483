// The shell's server build, built and run for real: which build of React its process loads.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

jest.setTimeout(120_000);

const ROOT = path.join(__dirname, '..', '..');
const SERVER_BUILD = pathToFileURL(path.join(__dirname, 'server-build.mjs')).href;

let outDir: string;
beforeAll(() => {
  // inside the repository, so the bundle requires its packages from the repository's node_modules as the real one does
  outDir = fs.mkdtempSync(path.join(ROOT, 'shell', 'server', '.build-test-'));
});
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

it('the shell’s server runs React’s production build, whatever NODE_ENV it is started with', () => {
  const outfile = path.join(outDir, 'server.js');
  const built = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { buildServer, SERVERS } from ${JSON.stringify(SERVER_BUILD)};
       await buildServer({ ...SERVERS.shell, outfile: ${JSON.stringify(outfile)} });`,
    ],
    { encoding: 'utf8' },
  );
  expect(built.stderr).toBe('');
  expect(built.status).toBe(0);

  // started without its build folder, the server stops at once, after loading every module it requires; the hook
  // prints the React files loaded by then
  const hook = path.join(outDir, 'loaded-react.cjs');
  fs.writeFileSync(
    hook,
    `process.on('exit', () => console.log('REACT ' + JSON.stringify(Object.keys(require.cache)
      .filter((file) => /node_modules[\\\\/]react(-dom)?[\\\\/]cjs[\\\\/]/.test(file)).map((file) => require('node:path').basename(file)))));`,
  );
  const run = spawnSync(process.execPath, ['-r', hook, outfile], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test', TI_DIST: path.basename(outDir) + '-no-build' },
  });
  const line = run.stdout.split('\n').find((l) => l.startsWith('REACT '));
  const loaded = JSON.parse(line!.slice('REACT '.length)) as string[];
  expect(loaded).toEqual(
    expect.arrayContaining(['react.production.min.js', 'react-dom-server.node.production.min.js']),
  );
  expect(loaded.filter((file) => file.includes('development'))).toEqual([]);
});
