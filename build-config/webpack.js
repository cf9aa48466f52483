// One helper that builds every app's webpack config. CommonJS: webpack-cli loads it.
const fs = require('fs');
const path = require('path');
const url = require('url');
const webpack = require('webpack');
const { WEBPACK_MODULE_TYPE_PROVIDE } = require('webpack/lib/ModuleTypeConstants');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const zlib = require('zlib');
const { InjectManifest } = require('workbox-webpack-plugin');
const { AppIconsPlugin } = require('./appIcons');

const root = path.resolve(__dirname, '..');
/** Build output folder name (TI_DIST lets parallel checkouts/test runs build side by side). */
const DIST = process.env.TI_DIST || 'dist';

/** The apps of the system (each remote's federation name, folder and port; the shell's and the API's ports). */
const APPS = require(path.join(root, 'apps.json'));

/** Ports used in development and by `npm start` (each app on its own origin). */
const PORTS = {
  api: APPS.api.port,
  shell: APPS.shell.port,
  ...Object.fromEntries(Object.entries(APPS.remotes).map(([name, remote]) => [name, remote.port])),
};

/** The remotes, by Module Federation name → workspace folder. */
const REMOTES = Object.fromEntries(Object.entries(APPS.remotes).map(([name, remote]) => [name, remote.folder]));

/** The version of `pkg` as the app in `from` resolves it (a copy of the repository may have its own). */
function versionOf(pkg, from = root) {
  return require(require.resolve(`${pkg}/package.json`, { paths: [from] })).version;
}

/**
 * The repository's browser packages an app bundles from their TypeScript sources (each package's `src/`), found
 * from the app's folder: the browser kit, the page singleton and the contract.
 */
const SOURCE_PACKAGES = ['shared', 'page-singleton', 'contract'];
function sourceFolders(dir) {
  return SOURCE_PACKAGES.map((pkg) =>
    fs.realpathSync(path.join(path.dirname(require.resolve(`${pkg}/package.json`, { paths: [dir] })), 'src')),
  );
}

/**
 * Text assets are written a second and third time, brotli- and gzip-compressed at the highest level, so the
 * servers (ours and nginx's `brotli_static`/`gzip_static`) send them compressed without compressing per request.
 * Source maps stay uncompressed: only developer tools fetch them.
 */
const PRECOMPRESSED = /\.(js|css|html|json|svg|txt)$/;
function precompress() {
  return [
    new CompressionPlugin({
      test: PRECOMPRESSED,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 0,
      minRatio: Infinity,
    }),
    new CompressionPlugin({
      test: PRECOMPRESSED,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 0,
      minRatio: Infinity,
    }),
  ];
}

/** The file the shell's server reads to preload a page's startup files (see shell/server/preload.ts). */
const STARTUP_ASSETS = 'startup-assets.json';

/**
 * Writes the files every page of the host loads before it can render: its bootstrap chunk and the chunks of each
 * library it provides to the remotes, with the chunks those were split into (which mf-manifest.json omits).
 */
class StartupAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = new Set();
          for (const group of compilation.chunkGroups) {
            const startup =
              group.name === 'bootstrap' ||
              // a module that provides a library to the share scope has webpack's type "provide-module" (the
              // federation plugin's ProvideSharedModule uses webpack's own constant)
              group.origins.some((o) => o.module && o.module.type === WEBPACK_MODULE_TYPE_PROVIDE);
            if (startup) for (const file of group.getFiles()) files.add(file);
          }
          const list = [...files].sort();
          const json = JSON.stringify({
            js: list.filter((f) => f.endsWith('.js')),
            css: list.filter((f) => f.endsWith('.css')),
          });
          compilation.emitAsset(STARTUP_ASSETS, new webpack.sources.RawSource(json));
        },
      );
    });
  }
}

function federationRuntimeAliases() {
  const esm = (pkg) => {
    const dir = path.join(root, 'node_modules', pkg);
    const exported = require(path.join(dir, 'package.json')).exports['.'].import;
    return path.join(dir, typeof exported === 'string' ? exported : exported.default);
  };
  return Object.fromEntries(
    ['@module-federation/runtime-core', '@module-federation/sdk', '@module-federation/error-codes'].map((pkg) => [
      `${pkg}$`,
      esm(pkg),
    ]),
  );
}

function caret(version) {
  return `^${version}`;
}

/**
 * The one list of federation singletons, same ranges everywhere: what must be one instance on the page.
 * Libraries with state of their own (React and its renderer, jotai) and the `page-singleton` package — the page's
 * state (the jotai store and atoms, the i18next instance, the HTTP connection, the query client, the scroll lock) and
 * the router, translation and parcel bindings (page-singleton/src/reactBindings.ts: inside the singleton they are bundled with only
 * the names the site uses, where a library shared on its own is bundled whole — React Router's data routers and
 * react-i18next's `<Trans>` parser cost every page ~20 KB compressed that way; i18next itself is reached only
 * through the singleton's instance). The browser kit (`shared`: UI kit, API client) and the `contract` package (contract, formatters) are NOT shared:
 * each app bundles the parts it uses, so a remote built on a newer `shared` brings its own newer copy into an older
 * page. `page-singleton` is strict, at the version of its package.json as the app resolves it: a remote that needs a
 * newer one than the page has fails to load (and shows the remote fallback) instead of running against state it
 * doesn't understand.
 * `react-dom/client` and `react/jsx-runtime` are listed on their own: the `react-dom` key does not cover
 * subpaths, and without them each app would bundle its own renderer.
 */
