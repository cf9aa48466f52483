import type { Config } from 'jest';
import APPS from './apps.json';

const tsJest: [string, Record<string, unknown>] = [
  'ts-jest',
  {
    tsconfig: {
      // type checking is `npm run typecheck` (tsc); tests only transpile, which keeps them fast
      isolatedModules: true,
      jsx: 'react-jsx',
      module: 'commonjs',
      moduleResolution: 'node',
      esModuleInterop: true,
      target: 'ES2022',
      allowJs: true,
    },
  },
];

const common = {
  transform: { '^.+\\.[tj]sx?$': tsJest },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json', 'cjs'],
  moduleNameMapper: {
    '^shared$': '<rootDir>/../shared/src/index.ts',
    '\\.css$': '<rootDir>/../shared/test/styleMock.js',
  },
};

const browserProject = (name: string) => ({
  ...common,
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../shared/test/setup-dom.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

const config: Config = {
  projects: [
    browserProject('contract'),
    browserProject('page-singleton'),
    browserProject('shared'),
    browserProject('shell'),
    ...Object.values(APPS.remotes).map((remote) => browserProject(remote.folder)),
    {
      ...common,
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
      // the ESM-only packages the API loads (cookie, through @fastify/cookie's import()) are compiled to CommonJS
      // for Jest's module loader, which cannot load ES modules without --experimental-vm-modules
      transformIgnorePatterns: ['/node_modules/(?!(@fastify/cookie|cookie)/)'],
    },
    {
      // the production web servers (site-server: every app's static server; shell/server: the shell's server),
      // the supervisor that runs them (scripts/lib), the nginx front (deploy/, needs Debian's nginx), the lint rules
      // (scripts/lintRules.test.ts), the prerequisites check and how the e2e run starts the servers (e2e/system.ts)
      ...common,
      displayName: 'servers',
      rootDir: '<rootDir>/shell',
      roots: [
        '<rootDir>/server',
        '<rootDir>/../site-server',
        '<rootDir>/../scripts',
        '<rootDir>/../deploy',
        '<rootDir>/../e2e',
      ],
      testEnvironment: 'node',
      testMatch: ['**/*.test.ts'],
      // e2e/.run-*: the end-to-end run's copies of the tree (remote-skew's builds), not this tree's tests
      testPathIgnorePatterns: ['/node_modules/', '/e2e/\\.run-'],
      // the shell's server renders the app's tree, whose browser build has its build id compiled in (read only in
      // the browser: the server build defines it empty too, scripts/lib/server-build.mjs)
      globals: { __APP_JS__: '' },
      // @fastify/static needs content-disposition, which is ESM only: Node (20.19+) requires it as it is, Jest's
      // module loader cannot, so Jest compiles that one package to CommonJS
      transformIgnorePatterns: ['/node_modules/(?!(content-disposition|@fastify/cookie|cookie)/)'],
    },
  ] as Config['projects'],
};

export default config;
