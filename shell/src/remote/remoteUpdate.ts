// Whether the remotes an open page runs are still the ones deployed: the app-update check asks this along with the
// shell's own build id, so a tab moves to a re-pointed or redeployed remote on its next navigation.
import type { RemotesManifest } from './remotesManifest';

/** The few fields of an mf-manifest.json that tell one build of a remote from another. */
export interface RemoteManifestFiles {
  metaData?: { buildInfo?: { buildVersion?: string }; remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: ManifestAssets }[];
  shared?: { assets?: ManifestAssets }[];
}
interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

/**
 * A remote build's id: its version and every file its manifest names. The build names its chunks by their content
 * hash, so any change of its code (or of a library it bundles) changes this; a rebuild of the same code does not.
 */
export function manifestBuildId(manifest: RemoteManifestFiles): string {
  const files = new Set<string>();
  for (const { assets } of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])]) {
    for (const kind of [assets?.js, assets?.css]) {
      for (const file of [...(kind?.sync ?? []), ...(kind?.async ?? [])]) files.add(file);
    }
  }
  const entry = manifest.metaData?.remoteEntry;
  return [
    manifest.metaData?.buildInfo?.buildVersion ?? '',
    `${entry?.path ?? ''}/${entry?.name ?? ''}`,
    ...[...files].sort(),
  ].join(' ');
}

/** What the page started with, and what is deployed now. */
export interface RemotesState {
  /** `/remotes.json`: each remote → its manifest's URL */
  map: RemotesManifest;
  /** the build id of each remote whose manifest was read (the page: those it loaded), by remote name */
  builds: Record<string, string>;
}

/**
 * The rule: the page must start afresh when any remote's location changed (added, moved or gone — even one the page
 * hasn't loaded yet, since the runtime registered the old location at start), or a remote it loaded has another build
 * now. A remote whose current build couldn't be read counts as unchanged (the next check asks again).
 */
export function remotesChanged(loaded: RemotesState, current: RemotesState): boolean {
  const names = new Set([...Object.keys(loaded.map), ...Object.keys(current.map)]);
  for (const name of names) if (loaded.map[name] !== current.map[name]) return true;
  return Object.entries(loaded.builds).some(
    ([name, build]) => name in current.builds && current.builds[name] !== build,
  );
}

export interface RemoteUpdateDeps {
  /** the map and builds this page loaded */
  loaded: () => RemotesState;
  /** `/remotes.json` as the server has it now */
  fetchMap: () => Promise<RemotesManifest>;
  /** the manifest at this URL now */
  fetchManifest: (manifestUrl: string) => Promise<RemoteManifestFiles>;
}

/** Ask the server whether the page's remotes changed (true: the next navigation should load the page afresh). */
export async function checkRemotes(deps: RemoteUpdateDeps): Promise<boolean> {
  const loaded = deps.loaded();
  const map = await deps.fetchMap();
  if (remotesChanged(loaded, { map, builds: {} })) return true;
  const builds: Record<string, string> = {};
  await Promise.all(
    Object.keys(loaded.builds).map(async (name) => {
      try {
        builds[name] = manifestBuildId(await deps.fetchManifest(map[name]));
      } catch {
        // unknown now: left out, so it counts as unchanged
      }
    }),
  );
  return remotesChanged(loaded, { map, builds });
}
