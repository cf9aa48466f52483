// The one way the system's node servers are built for production (the API's, the shell's, the remotes'): a
// CommonJS file that `node` runs as it is, no TypeScript loader.
//
// esbuild bundles the server's own sources and the workspace packages it imports (`site-server`, `contract`, …:
// TypeScript that only this repository has) and leaves every other package to be required from
// node_modules at run time. So a production install of the server's workspace (`npm ci --omit=dev -w <workspace>`)
// needs exactly the packages that workspace's `dependencies` bring: the build fails when the bundle would require a
// package that install does not provide.
import { builtinModules, createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { REMOTES, ROOT, serverOf } from './apps.mjs';

const require = createRequire(import.meta.url);
const readPackage = (folder) => require(path.join(ROOT, folder, 'package.json'));

/** `@scope/name/sub/path` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Workspace package name → its folder. */
const WORKSPACES = new Map(readPackage('.').workspaces.map((folder) => [readPackage(folder).name, folder]));

/**
 * The packages `npm ci --omit=dev -w <folder>` installs for the code to require: the workspace's `dependencies`,
 * and those of every workspace package among them (npm installs a workspace dependency with its own dependencies).
 */
function providedBy(folder, seen = new Set()) {
  if (seen.has(folder)) return new Set();
  seen.add(folder);
  const provided = new Set();
  for (const name of Object.keys(readPackage(folder).dependencies ?? {})) {
    provided.add(name);
    if (WORKSPACES.has(name)) for (const p of providedBy(WORKSPACES.get(name), seen)) provided.add(p);
  }
  return provided;
}

/** Workspace packages are bundled; every other bare import stays a `require` of node_modules. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      WORKSPACES.has(packageOf(args.path)) ? undefined : { external: true },
    );
  },
};

/**
 * A module's own location stays the one of its source file (what tsx, Jest and node give it): `__dirname` and
 * `import.meta.url` are rewritten to the source's folder and file as seen from the bundle, so files read beside the
 * code (the API's `../../migrations` from src/db, the repository root from scripts/lib) are found the same from the
 * build.
 */
function sourceLocation(outDir) {
  return {
    name: 'source-location',
    setup(b) {
      b.onLoad({ filter: /\.(ts|mjs)$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const code = fs.readFileSync(args.path, 'utf8');
        if (!/\b__dirname\b|\bimport\.meta\.url\b/.test(code)) return undefined;
        const fromOut = (file) => JSON.stringify(path.relative(outDir, file).split(path.sep).join('/'));
        const dirname = `require('node:path').join(__dirname, ${fromOut(path.dirname(args.path))})`;
        const url = `require('node:url').pathToFileURL(require('node:path').join(__dirname, ${fromOut(args.path)})).href`;
        return {
          contents: code.replace(/\b__dirname\b/g, dirname).replace(/\bimport\.meta\.url\b/g, url),
          loader: args.path.endsWith('.ts') ? 'ts' : 'js',
        };
      });
    },
  };
}

/**
 * The servers, each an entry (relative to the repository) built for a production install of one workspace (its
 * folder). Every remote runs the same server (the web servers' kit, site-server) on its own build folder.
 */
export const SERVERS = {
  api: { workspace: 'api', entry: 'api/src/server.ts', outfile: serverOf('api') },
  // the shell's server renders React: React's production build, as the browser builds have (React picks its build by
  // NODE_ENV when it is first required)
  shell: { workspace: 'shell', entry: 'scripts/serve-shell.mjs', outfile: serverOf('shell'), production: true },
  remote: { workspace: 'site-server', entry: 'scripts/serve-remote.mjs', outfile: serverOf(Object.keys(REMOTES)[0]) },
};

/** Build the named servers (keys of SERVERS), logging each file written; throws on the first that fails. */
export async function buildServers(names) {
  const unknown = names.filter((name) => !SERVERS[name]);
  if (unknown.length > 0) throw new Error(`unknown server ${unknown.join(', ')} (${Object.keys(SERVERS).join(', ')})`);
  for (const name of names) console.log(`server build: ${await buildServer(SERVERS[name])}`);
}

/** Build one server (an entry of SERVERS, or one with another outfile); returns the file written, from the root. */
export async function buildServer({ workspace, entry, outfile, production = false }) {
  const outDir = path.dirname(outfile);
  fs.rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    entryPoints: [path.join(ROOT, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    // the shell's server renders the app's React tree (shell/server/renderTree.tsx): the stylesheets its modules
    // import are the browser build's, and the build id the browser build has compiled in is only read in the
    // browser (the app-update check runs in an effect)
    loader: { '.css': 'empty' },
    define: { __APP_JS__: '""', ...(production ? { 'process.env.NODE_ENV': '"production"' } : {}) },
    // (set before the bundle requires anything, for the packages it requires from node_modules)
    ...(production ? { banner: { js: "process.env.NODE_ENV = 'production';" } } : {}),
    plugins: [externalPackages, sourceLocation(outDir)],
  });

  const provided = providedBy(workspace);
  const builtins = new Set(builtinModules);
  const undeclared = new Set(
    Object.values(result.metafile.outputs)
      .flatMap((output) => output.imports)
      .filter((i) => i.external && !i.path.startsWith('node:') && !builtins.has(packageOf(i.path)))
      .map((i) => packageOf(i.path))
      .filter((name) => !provided.has(name)),
  );
  if (undeclared.size > 0) {
    throw new Error(
      `${path.relative(ROOT, outfile)}: the bundle requires packages ${workspace}/package.json does not bring in ` +
        `its dependencies: ${[...undeclared].join(', ')}`,
    );
  }
  return path.relative(ROOT, outfile);
}
