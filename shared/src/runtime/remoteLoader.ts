import type { ParcelConfig } from 'single-spa';

/**
 * How exposed parcels of remotes are loaded. The shell owns the Module Federation runtime and registers
 * the loader at start; any module can then mount another remote's widget with <RemoteWidget> without
 * importing its source (a module never imports another remote's source).
 */
export interface RemoteLoader {
  /** the parcel exposed as `${remote}/${module}`, or null when the remote can't be loaded */
  load(remote: string, module: string): Promise<ParcelConfig | null>;
  /** forget a remote's cached failure so the next load tries again (the Retry button) */
  reset(remote: string): void;
}

declare global {
  interface Window {
    __TI_REMOTE_LOADER__?: RemoteLoader;
  }
}

/** Called once by the shell. Kept on window so every copy of `shared` sees the same loader. */
export function setRemoteLoader(loader: RemoteLoader): void {
  window.__TI_REMOTE_LOADER__ = loader;
}

export function getRemoteLoader(): RemoteLoader | undefined {
  return typeof window === 'undefined' ? undefined : window.__TI_REMOTE_LOADER__;
}
