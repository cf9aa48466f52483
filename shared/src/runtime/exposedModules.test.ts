/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { EXPOSED_MODULES, type RemoteName } from './exposedModules';

const repo = path.resolve(__dirname, '../../..');
const { REMOTES } = require(path.join(repo, 'build-config', 'webpack.js')) as { REMOTES: Record<RemoteName, string> };

/** The `exposes` of a remote's webpack config, as the build sees them. */
function exposesOf(remote: RemoteName): Record<string, string> {
  // a production build is its browser build, and for the remotes that have one its server build beside it
  const configs = [require(path.join(repo, REMOTES[remote], 'webpack.config.js'))({}, { mode: 'production' })].flat();
  const federation = configs[0].plugins.find(
    (p: { constructor: { name: string } } | false) => p && p.constructor.name === 'ModuleFederationPlugin',
  );
  return federation._options.exposes;
}

describe('the registry of exposed modules', () => {
  it('names every remote of the build', () => {
    expect(Object.keys(EXPOSED_MODULES).sort()).toEqual(Object.keys(REMOTES).sort());
  });

  it.each(Object.keys(EXPOSED_MODULES) as RemoteName[])(
    '%s exposes exactly the modules the registry lists, each from a file that registers it under that name',
    (remote) => {
      const exposes = exposesOf(remote);
      expect(Object.keys(exposes).sort()).toEqual(
        Object.keys(EXPOSED_MODULES[remote])
          .map((m) => `./${m}`)
          .sort(),
      );
      for (const [key, file] of Object.entries(exposes)) {
        const source = fs.readFileSync(path.join(repo, REMOTES[remote], file), 'utf8');
        expect(source).toContain(`exposeParcel('${remote}', '${key.slice(2)}',`);
      }
    },
  );

  it('the compiler refuses a link to a module no remote exposes, a missing, wrong or unknown prop, and a component that needs more', () => {
    const fixture = path.join(__dirname, 'fixtures', 'wrongLinks.tsx');
    const { config } = ts.readConfigFile(path.join(repo, 'tsconfig.base.json'), ts.sys.readFile);
    const { options } = ts.parseJsonConfigFileContent(config, ts.sys, repo);
    const program = ts.createProgram([fixture], { ...options, noEmit: true });
    const errorLines = ts
      .getPreEmitDiagnostics(program)
      .filter((d) => d.file?.fileName === fixture)
      .map((d) => d.file!.getLineAndCharacterOfPosition(d.start!).line);
    const lines = fs.readFileSync(fixture, 'utf8').split('\n');
    // each line after a "WRONG:" comment is refused, and nothing else in the file
    const wrong = lines.flatMap((line, i) => (line.includes('WRONG:') ? [i + 1] : []));
    expect(wrong).toHaveLength(5);
    expect([...new Set(errorLines)].sort((a, b) => a - b)).toEqual(wrong);
  });
});
