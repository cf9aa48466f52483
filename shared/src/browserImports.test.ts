/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { SOURCE, runtimeImports, sourcesOf } from '../test/imports';

/**
 * The contract's schema builder (TypeBox) is the server's: the API validates with it and describes itself with
 * it. The browser calls by name with plain data (contract/endpoints.ts, contract/constants.ts) and takes the
 * schemas' types only (`import type`, which the compiler erases): whatever a browser module reaches through a
 * runtime import may ship (the page singleton, `shared/singleton`, is bundled whole).
 *
 * This walks the runtime imports (not `import type` / `export type`, which compile away) from every browser
 * module: the `shared` package's root and the sources of the shell and every remote.
 */

const repo = path.resolve(__dirname, '../..');
const SCHEMA_BUILDER = '@sinclair/typebox';
const BROWSER_APPS = ['shell', 'mf-auth', 'mf-discovery', 'mf-experience', 'mf-planner', 'mf-profile'];

/** The `shared` package's entry points, as its package.json exports them (what webpack and tsc resolve). */
const sharedExports: Record<string, string> = require('../package.json').exports;

/** The source file a specifier names, `undefined` for a package outside this repository or a non-code asset. */
function resolve(from: string, specifier: string): string | undefined {
  let target: string;
  if (specifier === 'shared' || specifier.startsWith('shared/')) {
    const entry = sharedExports[specifier === 'shared' ? '.' : `./${specifier.slice('shared/'.length)}`];
    if (!entry) throw new Error(`${from}: 'shared' does not export ${specifier}`);
    target = path.join(repo, 'shared', entry);
  } else if (specifier.startsWith('.')) {
    target = path.resolve(path.dirname(from), specifier);
  } else {
    return undefined;
  }
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`]) {
    if (SOURCE.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  if (fs.existsSync(target)) return undefined; // a stylesheet, image or JSON file
  throw new Error(`${from}: cannot resolve ${specifier}`);
}

/** Every module reached at run time from `entries`, each with the chain of imports that reaches it. */
function walk(entries: string[]): { reached: Map<string, string[]>; schemaBuilderChains: string[] } {
  const reached = new Map<string, string[]>();
  const schemaBuilderChains: string[] = [];
  const queue = entries.map((entry) => ({ file: entry, chain: [entry] }));
  for (const { file, chain } of queue) {
    if (reached.has(file)) continue;
    reached.set(file, chain);
    for (const specifier of runtimeImports(file)) {
      if (specifier === SCHEMA_BUILDER || specifier.startsWith(`${SCHEMA_BUILDER}/`)) {
        schemaBuilderChains.push([...chain, specifier].map((f) => path.relative(repo, f) || f).join(' → '));
        continue;
      }
      const next = resolve(file, specifier);
      if (next && !reached.has(next)) queue.push({ file: next, chain: [...chain, next] });
    }
  }
  return { reached, schemaBuilderChains };
}

const rel = (file: string) => path.relative(repo, file);

describe('the schema builder stays on the server', () => {
  const browserEntries = [
    path.join(repo, 'shared/src/index.ts'),
    ...BROWSER_APPS.flatMap((app) => sourcesOf(path.join(repo, app, 'src'))),
  ];

  it('no module the browser runs imports TypeBox (types only, through import type)', () => {
    const { reached, schemaBuilderChains } = walk(browserEntries);
    // the walk does see the modules that call the API, read the languages and share the contract's types
    expect([...reached.keys()].map(rel)).toEqual(
      expect.arrayContaining(['shared/src/api/client.ts', 'shared/src/i18n.ts', 'mf-planner/src/index.ts']),
    );
    expect(schemaBuilderChains).toEqual([]);
  });

  it('the server still gets the schemas from shared/contract (the walk sees a runtime TypeBox import)', () => {
    const { schemaBuilderChains } = walk([resolve(path.join(repo, 'api/src/app.ts'), 'shared/contract')!]);
    expect(schemaBuilderChains).toContainEqual(expect.stringMatching(/contract\/models\.ts → @sinclair\/typebox$/));
  });
});

describe('the page singleton stays one instance', () => {
  const singletonEntry = path.join(repo, 'shared/src/singleton.ts');
  /** The files bundled into `shared/singleton`: what its entry reaches by relative imports. */
  const singletonFiles = () => [...walk([singletonEntry]).reached.keys()];

  it('its files import each other by relative path and nothing through `shared` (a module importing itself)', () => {
    const files = singletonFiles();
    expect(files.map(rel)).toEqual(expect.arrayContaining(['shared/src/store.ts', 'shared/src/i18n.ts']));
    const throughPackage = files.flatMap((file) =>
      runtimeImports(file)
        .filter((s) => s === 'shared' || s.startsWith('shared/'))
        .map((s) => `${rel(file)} → ${s}`),
    );
    expect(throughPackage).toEqual([]);
  });

  it('no other file of shared reaches its state files by relative path (that would bundle a second copy)', () => {
    // files that hold page state; the stateless helpers the singleton also bundles (bus, constants) may be copied
    const stateFiles = new Set(
      singletonFiles().filter((f) => /shared\/src\/(store|i18n|api\/http|ui\/useScrollLock)\.ts$/.test(f)),
    );
    expect(stateFiles.size).toBe(4);
    const inside = new Set(singletonFiles());
    const copies = sourcesOf(path.join(repo, 'shared/src'))
      .filter((file) => !inside.has(file))
      .flatMap((file) =>
        runtimeImports(file)
          .filter((s) => s.startsWith('.'))
          .map((s) => resolve(file, s))
          .filter((target): target is string => target !== undefined && stateFiles.has(target))
          .map((target) => `${rel(file)} → ${rel(target)}`),
      );
    expect(copies).toEqual([]);
  });
});
