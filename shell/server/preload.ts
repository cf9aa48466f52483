// What a page will download, announced in its HTML so the browser fetches it all at once instead of link by
// link (main.js → its startup chunks → the remote map → the remote's manifest → its entry → the page's module).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RouteMatch } from '../src/routes/table';

/** `/remotes.json`: each remote's federation name → the URL of its mf-manifest.json. */
export type RemotesMap = Record<string, string>;

/** The few fields of an mf-manifest.json read here. */
interface Manifest {
  metaData: { remoteEntry: { name: string; path: string }; publicPath: string };
  exposes: { name: string; assets: Assets }[];
}
interface Assets {
  js: { sync: string[] };
  css: { sync: string[] };
}

interface Preloads {
  scripts: string[];
  styles: string[];
  /** manifests the federation runtime will fetch (as `fetch`, CORS, no credentials) */
  manifests: string[];
  /** other origins the page will fetch from */
  origins: string[];
}

/** How long a remote's manifest is reused before it is read again (a redeployed remote shows up within it). */
export const MANIFEST_TTL_MS = 30_000;
/** How long a page waits for a remote's manifest before going out without that remote's preloads. */
export const MANIFEST_DEADLINE_MS = 500;

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The remote map as an inline JSON script (safe inside HTML: `<` is escaped, so no `</script>` can appear). */
export function inlineRemotesMap(remotes: RemotesMap): string {
  const json = JSON.stringify(remotes).replace(/</g, '\\u003c');
  return `<script type="application/json" id="ti-remotes">${json}</script>`;
}

/**
 * The tags of a page's preloads. `applyStyles`: the page's first screen is in its HTML, so its styles are applied
 * stylesheets (they block the first paint, which then shows the screen styled and nothing moves when the scripts
 * come); otherwise they are only fetched early, and the scripts apply them when they render the screen.
 */
export function preloadTags(p: Preloads, applyStyles = false): string {
  return [
    ...p.origins.map((origin) => `<link rel="preconnect" href="${escapeAttr(origin)}">`),
    ...p.manifests.map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttr(href)}">`),
    ...p.styles.map((href) =>
      applyStyles
        ? `<link rel="stylesheet" href="${escapeAttr(href)}">`
        : `<link rel="preload" as="style" href="${escapeAttr(href)}">`,
    ),
    ...p.scripts.map((href) => `<link rel="preload" as="script" href="${escapeAttr(href)}">`),
  ].join('');
}

/** What the shell's build lists as every page's startup files (written by build-config/webpack.js). */
export const STARTUP_ASSETS_FILE = 'startup-assets.json';

/** The shell's startup files: the chunks of its bootstrap and of every library it provides to the remotes. */
export async function shellStartupAssets(root: string): Promise<{ scripts: string[]; styles: string[] }> {
  const { js, css } = JSON.parse(await readFile(path.join(root, STARTUP_ASSETS_FILE), 'utf8')) as {
    js: string[];
    css: string[];
  };
  // the shell's files are served from the root of its origin
  return { scripts: js.map((f) => `/${f}`), styles: css.map((f) => `/${f}`) };
}

/** The files of one exposed module of a remote, as URLs (its publicPath is `auto`: beside its manifest). */
export function remoteModuleAssets(manifest: Manifest, manifestUrl: string, module: string): Preloads {
  const base = manifest.metaData.publicPath === 'auto' ? manifestUrl : manifest.metaData.publicPath;
  const url = (file: string) => new URL(file, base).href;
  const entry = manifest.metaData.remoteEntry;
  const exposed = manifest.exposes.find((e) => e.name === module);
  return {
    scripts: [
      url(entry.path ? `${entry.path}/${entry.name}` : entry.name),
      ...(exposed?.assets.js.sync ?? []).map(url),
    ],
    styles: (exposed?.assets.css.sync ?? []).map(url),
    manifests: [manifestUrl],
    origins: [new URL(manifestUrl).origin],
  };
}

/**
 * Preloads for the pages of the shell: its own startup files, and the remote module a route shows with that
 * remote's manifest and entry. Remote manifests are read over HTTP (as the browser will) and kept a short while;
 * a remote that can't be reached in time only loses its preloads — the page never waits long or fails for it.
 */
export function createPreloader(opts: {
  shellRoot: string;
  fetchManifest?: (url: string, signal: AbortSignal) => Promise<Manifest>;
}) {
  const fetchManifest =
    opts.fetchManifest ??
    (async (url: string, signal: AbortSignal) => {
      const response = await fetch(url, { signal });
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return (await response.json()) as Manifest;
    });
  let shell: Promise<{ scripts: string[]; styles: string[] }> | null = null;
  const manifests = new Map<string, { at: number; manifest: Promise<Manifest> }>();

  function manifestOf(url: string): Promise<Manifest> {
    const cached = manifests.get(url);
    if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return cached.manifest;
    const manifest = fetchManifest(url, AbortSignal.timeout(MANIFEST_DEADLINE_MS));
    manifests.set(url, { at: Date.now(), manifest });
    manifest.catch(() => manifests.delete(url));
    return manifest;
  }

  return {
    /** What a page of this route will download: the shell's startup files and its remote module's. */
    async assets(route: RouteMatch, remotes: RemotesMap, pageOrigin: string): Promise<Preloads> {
      shell ??= shellStartupAssets(opts.shellRoot).catch(() => ({ scripts: [], styles: [] }));
      const own = await shell;
      const preloads: Preloads = { scripts: own.scripts, styles: own.styles, manifests: [], origins: [] };
      const remote = route.entry.remote;
      const manifestUrl = remote && remotes[remote.remote];
      if (manifestUrl) {
        try {
          const assets = remoteModuleAssets(await manifestOf(manifestUrl), manifestUrl, remote.module);
          preloads.scripts = [...preloads.scripts, ...assets.scripts];
          preloads.styles = [...preloads.styles, ...assets.styles];
          preloads.manifests = assets.manifests;
          preloads.origins = assets.origins.filter((o) => o !== pageOrigin);
        } catch {
          // the page goes out without this remote's preloads; the browser finds them as before
        }
      }
      return preloads;
    },
  };
}
