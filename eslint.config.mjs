import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The remotes' folders, from the one list of the system's apps. */
const REMOTES = Object.values(JSON.parse(readFileSync(new URL('./apps.json', import.meta.url), 'utf8')).remotes).map(
  (remote) => remote.folder,
);

/**
 * The repository's packages, each installed and deployed for one target, in layers: the contract (TypeBox schemas,
 * endpoint table, formatters) at the bottom; the page singleton (the page's state) on it; the browser kit (`shared`)
 * on both; the web servers' kit (`site-server`) beside them, for node; the webpack configuration (`build-config`)
 * for the builds. A package imports only the ones under it, each by its name (never a file of another package by
 * path: a page-singleton file bundled by path would be a second copy of the page's state), and no app nor the API.
 */
const PACKAGE_LAYERS = {
  contract: [],
  'page-singleton': ['contract'],
  shared: ['contract', 'page-singleton'],
  'site-server': [],
  'build-config': [],
};
const PACKAGES = Object.keys(PACKAGE_LAYERS);

/**
 * A remote never imports another remote's (or the shell's) source. One allowance: the shell imports each remote's
 * route declarations through the remote's light `routes` entry (`mf-x/routes`: declarations only, no screens, see
 * `lightRouteEntries`), to compose its route table at build time.
 */
const boundaries = [...REMOTES, 'shell'].map((app) => ({
  files: [`${app}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            ...(app === 'shell'
              ? // another app's folder anywhere in the path, but a remote's `routes` entry by its package name
                { regex: `^(?!(${REMOTES.join('|')})/routes$)(.*/)?(${REMOTES.join('|')})(/|$)` }
              : {
                  group: [...REMOTES, 'shell']
                    .filter((other) => other !== app)
                    .flatMap((other) => [other, `${other}/*`, `**/${other}/**`]),
                }),
            message:
              "Modules talk through the bus, shared atoms or exposed modules loaded at runtime — never by importing another app's source.",
          },
          {
            group: PACKAGES.map((pkg) => `**/${pkg}/src/**`),
            message: 'Import a package of the repository by its name, not its files.',
          },
        ],
      },
    ],
  },
}));

/**
 * A remote's `src/routes.ts` is its light entry (`mf-x/routes`): the shell's browser bundle and its node server import
 * it, so it imports nothing but the route declaration builder and the contract's plain constants (the paths the API's
 * mails link to) — no React, no screen, no strings.
 */
const lightRouteEntries = {
  files: REMOTES.map((app) => `${app}/src/routes.ts`),
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(?!(shared/route|contract/constants)$)',
            message:
              "A remote's routes entry imports only 'shared/route' and 'contract/constants': the shell's server and bundle import it.",
          },
        ],
      },
    ],
  },
};

