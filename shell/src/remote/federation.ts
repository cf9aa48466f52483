import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { ParcelConfig } from 'single-spa';
import { needsNewerPage, setRemoteLoader } from 'shared';
import type { RemotesManifest } from './remotesManifest';
import { checkRemotes, manifestBuildId, type RemoteManifestFiles } from './remoteUpdate';

let manifest: RemotesManifest = {};
/** the build id of each remote this page loaded, by remote name (remoteUpdate.ts) */
const loadedBuilds = new Map<string, string>();

/** Marker module returned by the errorLoadRemote plugin when a remote cannot be loaded. */
export interface RemoteUnavailable {
  __remoteUnavailable: true;
  id: string;
  /** why, when the runtime said */
  error?: unknown;
}

export function isRemoteUnavailable(x: unknown): x is RemoteUnavailable {
  return typeof x === 'object' && x !== null && (x as RemoteUnavailable).__remoteUnavailable === true;
}

/**
 * Layer 2 of the remote fallback: a remote that can't be loaded (after the retry plugin gave up) resolves
 * to a marker module, so the shell renders its fallback instead of an unhandled rejection.
 */
const errorLoadRemotePlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'ti-error-load-remote',
  errorLoadRemote({ id, error }) {
    console.warn(`[shell] remote module ${id} could not be loaded:`, error instanceof Error ? error.message : error);
    const marker: RemoteUnavailable = { __remoteUnavailable: true, id, error };
    return marker;
  },
});

/** Notes the build of each remote manifest the page loads, for the app-update check. */
const loadedBuildsPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'ti-loaded-builds',
  async afterLoadManifest({ moduleInfo, manifestJson, error }) {
    if (manifestJson && !error) loadedBuilds.set(moduleInfo.name, manifestBuildId(manifestJson as RemoteManifestFiles));
  },
});

/** `/remotes.json` as the server has it now (revalidated with its ETag: unchanged, it is a 304). */
async function fetchRemotesMap(): Promise<RemotesManifest> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  return (await response.json()) as RemotesManifest;
}

async function fetchRemoteManifest(manifestUrl: string): Promise<RemoteManifestFiles> {
  const response = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${manifestUrl}: HTTP ${response.status}`);
  return (await response.json()) as RemoteManifestFiles;
}

/**
 * Whether a remote was re-pointed in the map, or a remote this page loaded was redeployed, since the page started
 * (the app-update check then makes the next navigation a full page load).
 */
export function remotesChangedSinceStart(): Promise<boolean> {
  return checkRemotes({
    loaded: () => ({ map: manifest, builds: Object.fromEntries(loadedBuilds) }),
    fetchMap: fetchRemotesMap,
    fetchManifest: fetchRemoteManifest,
  });
}

/**
 * The remote map: the copy the server wrote into the page (`#ti-remotes`, saving a round trip), else
 * `/remotes.json` — always read fresh, so a remote re-pointed on the server is used by the next page load.
 */
async function readRemotesMap(): Promise<RemotesManifest> {
  const inline = document.getElementById('ti-remotes')?.textContent;
  if (inline) {
    try {
      return JSON.parse(inline) as RemotesManifest;
    } catch {
      // a damaged copy: ask the server
    }
  }
  return fetchRemotesMap();
}

/** Read the remote map and register every remote with the Module Federation runtime. */
export async function registerRemotesFromManifest(): Promise<RemotesManifest> {
  manifest = await readRemotesMap();
  registerPlugins([
    // layer 1: retry fetching manifests and scripts a few times before giving up
    RetryPlugin({ fetch: { retryTimes: 2, retryDelay: 500 }, script: { retryTimes: 2, retryDelay: 500 } }),
    errorLoadRemotePlugin(),
    loadedBuildsPlugin(),
  ]);
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
  return manifest;
}

/** Let every module mount remote widgets (shared RemoteWidget) through this runtime. */
export function installRemoteLoader(): void {
  setRemoteLoader({
    async load(remote, module) {
      const mod = await loadExposed<{ default?: ParcelConfig }>(remote, module);
      // a remote built for a newer page says so (the widget's fallback explains it); any other failure is "down"
      if (isRemoteUnavailable(mod) && needsNewerPage(mod.error)) throw mod.error;
      return isRemoteUnavailable(mod) ? null : (mod.default ?? null);
    },
    reset: resetRemote,
  });
}

/** Forget a remote's cached (failed) entry so the next load fetches it again — the Retry button. */
export function resetRemote(name: string): void {
  const entry = manifest[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/** Load an exposed module (`mf_discovery/HomePage`). Resolves to the module or the RemoteUnavailable marker. */
export async function loadExposed<T>(remote: string, module: string): Promise<T | RemoteUnavailable> {
  try {
    const mod = await loadRemote<T>(`${remote}/${module}`);
    if (mod === null || mod === undefined) return { __remoteUnavailable: true, id: `${remote}/${module}` };
    return mod;
  } catch (error) {
    console.warn(`[shell] ${remote}/${module} failed:`, error instanceof Error ? error.message : error);
    return { __remoteUnavailable: true, id: `${remote}/${module}`, error };
  }
}