function sharedSingletons(dir = root) {
  const entry = (pkg, from = pkg) => {
    const version = versionOf(from);
    return { singleton: true, requiredVersion: caret(version), version };
  };
  const singletonVersion = versionOf('page-singleton', dir);
  return {
    react: entry('react'),
    'react/jsx-runtime': entry('react/jsx-runtime', 'react'),
    'react-dom': entry('react-dom'),
    'react-dom/client': entry('react-dom/client', 'react-dom'),
    jotai: entry('jotai'),
    'page-singleton': {
      singleton: true,
      strictVersion: true,
      requiredVersion: caret(singletonVersion),
      version: singletonVersion,
    },
  };
}

/**
 * The remote map's file as the shell's server reads it (shell/server/remotesFile.ts, TypeScript loaded through tsx), at
 * the path `npm start` uses (scripts/lib/apps.mjs): one implementation for development and production.
 */
async function openRemotesMap(warn) {
  const { remotesFile } = await import(url.pathToFileURL(path.join(root, 'scripts/lib/apps.mjs')).href);
  const { tsImport } = await import('tsx/esm/api');
  const { openRemotesMap: open } = await tsImport(path.join(root, 'shell/server/remotesFile.ts'), __filename);
  return open({
    file: remotesFile(),
    remotePorts: Object.fromEntries(Object.keys(REMOTES).map((n) => [n, PORTS[n]])),
    warn,
  });
}

/**
 * @param {object} o
 * @param {string} o.name    Module Federation name (`shell`, `mf_discovery`, …)
 * @param {string} o.dir     the app's folder (its `__dirname`)
 * @param {Record<string,string>} [o.exposes]  exposed modules (remotes only)
 * @param {boolean} [o.host] the shell: no exposes, no remotes (registered at runtime from /remotes.json)
 * @param {Record<string,string>} [o.define] compile-time constants
 * @param {string[]} [o.serverScreens] exposed pages (keys of `exposes`) that export a `Screen` the shell's server
 *   renders: a production build also builds them for node (serverConfig)
 */
function appConfig({ name, dir, exposes, host = false, define = {}, serverScreens = [] }) {
  return (env, argv) => {
    const browser = browserConfig({ name, dir, exposes, host, define }, argv);
    return argv.mode === 'production' && serverScreens.length > 0
      ? [browser, serverConfig({ name, dir, exposes, define, serverScreens })]
      : browser;
  };
}

/** The folder of a remote's dist/ that holds its server build (`server/<Module>.js`, shell/server/serverScreens.ts). */
const SERVER_FOLDER = 'server';