const packageLayers = PACKAGES.map((pkg) => ({
  files: [`${pkg}/**/*.{ts,tsx,js}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            // the API by its source folder: shared has an api/ folder of its own (the API client)
            group: [
              ...[...REMOTES, 'shell'].flatMap((app) => [app, `${app}/*`, `**/${app}/**`]),
              '**/api/src/**',
              '**/api/test/**',
            ],
            message: `${pkg} is a package the apps depend on: it imports no app and not the API.`,
          },
          ...PACKAGES.filter((other) => other !== pkg && !PACKAGE_LAYERS[pkg].includes(other)).map((other) => ({
            group: [other, `${other}/*`, `**/${other}/src/**`],
            message: `${pkg} does not depend on ${other} (package layers: eslint.config.mjs).`,
          })),
          ...PACKAGE_LAYERS[pkg].map((other) => ({
            group: [`**/${other}/src/**`],
            message: `Import '${other}' by its name, not its files.`,
          })),
        ],
      },
    ],
  },
}));

/**
 * Inside an app, each folder under src/ is a feature (a screen or a widget, with its components, hooks and state)
 * but two: `common`, the code several features share, which any file of the app imports directly; and `expose`,
 * which with the root files of src/ (pages.ts, App.tsx, bootstrap), the app's server and its bench is where the
 * features are put together, and may take a feature's screen module itself. One feature (or `common`) imports another
 * only through that feature's public entry, its index.ts, which exports what other features use: the rest can change
 * without looking outside the folder. Tests, stories and their fixtures may reach into any feature of their app: they
 * exercise its insides and ship in no bundle. The zones come from the folders on disk: a new feature is covered as
 * it is made.
 */
const NOT_FEATURES = new Set(['common', 'expose']);
const featureEntries = [...REMOTES, 'shell'].map((app) => {
  const src = fileURLToPath(new URL(`./${app}/src/`, import.meta.url));
  const features = readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_FEATURES.has(entry.name))
    .map((entry) => entry.name);
  return {
    files: [`${app}/src/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/fixtures/**', '**/fixtures.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: features.map((feature) => ({
            target: [...features.filter((other) => other !== feature), 'common'].map((other) => `${src}${other}`),
            from: `${src}${feature}`,
            except: ['./index.ts'],
            message: `Another feature imports '${feature}' through its entry, ${app}/src/${feature}/index.ts (export there what it needs).`,
          })),
        },
      ],
    },
  };
});

/**
 * No import cycles: a module's dependencies load before it, so a cycle means a module can run against another that
 * is only half set up (and the two cannot be understood, tested or split apart alone).
 */
const noCycles = {
  files: ['**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/resolver-next': [createTypeScriptImportResolver()],
  },
  rules: { 'import-x/no-cycle': 'error' },
};

/**
 * React Router and react-i18next hand their state through React contexts, and single-spa keeps the page's parcels,
 * so the page must have one copy of each:
 * browser code takes them from the page singleton (`page-singleton`, page-singleton/src/reactBindings.ts), which bundles
 * only the names the site uses. react-error-boundary travels there too, to be bundled once per page rather than once
 * per module, and jotai's storage atoms (`jotai/utils` reaches jotai's core by a path the federation does not share:
 * imported by a remote, it bundles a second copy of jotai). Tests may use the libraries' own test tools (`MemoryRouter`): Jest has one copy.
 */
const pageSingletonBindings = {
  files: ['shell/**/*.{ts,tsx}', ...REMOTES.map((app) => `${app}/**/*.{ts,tsx}`), 'shared/src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', 'shell/server/**'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          'react-router',
          'react-router-dom',
          'react-i18next',
          'i18next',
          'single-spa',
          'single-spa-react',
          'single-spa-react/parcel',
          'react-error-boundary',
          'jotai/utils',
          'jotai/vanilla',
        ].map((name) => ({
          name,
          allowTypeImports: true,
          message: "Take the router, translation and parcel bindings from 'page-singleton': one copy per page.",
        })),
      },
    ],
  },
};

/**
 * One way to read and write server data: a read goes through the page's one cache (`useApiQuery`, `useApiPages`,
 * `fetchApi`), a write is a declared mutation (`useApiMutation`, `runApiMutation`: shared/src/api/mutations.ts),
 * so that what a write changes is marked stale in one place. Only the data layer (shared/src/api) calls the API
 * client itself. (Tests watch the client's calls: `expect(api.call).toHaveBeenCalledWith(…)`.)
 */
const noDirectApiCall = {
  selector: "MemberExpression[object.name='api'][property.name='call']",
  message:
    "Read through the page's cache (useApiQuery, useApiPages, fetchApi) and write with a declared mutation (useApiMutation, runApiMutation): only shared/src/api calls the API client.",
};

/**
 * Text a user sees comes from a catalogue (`*.strings.ts`, read through `t()`), so each of it exists in every
 * language: no words written straight into JSX, as text or as an accessible name. Stories and tests hold fixtures.
 */
const noLiteralJsxText = [
  {
    selector: 'JSXText[value=/[A-Za-z\\u3400-\\u9fff]/]',
    message: 'Text a user sees comes from the catalogue (a *.strings.ts file) through t().',
  },
  {
    selector: 'JSXAttribute[name.name=/^(aria-label|alt|title)$/] > Literal[value=/[A-Za-z\\u3400-\\u9fff]/]',
    message: 'An accessible name comes from the catalogue (a *.strings.ts file) through t().',
  },
];

// One rule, several selectors: in a flat config a later block's `no-restricted-syntax` replaces an earlier one's
// for the files both match, so each set of files gets, in one block, every selector that applies to it.
const APP_SOURCES = ['shell', ...REMOTES].map((app) => `${app}/src/**/*`);
const restrictedSyntax = [
  {
    files: APP_SOURCES.map((glob) => `${glob}.ts`),
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', noDirectApiCall] },
  },
  {
    files: APP_SOURCES.map((glob) => `${glob}.tsx`),
    ignores: ['**/*.test.tsx', '**/*.stories.tsx'],
    rules: { 'no-restricted-syntax': ['error', noDirectApiCall, ...noLiteralJsxText] },
  },
  {
    // the shared kit reads and writes through its own cache layer too; only that layer (shared/src/api) calls the client
    files: ['shared/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'shared/src/api/**'],
    rules: { 'no-restricted-syntax': ['error', noDirectApiCall] },
  },
  {
    files: ['shared/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx'],
    rules: { 'no-restricted-syntax': ['error', noDirectApiCall, ...noLiteralJsxText] },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'data/**',
      '**/storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.run*/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  ...boundaries,
  lightRouteEntries,
  ...packageLayers,
  pageSingletonBindings,
  noCycles,
  ...featureEntries,
  ...restrictedSyntax,
);
