// What the shell's other features use of the remotes' loading: the remote map's and a remote manifest's shapes (the
// service worker keeps the files they name).
export type { RemotesManifest } from './remotesManifest';
export type { RemoteManifestFiles } from './remoteUpdate';
