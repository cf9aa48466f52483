// What the site's service worker keeps, decided from a request's URL alone (sw.ts applies these rules; they are pure
// so they are tested without a worker).
import type { RemoteManifestFiles, RemotesManifest } from '../remote';

/** The worker's script, at the root of the shell's origin: its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * The page a navigation gets when the network cannot answer: the built page template, the same for every visitor
 * (no head of a page, no answers written into it), which starts the app at whatever address was asked. The shell's
 * server sends it with a page's security policy (a file's would let no script run), which the worker keeps with it.
 */
export const APP_SHELL_URL = '/app-shell.html';

/** The caches the worker fills at run time (the shell's own build is Workbox's precache). */
export const CACHE_NAMES = {
  /** files named by their content hash: never change under their name */
  chunks: 'ti-chunks-v1',
  /** files that keep their name across builds: main.js, remotes.json, each remote's mf-manifest.json and entry */
  files: 'ti-files-v1',
} as const;

/** A built file whose name carries its content hash (`[name].[contenthash:10].js`, as the build names chunks). */
const HASHED_NAME = /\.[0-9a-f]{10}\.(js|css)$/;

/** The address of each remote's build folder (its manifest's folder), from the remote map. */
export function remoteBases(map: RemotesManifest): string[] {
  const bases = new Set<string>();
  for (const manifestUrl of Object.values(map)) {
    try {
      bases.add(new URL('.', manifestUrl).href);
    } catch {
      // an entry that is no URL names no files
    }
  }
  return [...bases];
}

/** What a request is to the worker, by its URL. */
export type RequestKind =
  /** content-hashed: cache first */
  | 'chunk'
  /** keeps its name across builds (main.js, remotes.json, a manifest, remoteEntry.js, an icon): network first */
  | 'file'
  /** not the worker's to keep: the API (private to an account), another site, the worker itself */
  | 'pass';

/**
 * How the worker treats a request that is not a navigation. The site's own files and the files of the remotes the
 * latest remote map names are kept; the API is never kept (its answers are an account's: the page's data cache
 * keeps them per account), nor is anything of another site.
 */
export function requestKind(url: URL, siteOrigin: string, bases: readonly string[]): RequestKind {
  const sameOrigin = url.origin === siteOrigin;
  if (sameOrigin && (url.pathname.startsWith('/api/') || url.pathname === SERVICE_WORKER_URL)) return 'pass';
  const ownFile = sameOrigin ? /\.[^/]+$/.test(url.pathname) : bases.some((base) => url.href.startsWith(base));
  if (!ownFile) return 'pass';
  return HASHED_NAME.test(url.pathname) ? 'chunk' : 'file';
}

/** The key a file is kept under: its address without the query (the page asks for `main.js?<build>`). */
export function fileCacheKey(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/**
 * Every file of a remote's build its manifest names, as absolute URLs: its entry and each exposed module's scripts
 * and styles. The libraries it could provide (`shared`) are left out: the shell's page provides them, and one a
 * remote does provide is kept when the page first loads it.
 */
export function remoteBuildFiles(manifest: RemoteManifestFiles, manifestUrl: string): string[] {
  const files = new Set<string>();
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) files.add(`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`);
  for (const { assets } of manifest.exposes ?? []) {
    for (const kind of [assets?.js, assets?.css]) {
      for (const file of [...(kind?.sync ?? []), ...(kind?.async ?? [])]) files.add(file);
    }
  }
  return [...files].map((file) => new URL(file, manifestUrl).href);
}
