/** @jest-environment node */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { TEST_SUPPORT, runtimeImports, sourcesOf } from '../test/imports';

/**
 * Each part of the system is installed and deployed on its own (`npm ci --omit=dev -w api`, a remote built
 * alone), so each workspace's package.json declares every package its shipped code imports at run time: in
 * `dependencies`, or in `peerDependencies` for what the page provides once (shared's React, router, single-spa).
 * The root's devDependencies are the repository's tools (bundlers, test runners, linters, types): code that
 * leans on them works in this checkout and nowhere else. The API's build bundles the workspace packages it
 * imports (api/scripts/build.mjs), so for the API those are build inputs, declared in its devDependencies.
 *
 * Shipped code is every source under a workspace's `src/` and `server/`, test support left out.
 */

const repo = path.resolve(__dirname, '../..');
const SHIPPED_FOLDERS = ['src', 'server'];
/**
 * Workspaces whose production build inlines the workspace packages they import: the API's, and the shell's (its
 * browser bundle and its server compose the route table of the remotes' route declarations, `mf-x/routes`).
 */
const BUNDLES_WORKSPACES = new Set(['api', 'shell']);

interface Manifest {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const manifestOf = (folder: string): Manifest =>
  JSON.parse(fs.readFileSync(path.join(repo, folder, 'package.json'), 'utf8'));

const workspaceFolders = manifestOf('.').workspaces ?? [];
const workspaceNames = new Set(workspaceFolders.map((folder) => manifestOf(folder).name));
const builtins = new Set(builtinModules);

/** `@scope/name/sub/path` → `@scope/name`, `name/sub` → `name`; undefined for a relative path or a Node module. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined;
  const name = specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
  return builtins.has(name) ? undefined : name;
}

function shippedSources(folder: string): string[] {
  return SHIPPED_FOLDERS.map((sub) => path.join(repo, folder, sub))
    .filter((dir) => fs.existsSync(dir))
    .flatMap(sourcesOf);
}

/** Each package a workspace's shipped code imports, with the first file that imports it. */
function importedPackages(folder: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of shippedSources(folder)) {
    for (const name of runtimeImports(file).map(packageOf)) {
      if (name && !found.has(name)) found.set(name, path.relative(repo, file));
    }
  }
  return found;
}

function declaredPackages(folder: string): Set<string> {
  const manifest = manifestOf(folder);
  const bundled = BUNDLES_WORKSPACES.has(folder)
    ? Object.keys(manifest.devDependencies ?? {}).filter((name) => workspaceNames.has(name))
    : [];
  return new Set([
    manifest.name, // a package may import itself through its exports
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    ...bundled,
  ]);
}

describe('every workspace declares what it imports', () => {
  it('each package shipped code imports is in its own package.json', () => {
    const undeclared = workspaceFolders.flatMap((folder) => {
      const declared = declaredPackages(folder);
      return [...importedPackages(folder)]
        .filter(([name]) => !declared.has(name))
        .map(([name, file]) => `${folder}: ${name} (imported by ${file})`);
    });
    expect(undeclared).toEqual([]);
  });

  it('the walk sees the runtime imports of the API, the shell, shared and a remote', () => {
    expect([...importedPackages('api').keys()]).toEqual(
      expect.arrayContaining(['fastify', 'kysely', 'pg', '@electric-sql/pglite', 'sharp', 'nodemailer', 'contract']),
    );
    expect([...importedPackages('shell').keys()]).toEqual(
      expect.arrayContaining(['@module-federation/enhanced', '@fastify/http-proxy', 'react', 'shared']),
    );
    expect([...importedPackages('shared').keys()]).toEqual(
      expect.arrayContaining(['react', '@googlemaps/react-wrapper', 'dompurify', 'page-singleton', 'contract']),
    );
    expect([...importedPackages('page-singleton').keys()]).toEqual(
      expect.arrayContaining(['react-router-dom', 'jotai', 'i18next', 'react-error-boundary', 'contract']),
    );
    expect([...importedPackages('contract').keys()]).toEqual(['@sinclair/typebox']);
    expect([...importedPackages('site-server').keys()]).toEqual(expect.arrayContaining(['fastify', '@fastify/static']));
    expect([...importedPackages('mf-planner').keys()]).toEqual(expect.arrayContaining(['react', 'shared']));
  });

  it('shipped code imports no test support (whose packages are the repository tools)', () => {
    const intoTestSupport = workspaceFolders.flatMap((folder) =>
      shippedSources(folder).flatMap((file) =>
        runtimeImports(file)
          .filter(
            (specifier) => specifier.startsWith('.') && TEST_SUPPORT.test(path.resolve(path.dirname(file), specifier)),
          )
          .map((specifier) => `${path.relative(repo, file)} → ${specifier}`),
      ),
    );
    expect(intoTestSupport).toEqual([]);
  });
});
