/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { SOURCE, runtimeImports, sourcesOf } from '../test/imports';

/**
 * The contract's schema builder (TypeBox) is the server's: the API validates with it and describes itself with
 * it. The browser calls by name with plain data (`contract/endpoints`, `contract/constants`) and takes the
 * schemas' types only (`import type`, which the compiler erases): whatever a browser module reaches through a
 * runtime import may ship (the page singleton, `page-singleton`, is bundled whole).
 *
 * This walks the runtime imports (not `import type` / `export type`, which compile away) from every browser
 * module: the browser kit's root and the sources of the shell and every remote, through the repository's browser
 * packages (the browser kit, the page singleton, the contract) by their package.json exports.
 */

const repo = path.resolve(__dirname, '../..');
const SCHEMA_BUILDER = '@sinclair/typebox';
const BROWSER_APPS = ['shell', 'mf-auth', 'mf-discovery', 'mf-experience', 'mf-planner', 'mf-profile'];
/** The repository's packages browser code imports, by name → folder. */
const SOURCE_PACKAGES: Record<string, string> = {
  shared: 'shared',
  'page-singleton': 'page-singleton',
  contract: 'contract',
};

/** An entry point of one of SOURCE_PACKAGES, as its package.json exports it (what webpack and tsc resolve). */
function packageEntry(from: string, specifier: string): string | undefined {
  const name = Object.keys(SOURCE_PACKAGES).find((pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`));
  if (!name) return undefined;
  const folder = path.join(repo, SOURCE_PACKAGES[name]);
  const exported: Record<string, string> = JSON.parse(
    fs.readFileSync(path.join(folder, 'package.json'), 'utf8'),
  ).exports;
  const entry = exported[specifier === name ? '.' : `./${specifier.slice(name.length + 1)}`];
  if (!entry) throw new Error(`${from}: '${name}' does not export ${specifier}`);
  return path.join(folder, entry);
}

/** The source file a specifier names, `undefined` for a package outside this repository or a non-code asset. */
function resolve(from: string, specifier: string): string | undefined {
  let target: string | undefined;
  if (specifier.startsWith('.')) {
    target = path.resolve(path.dirname(from), specifier);
  } else {
    target = packageEntry(from, specifier);
    if (!target) return undefined;
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
      expect.arrayContaining(['shared/src/api/client.ts', 'page-singleton/src/i18n.ts', 'mf-planner/src/index.ts']),
    );
    expect(schemaBuilderChains).toEqual([]);
  });

  it('the server still gets the schemas from the contract (the walk sees a runtime TypeBox import)', () => {
    const { schemaBuilderChains } = walk([resolve(path.join(repo, 'api/src/app.ts'), 'contract')!]);
    expect(schemaBuilderChains).toContainEqual(
      expect.stringMatching(/contract\/src\/models\.ts → @sinclair\/typebox$/),
    );
  });
});
