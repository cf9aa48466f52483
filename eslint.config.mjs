import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readFileSync } from 'node:fs';

/** The remotes' folders, from the one list of the system's apps. */
const REMOTES = Object.values(JSON.parse(readFileSync(new URL('./apps.json', import.meta.url), 'utf8')).remotes).map(
  (remote) => remote.folder,
);

/** A remote never imports another remote's (or the shell's) source (DESIGN §2). */
const boundaries = [...REMOTES, 'shell'].map((app) => ({
  files: [`${app}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [...REMOTES, 'shell']
              .filter((other) => other !== app)
              .flatMap((other) => [other, `${other}/*`, `**/${other}/**`]),
            message:
              "Modules talk through the bus, shared atoms or exposed modules loaded at runtime — never by importing another app's source.",
          },
          { group: ['**/shared/src/**'], message: "Import from 'shared' instead of its files." },
        ],
      },
    ],
  },
}));

/**
 * React Router and react-i18next hand their state through React contexts, and single-spa keeps the page's parcels,
 * so the page must have one copy of each:
 * browser code takes them from the page singleton (`shared/singleton`, shared/src/reactBindings.ts), which bundles
 * only the names the site uses. Tests may use the libraries' own test tools (`MemoryRouter`): Jest has one copy.
 */
const pageSingletonBindings = {
  files: ['shell/**/*.{ts,tsx}', ...REMOTES.map((app) => `${app}/**/*.{ts,tsx}`), 'shared/src/**/*.{ts,tsx}'],
  ignores: [
    '**/*.test.{ts,tsx}',
    '**/*.stories.{ts,tsx}',
    'shell/server/**',
    'shared/src/reactBindings.ts',
    'shared/src/i18n.ts',
  ],
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
        ].map((name) => ({
          name,
          allowTypeImports: true,
          message: "Take the router, translation and parcel bindings from 'shared/singleton': one copy per page.",
        })),
      },
    ],
  },
};

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
  pageSingletonBindings,
);
