// The screens of the remotes' server builds, for the shell's server to render a page's first screen. A remote's
// server build is part of its deploy (its dist/server/, beside its browser build) and is found the same way, through
// the remote map: `server/<Module>.js` next to its mf-manifest.json.
import vm from 'node:vm';
import type { ExposedRef } from 'shared';
import { screenOf, type ScreenComponent } from '../src/remote/RemoteScreen';

/**
 * What a remote's server build requires instead of bundling (build-config/webpack.js, serverConfig): the libraries
 * with state or contexts of their own and the page singleton, as this server has them, so a remote's screen renders
 * with the shell's React, router, store, translations and cache — as federation shares them in the browser.
 */
const PROVIDED: Record<string, () => unknown> = {
  react: () => require('react'),
  'react/jsx-runtime': () => require('react/jsx-runtime'),
  'react-dom': () => require('react-dom'),
  'react-dom/client': () => require('react-dom/client'),
  jotai: () => require('jotai'),
  'page-singleton': () => require('page-singleton'),
};

function provided(id: string): unknown {
  const library = PROVIDED[id];
  if (!library) throw new Error(`a remote's server build requires ${id}, which the shell's server does not provide`);
  return library();
}

/** The exports of a server build's file (CommonJS), evaluated in this process with the provided libraries. */
function evaluate(code: string, filename: string): unknown {
  const module = { exports: {} as unknown };
  const run = vm.runInThisContext(`(function (exports, require, module) {${code}\n})`, { filename }) as (
    exports: unknown,
    require: (id: string) => unknown,
    module: { exports: unknown },
  ) => void;
  run(module.exports, provided, module);
  return module.exports;
}

/** This server's page singleton, which every screen it renders runs against. */
const PAGE_SINGLETON_VERSION = (require('page-singleton/package.json') as { version: string }).version;

/**
 * Whether a server build may run against this server's page singleton: the caret range it was built for (`^2.4.0`)
 * holds this version — a build for a newer singleton is not rendered (its pages show the remote's fallback in the
 * browser, as federation's strict version check decides there). A build that names no range is taken as it is.
 */
export function runsOnThisSingleton(range: unknown, version = PAGE_SINGLETON_VERSION): boolean {
  if (typeof range !== 'string') return true;
  const wanted = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range);
  const have = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!wanted || !have) return false;
  const [w, h] = [wanted.slice(1).map(Number), have.slice(1).map(Number)];
  return h[0] === w[0] && (h[1] > w[1] || (h[1] === w[1] && h[2] >= w[2]));
}

interface Known {
  etag: string | null;
  screen: ScreenComponent | null;
  checkedAt: number;
}

export interface ScreenLoader {
  /** the page's screen from its remote's server build, or null when there is none to be had (client rendering) */
  load(ref: ExposedRef<'page'>): Promise<ScreenComponent | null>;
}

/**
 * Loads each remote's server build over HTTP from where the remote map says the remote is (`locate`: each remote's
 * mf-manifest.json as this server reaches it), rather than from a folder: a remote deploys alone, wherever it is
 * served, and the shell's server picks its new build up as the browser does. The map is the operator's, and says
 * which code the site runs (the browser runs what it points to as well). A file is asked again at most every
 * `revalidateMs` (with its ETag: unchanged, it is not evaluated again). A build that is missing, can't be fetched in
 * `timeoutMs`, doesn't evaluate or exports no screen is null: the page is rendered in the browser, as before.
 */
export function createScreenLoader(opts: {
  locate: () => Promise<Record<string, string>>;
  warn: (message: string) => void;
  revalidateMs?: number;
  timeoutMs?: number;
  now?: () => number;
}): ScreenLoader {
  const revalidateMs = opts.revalidateMs ?? 5000;
  const timeoutMs = opts.timeoutMs ?? 1000;
  const now = opts.now ?? Date.now;
  const known = new Map<string, Known>();

  async function fetchScreen(url: string, before: Known | undefined): Promise<Known> {
    const response = await fetch(url, {
      headers: before?.etag ? { 'if-none-match': before.etag } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 304 && before) return { ...before, checkedAt: now() };
    if (!response.ok) {
      await response.body?.cancel();
      return { etag: null, screen: null, checkedAt: now() };
    }
    const code = await response.text();
    const exports = evaluate(code, url) as { pageSingletonRange?: unknown } | null;
    if (!runsOnThisSingleton(exports?.pageSingletonRange)) {
      opts.warn(
        `${url} needs page-singleton ${String(exports?.pageSingletonRange)}: its pages are rendered in the browser`,
      );
      return { etag: response.headers.get('etag'), screen: null, checkedAt: now() };
    }
    const screen = screenOf(exports);
    if (!screen) opts.warn(`${url} exports no Screen: its pages are rendered in the browser`);
    return { etag: response.headers.get('etag'), screen, checkedAt: now() };
  }

  return {
    async load(ref) {
      const manifest = (await opts.locate())[ref.remote];
      if (!manifest) return null;
      const url = new URL(`server/${ref.module}.js`, manifest).href;
      const before = known.get(url);
      if (before && now() - before.checkedAt < revalidateMs) return before.screen;
      try {
        const fresh = await fetchScreen(url, before);
        known.set(url, fresh);
        return fresh.screen;
      } catch (error) {
        opts.warn(`${url}: ${(error as Error).message}; its pages are rendered in the browser`);
        known.set(url, { etag: null, screen: null, checkedAt: now() });
        return null;
      }
    },
  };
}
