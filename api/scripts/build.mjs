// The API for production: one CommonJS file, api/dist/server.js, that `node` runs (no TypeScript loader).
// TI_DIST names another output folder (api/<TI_DIST>/server.js), as it does for every web app's build.
//
// esbuild bundles the API's own sources and the workspace packages it imports (`shared/contract`,
// `shared/format`: TypeScript that only this repository has) and leaves every other package to be required
// from node_modules at run time. So a production install needs exactly the API's `dependencies`: this build
// fails when the bundle would require a package the API does not declare there.
import { builtinModules, createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);
const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(API, '..');
const OUT_DIR = path.join(API, process.env.TI_DIST || 'dist');

/** `@scope/name/sub/path` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const workspaces = new Set(
  require(path.join(ROOT, 'package.json')).workspaces.map(
    (folder) => require(path.join(ROOT, folder, 'package.json')).name,
  ),
);
const declared = new Set(Object.keys(require(path.join(API, 'package.json')).dependencies ?? {}));

/** Workspace packages are bundled; every other bare import stays a `require` of node_modules. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      workspaces.has(packageOf(args.path)) ? undefined : { external: true },
    );
  },
};

/**
 * A module's `__dirname` stays the folder of its source file (what tsx and Jest give it), so files read beside
 * the code — the migrations, `../../migrations` from src/db — are found the same from the bundle in dist/.
 */
const sourceDirname = {
  name: 'source-dirname',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const code = fs.readFileSync(args.path, 'utf8');
      if (!/\b__dirname\b/.test(code)) return undefined;
      const fromOut = path.relative(OUT_DIR, path.dirname(args.path)).split(path.sep).join('/');
      return {
        contents: code.replace(/\b__dirname\b/g, `require('node:path').join(__dirname, ${JSON.stringify(fromOut)})`),
        loader: 'ts',
      };
    });
  },
};

fs.rmSync(OUT_DIR, { recursive: true, force: true });
const result = await build({
  entryPoints: [path.join(API, 'src/server.ts')],
  outfile: path.join(OUT_DIR, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [externalPackages, sourceDirname],
});

const builtins = new Set(builtinModules);
const undeclared = new Set(
  Object.values(result.metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((i) => i.external && !i.path.startsWith('node:') && !builtins.has(packageOf(i.path)))
    .map((i) => packageOf(i.path))
    .filter((name) => !declared.has(name)),
);
if (undeclared.size > 0) {
  console.error(
    `api build: the bundle requires packages api/package.json does not list in dependencies: ${[...undeclared].join(', ')}`,
  );
  process.exit(1);
}
console.log(`api build: ${path.relative(ROOT, path.join(OUT_DIR, 'server.js'))}`);
