// apps.json is the one list of the system's apps. What can't read it — package.json's workspaces, tsconfig.json's
// include, each app's own webpack config, the registry of what each remote exposes — must agree with it, and a new
// app folder must be listed in it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import APPS from '../../apps.json';
import { EXPOSED_MODULES } from '../../shared/src/runtime/exposedModules';

const ROOT = path.resolve(__dirname, '..', '..');

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
const remoteFolders = Object.values(APPS.remotes).map((remote) => remote.folder);
const browserFolders = [APPS.shell.folder, ...remoteFolders];

describe('the list of apps (apps.json) and the files that must repeat it', () => {
  it('package.json has every app as a workspace', () => {
    expect(readJson('package.json').workspaces).toEqual(expect.arrayContaining([APPS.api.folder, ...browserFolders]));
  });

  it('tsconfig.json type-checks the source of every browser app', () => {
    expect(readJson('tsconfig.json').include).toEqual(
      expect.arrayContaining(browserFolders.map((folder) => `${folder}/src`)),
    );
  });

  it('every folder with a federation build is listed, under the name its webpack config gives it', () => {
    const built = fs
      .readdirSync(ROOT)
      .filter((folder) => fs.existsSync(path.join(ROOT, folder, 'webpack.config.js')))
      .map((folder) => {
        const config = fs.readFileSync(path.join(ROOT, folder, 'webpack.config.js'), 'utf8');
        return [/\bname: '(\w+)'/.exec(config)?.[1], folder];
      });
    const listed = [['shell', APPS.shell.folder], ...Object.entries(APPS.remotes).map(([n, r]) => [n, r.folder])];
    expect(built.sort()).toEqual(listed.sort());
  });

  it('the registry of exposed modules has an entry for exactly the listed remotes', () => {
    expect(Object.keys(EXPOSED_MODULES).sort()).toEqual(Object.keys(APPS.remotes).sort());
  });

  it('every app has a port of its own', () => {
    const ports = [APPS.api.port, APPS.shell.port, ...Object.values(APPS.remotes).map((remote) => remote.port)];
    expect(new Set(ports).size).toBe(ports.length);
  });
});

describe('the scripts’ reading of apps.json (scripts/lib/apps.mjs)', () => {
  /** what a node started with this environment and no other prints for `expression` over apps.mjs (`apps`) */
  const evaluate = (expression: string, env: Record<string, string> = {}) =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const apps = await import('./scripts/lib/apps.mjs'); console.log(JSON.stringify(${expression}))`,
        ],
        { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' },
      ),
    );

  it('gives the ports, remotes and build folder the webpack builds use', () => {
    const webpack = (env: Record<string, string>) =>
      JSON.parse(
        execFileSync(
          process.execPath,
          [
            '-e',
            "const w = require('./build-config/webpack.js'); console.log(JSON.stringify([w.PORTS, w.REMOTES, w.DIST]))",
          ],
          { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' },
        ),
      );
    for (const env of [{}, { TI_DIST: 'dist-check' }] as Record<string, string>[]) {
      expect(evaluate('[apps.PORTS, apps.REMOTES, apps.DIST]', env)).toEqual(webpack(env));
    }
  });

  it('names each app’s server build: the API’s, the shell’s, and site-server’s for every remote', () => {
    const servers = evaluate("['api', 'shell', ...Object.keys(apps.REMOTES)].map(apps.serverOf)", {
      TI_DIST: 'dist-x',
    });
    expect(servers).toEqual([
      path.join(ROOT, 'api/dist-x/server.js'),
      path.join(ROOT, 'shell/server/dist-x/server.js'),
      ...Object.keys(APPS.remotes).map(() => path.join(ROOT, 'site-server/dist-x/server.js')),
    ]);
  });
});

describe('the remote map’s file (remotesFile)', () => {
  /** remotesFile() of scripts/lib/apps.mjs, in a node started with this environment and no other */
  const remotesFile = (env: Record<string, string>) =>
    execFileSync(
      process.execPath,
      ['--input-type=module', '-e', "console.log((await import('./scripts/lib/apps.mjs')).remotesFile())"],
      { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' },
    ).trim();

  it('is data/remotes.json, in DATA_DIR when that is set, and REMOTES_FILE names another', () => {
    expect(remotesFile({})).toBe(path.join(ROOT, 'data', 'remotes.json'));
    expect(remotesFile({ DATA_DIR: '/srv/ti-data' })).toBe('/srv/ti-data/remotes.json');
    expect(remotesFile({ DATA_DIR: '/srv/ti-data', REMOTES_FILE: 'deploy/remotes.prod.json' })).toBe(
      path.join(ROOT, 'deploy', 'remotes.prod.json'),
    );
  });
});

describe('a second copy of the system beside npm start (the e2e run, npm run bench:web)', () => {
  it('has every app of apps.json on a port of its own from the base, none of npm start’s, set as portOf reads them', () => {
    const script = `
      const apps = await import('./scripts/lib/apps.mjs');
      const ports = apps.portsFrom(9700);
      Object.assign(process.env, apps.portEnv(ports));
      const read = Object.fromEntries(Object.keys(ports).map((name) => [name, apps.portOf(name)]));
      console.log(JSON.stringify({ ports, read }));`;
    const { ports, read } = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '' },
        encoding: 'utf8',
      }),
    ) as { ports: Record<string, number>; read: Record<string, number> };
    expect(Object.keys(ports).sort()).toEqual(['api', 'shell', ...Object.keys(APPS.remotes)].sort());
    expect(read).toEqual(ports);
    const used = Object.values(ports);
    expect(new Set(used).size).toBe(used.length);
    const startPorts = [APPS.api.port, APPS.shell.port, ...Object.values(APPS.remotes).map((remote) => remote.port)];
    expect(used.filter((port) => startPorts.includes(port))).toEqual([]);
    expect(ports.shell).toBe(9700);
  });
});
