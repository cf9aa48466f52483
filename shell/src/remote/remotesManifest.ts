/**
 * `/remotes.json` (never cached): remote name → URL of its mf-manifest.json, so a remote ships without rebuilding
 * the shell.
 */
export type RemotesManifest = Record<string, string>;
