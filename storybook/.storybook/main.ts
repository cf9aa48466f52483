import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-webpack5';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');

/**
 * One entry per remote (`mf-*` workspace with a `src/` folder), equivalent to the glob
 * `../mf-*\/src/**\/*.stories.@(ts|tsx)` but with each remote's folder as the search root, so webpack never
 * walks the whole monorepo. A remote without stories simply adds none; a new remote is picked up by itself.
 */
const remoteStories = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name.startsWith('mf-') && existsSync(join(root, d.name, 'src')))
  .map((d) => ({ directory: `../../${d.name}/src`, files: '**/*.stories.@(ts|tsx)' }));

const config: StorybookConfig = {
  stories: [
    '../../shared/src/**/*.stories.@(ts|tsx)',
    { directory: '../../shell/src', files: '**/*.stories.@(ts|tsx)' },
    ...remoteStories,
  ],
  addons: ['@storybook/addon-webpack5-compiler-swc'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  core: {
    // no network: every build would otherwise try to send telemetry and fetch news
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  typescript: { check: false },
};

export default config;
