// The architecture rules ESLint carries (eslint.config.mjs), each seen failing on a deliberate violation and passing on
// the allowed form: features of an app import each other only through their public entry (index.ts); apps never
// import each other (but the shell takes each remote's route declarations from its light `routes` entry, which imports
// nothing but the route builder); the repository's packages (contract, page-singleton, shared, site-server) import no
// app, only the packages under them and those only by name. ESLint loads its config as an ES module, which Jest's module loader cannot,
// so the probes are linted by ESLint's API in a child process (one for all of them), as `npm run lint` lints files.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

interface Probe {
  /** where the probe pretends to be: the rules depend on the importing file's folder */
  file: string;
  code: string;
}

const LINT = `
import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const probe of JSON.parse(process.env.PROBES)) {
  const [result] = await eslint.lintText(probe.code, { filePath: probe.file });
  results.push(result.messages.map((m) => m.ruleId ?? m.message));
}
console.log(JSON.stringify(results));
`;

/** The rules each probe breaks (empty when it passes). */
function lint(probes: Probe[]): string[][] {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', LINT], {
    cwd: ROOT,
    env: { ...process.env, PROBES: JSON.stringify(probes) },
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

const reexport = (name: string, from: string) => `import { ${name} } from '${from}';\nexport { ${name} };\n`;

const probes: Record<string, Probe & { breaks: string[] }> = {
  'another feature’s insides': {
    file: 'mf-experience/src/user/components/Probe.tsx',
    code: reexport('VideoPlayer', '../../detail/components/VideoPlayer'),
    breaks: ['import-x/no-restricted-paths'],
  },
  'another feature through its entry': {
    file: 'mf-experience/src/user/components/Probe.tsx',
    code: reexport('VideoPlayer', '../../detail'),
    breaks: [],
  },
  'its own feature’s insides': {
    file: 'mf-experience/src/detail/components/Probe.tsx',
    code: reexport('VideoPlayer', './VideoPlayer'),
    breaks: [],
  },
  'the app’s common code': {
    file: 'mf-experience/src/user/components/Probe.tsx',
    code: reexport('useExperience', '../../common/useExperience'),
    breaks: [],
  },
  'a feature’s insides from common': {
    file: 'mf-profile/src/common/Probe.tsx',
    code: reexport('PostCard', '../posts/components/PostCard'),
    breaks: ['import-x/no-restricted-paths'],
  },
  'a screen module from expose/ (where features are put together)': {
    file: 'mf-experience/src/expose/Probe.tsx',
    code: reexport('ExperiencePage', '../detail/ExperiencePage'),
    breaks: [],
  },
  'another feature’s insides from a test': {
    file: 'mf-experience/src/user/components/Probe.test.tsx',
    code: reexport('VideoPlayer', '../../detail/components/VideoPlayer'),
    breaks: [],
  },
  'another app': {
    file: 'mf-experience/src/user/components/Probe.tsx',
    code: reexport('PostCard', '../../../../mf-profile/src/posts'),
    breaks: ['no-restricted-imports'],
  },
  'a remote’s route declarations from the shell, through its light entry': {
    file: 'shell/src/routes/Probe.ts',
    code: reexport('routes', 'mf-discovery/routes'),
    breaks: [],
  },
  'a remote’s screen from the shell': {
    file: 'shell/src/routes/Probe.ts',
    code: reexport('PlacePage', 'mf-discovery/src/place/PlacePage'),
    breaks: ['no-restricted-imports'],
  },
  'a remote’s routes file from the shell by its path': {
    file: 'shell/src/routes/Probe.ts',
    code: reexport('routes', '../../../mf-discovery/src/routes'),
    breaks: ['no-restricted-imports'],
  },
  'a screen from a remote’s light routes entry': {
    file: 'mf-discovery/src/routes.ts',
    // (a screen that does not itself read the routes entry: one that does is refused as a cycle too)
    code: reexport('PopupSearch', './popupSearch/PopupSearch'),
    breaks: ['no-restricted-imports'],
  },
  'the route builder from a remote’s light routes entry': {
    file: 'mf-discovery/src/routes.ts',
    code: reexport('declareRoute', 'shared/route'),
    breaks: [],
  },
  'the contract’s plain constants from a remote’s light routes entry': {
    file: 'mf-discovery/src/routes.ts',
    code: reexport('MODERATION_PAGE', 'contract/constants'),
    breaks: [],
  },
  'the contract’s schemas from a remote’s light routes entry': {
    file: 'mf-discovery/src/routes.ts',
    code: reexport('Plan', 'contract'),
    breaks: ['no-restricted-imports'],
  },
  'an app from shared': {
    file: 'shared/src/Probe.ts',
    code: reexport('matchRoute', '../../shell/src/routes'),
    breaks: ['no-restricted-imports'],
  },
  'the browser kit from the contract': {
    file: 'contract/src/Probe.ts',
    code: reexport('Button', 'shared'),
    breaks: ['no-restricted-imports'],
  },
  'the browser kit from the page singleton': {
    file: 'page-singleton/src/Probe.ts',
    code: reexport('Button', 'shared'),
    breaks: ['no-restricted-imports'],
  },
  'the browser kit from the web servers’ kit': {
    file: 'site-server/src/Probe.ts',
    code: reexport('Button', 'shared'),
    breaks: ['no-restricted-imports'],
  },
  'the page singleton by name from shared': {
    file: 'shared/src/ui/Probe.ts',
    code: reexport('sharedStore', 'page-singleton'),
    breaks: [],
  },
  'a page singleton file by path from shared (a second copy of the page’s state)': {
    file: 'shared/src/ui/Probe.ts',
    code: reexport('sharedStore', '../../../page-singleton/src/store'),
    breaks: ['no-restricted-imports'],
  },
  'a page singleton file by path from an app': {
    file: 'mf-planner/src/common/Probe.ts',
    code: reexport('sharedStore', '../../../page-singleton/src/store'),
    breaks: ['no-restricted-imports'],
  },
};

/** Lint every probe of a group once (one child process) and expect each to break exactly its rules. */
function describeProbes(title: string, group: Record<string, Probe & { breaks: string[] }>, caseName: string): void {
  describe(title, () => {
    const names = Object.keys(group);
    let results: Record<string, string[]>;

    beforeAll(() => {
      const found = lint(names.map((name) => ({ file: group[name].file, code: group[name].code })));
      results = Object.fromEntries(names.map((name, i) => [name, found[i]]));
    }, 120_000);

    it.each(names)(caseName, (name) => {
      expect(results[name]).toEqual(group[name].breaks);
    });
  });
}

describeProbes('lint: the architecture rules', probes, 'importing %s');

const textProbes: Record<string, Probe & { breaks: string[] }> = {
  'English written into JSX': {
    file: 'mf-planner/src/plans/components/Probe.tsx',
    code: 'export const Probe = () => <p>No plans yet.</p>;\n',
    breaks: ['no-restricted-syntax'],
  },
  'Chinese written into JSX': {
    file: 'shared/src/ui/Probe.tsx',
    code: 'export const Probe = () => <p>還沒有計畫</p>;\n',
    breaks: ['no-restricted-syntax'],
  },
  'an accessible name written into JSX': {
    file: 'shell/src/layout/Probe.tsx',
    code: 'export const Probe = () => <button aria-label="Close">×</button>;\n',
    breaks: ['no-restricted-syntax'],
  },
  'text from the catalogue, punctuation and numbers': {
    file: 'mf-planner/src/plans/components/Probe.tsx',
    code: "export const Probe = ({ t }: { t: (k: string) => string }) => <p aria-label={t('close')}>{t('plans.empty')} · 2</p>;\n",
    breaks: [],
  },
  'words in a story (a fixture)': {
    file: 'mf-planner/src/plans/components/Probe.stories.tsx',
    code: 'export const Probe = () => <p>No plans yet.</p>;\n',
    breaks: [],
  },
};

describeProbes('lint: text a user sees comes from a catalogue', textProbes, '%s');

const apiCallProbes: Record<string, Probe & { breaks: string[] }> = {
  'a screen calling the API client': {
    file: 'mf-planner/src/plans/hooks/probe.ts',
    code: "import { api } from 'shared';\nexport const probe = () => api.call('getPlans');\n",
    breaks: ['no-restricted-syntax'],
  },
  'the shared kit calling the API client outside its cache layer': {
    file: 'shared/src/runtime/probe.ts',
    code: "import { api } from '../api/pageApi';\nexport const probe = () => api.call('getApp');\n",
    breaks: ['no-restricted-syntax'],
  },
  'the cache layer calling the API client': {
    file: 'shared/src/api/probe.ts',
    code: "import { api } from './pageApi';\nexport const probe = () => api.call('getApp');\n",
    breaks: [],
  },
};

describeProbes('lint: server data is read and written through the page cache', apiCallProbes, '%s');