/** The swc rule every build compiles the app's and the packages' TypeScript with. */
function sourceRule(dir, production) {
  return {
    test: /\.[jt]sx?$/,
    // the app's and the packages' sources, and each remote's route declarations (its light `routes` entry:
    // the shell composes its route table of them)
    include: [
      path.join(dir, 'src'),
      ...sourceFolders(dir),
      ...Object.values(REMOTES).map((folder) => path.join(root, folder, 'src', 'routes.ts')),
    ],
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * What a remote's server build requires instead of bundling: the page's singletons, which the shell's server provides
 * as it has them (shell/server/serverScreens.ts, PROVIDED) — as federation shares them in the browser.
 */
const SERVER_PROVIDED = new Set([
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'jotai',
  'page-singleton',
]);

/**
 * A remote's server build: each of `serverScreens` as one CommonJS file for node (`dist/server/<Module>.js`, no
 * chunks: the shell's server fetches and evaluates one file), its stylesheets left out (the browser build has them).
 */
function serverConfig({ name, dir, exposes, define, serverScreens }) {
  for (const key of serverScreens)
    if (!exposes || !exposes[key]) throw new Error(`${name}: server screen ${key} is not one of its exposes`);
  return {
    name: `${name}-server`,
    mode: 'production',
    target: 'node20',
    context: dir,
    entry: Object.fromEntries(serverScreens.map((key) => [key.replace(/^\.\//, ''), exposes[key]])),
    devtool: false,
    output: {
      path: path.join(dir, DIST, SERVER_FOLDER),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externalsType: 'commonjs',
    externals: ({ request }, callback) => callback(null, SERVER_PROVIDED.has(request) ? request : undefined),
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
    module: {
      rules: [sourceRule(dir, true), { test: /\.css$/, type: 'asset/source' }],
    },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // the page singleton it was built for, as its browser build asks the page for it (strict): the shell's server
      // renders it only when the one it has is in that range
      new webpack.BannerPlugin({
        banner: `module.exports.pageSingletonRange = ${JSON.stringify(caret(versionOf('page-singleton', dir)))};`,
        raw: true,
        footer: true,
        entryOnly: true,
      }),
      new webpack.DefinePlugin(Object.fromEntries(Object.entries(define).map(([k, v]) => [k, JSON.stringify(v)]))),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/** A web app's browser build (the only build of the shell, and of a remote in development). */
function browserConfig({ name, dir, exposes, host, define }, argv) {
  const production = argv.mode === 'production';
  const port = PORTS[name];
  /**
   * In production a remote is only its container (remoteEntry.js + chunks) and runs on the federation runtime
   * the shell's page already has, so the runtime is downloaded once per page instead of once per remote. Its
   * standalone page (entry `main` + index.html, which would need a runtime of its own) is a development tool.
   */
  const containerOnly = production && !host;
  /** the shell's production build has the site's service worker (its source: src/serviceWorker/sw.ts) */
  const serviceWorker = production && host;
  const constants = host ? { ...define, __SERVICE_WORKER__: serviceWorker } : define;
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: containerOnly ? {} : { main: './src/index.ts' },
    // no source maps in a production build: its folder is served as it is, and the maps would publish the sources
    // (the servers refuse a .map path too)
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, DIST),
      // remotes load their chunks from their own origin, wherever they are deployed
      publicPath: host ? '/' : 'auto',
      // entry names stay stable (the federation runtime needs them); index.html adds a hash query
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: name,
      // a script chunk that has not arrived after 120 s fails with a ChunkLoadError (friendly retry)
      chunkLoadTimeout: 120000,
      // (the server build, built beside it, writes its own folder)
      clean: { keep: (file) => file === SERVER_FOLDER || file.startsWith(`${SERVER_FOLDER}/`) },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      // The federation runtime reaches its core both through `import` (ESM files) and `require` (the .cjs twins):
      // one build of each package, or the shell's entry carries the runtime twice.
      alias: federationRuntimeAliases(),
    },
    module: {
      rules: [
        sourceRule(dir, production),
        // production: real stylesheets, fetched in parallel with the chunk that needs them (not JS strings)
        { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposes ?? {},
        remotes: {},
        shared: sharedSingletons(dir),
        manifest: true,
        dts: false,
        dev: false,
        experiments: {
          // the shell provides the runtime (a pure consumer); remotes use it instead of bundling their own
          ...(host ? { provideExternalRuntime: true } : containerOnly ? { externalRuntime: true } : {}),
          // browser-only builds: the runtime drops its Node.js code paths
          optimization: { target: 'web' },
        },
      }),
      !containerOnly &&
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: host ? 'Travel Inspiration' : `${name} — standalone`,
          favicon: path.join(__dirname, 'favicon.svg'),
          chunks: ['main'],
          hash: true,
        }),
      production && host && new StartupAssetsPlugin(),
      // the installed app's icons (the web app manifest names them)
      host && new AppIconsPlugin(),
      // the page template the service worker answers a navigation with when the network cannot: the built
      // index.html under a name of its own (the shell's server redirects /index.html to the home page)
      serviceWorker &&
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          filename: 'app-shell.html',
          title: 'Travel Inspiration',
          chunks: ['main'],
          hash: true,
        }),
      // the worker, with the list of the shell's files it keeps from its install on: every content-hashed script
      // and stylesheet (main.js, the page template and the other files that keep their name are asked of the
      // network first, so a new build's main.js is never shadowed by a kept one)
      serviceWorker &&
        new InjectManifest({
          swSrc: path.join(dir, 'src', 'serviceWorker', 'sw.ts'),
          swDest: 'sw.js',
          include: [/\.[0-9a-f]{10}\.(js|css)$/],
          dontCacheBustURLsMatching: /\.[0-9a-f]{10}\./,
        }),
      production &&
        new MiniCssExtractPlugin({
          filename: '[name].[contenthash:10].css',
          chunkFilename: '[name].[contenthash:10].css',
        }),
      new webpack.DefinePlugin(Object.fromEntries(Object.entries(constants).map(([k, v]) => [k, JSON.stringify(v)]))),
      ...(production ? precompress() : []),
    ].filter(Boolean),
    optimization: { minimizer: ['...', new CssMinimizerPlugin()] },
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: `http://localhost:${PORTS.api}` }],
      client: { overlay: { warnings: false, errors: true } },
      // the shell's dev server answers /remotes.json as `npm start` does: from the remote map's file (each remote
      // on its dev server's port until the file says otherwise), read again whenever it changes
      setupMiddlewares: host
        ? (middlewares, devServer) => {
            const manifestUrls = openRemotesMap((message) => devServer.logger.warn(message));
            // reported at once (each request for the map then fails with it too), not left unhandled
            manifestUrls.catch((error) => devServer.logger.error(`remote map: ${error.message}`));
            devServer.app.get('/remotes.json', (req, res, next) => {
              manifestUrls
                .then((urlsFor) => urlsFor(req.headers.host))
                .then((map) => res.set('cache-control', 'no-store').json(map), next);
            });
            return middlewares;
          }
        : undefined,
    },
  };
}

module.exports = { appConfig, sharedSingletons, PORTS, REMOTES, DIST, STARTUP_ASSETS, root };
