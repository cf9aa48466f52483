import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-webpack5';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');

/** The system's apps, from the one list (apps.json): a new remote listed there has its stories here. */
const APPS = JSON.parse(readFileSync(join(root, 'apps.json'), 'utf8')) as {
  shell: { folder: string };
  remotes: Record<string, { folder: string }>;
};

/**
 * One entry per app with each app's `src/` as the search root, so webpack never walks the whole monorepo. An app
 * without stories simply adds none.
 */
const appStories = [APPS.shell, ...Object.values(APPS.remotes)].map(({ folder }) => ({
  directory: `../../${folder}/src`,
  files: '**/*.stories.@(ts|tsx)',
}));

const config: StorybookConfig = {
  stories: ['../../shared/src/**/*.stories.@(ts|tsx)', ...appStories],
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
