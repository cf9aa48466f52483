import { api } from 'shared';

/** spec §9: the app-update check runs at most once per hour. */
export const APP_UPDATE_INTERVAL_MS = 60 * 60 * 1000;

export interface AppUpdateDeps {
  now: () => number;
  /** the build id this page loaded with */
  loadedAppJs: string;
  fetchAppJs: () => Promise<string>;
  /** show the loading state and reload the page */
  reload: () => void;
}

/**
 * spec §4: on a route change, if at least an hour has passed since the last check, ask the server for
 * app info; if its build id differs from the one the page loaded with, reload (showing a loading state).
 */
export function createAppUpdateCheck(deps: AppUpdateDeps) {
  let lastCheck = deps.now();
  let checking = false;
  return async function onRouteChange(): Promise<boolean> {
    if (checking || deps.now() - lastCheck < APP_UPDATE_INTERVAL_MS) return false;
    checking = true;
    lastCheck = deps.now();
    try {
      const current = await deps.fetchAppJs();
      if (current && current !== deps.loadedAppJs) {
        deps.reload();
        return true;
      }
    } catch {
      /* a failed check is retried at the next interval */
    } finally {
      checking = false;
    }
    return false;
  };
}

export const fetchAppJs = async (): Promise<string> => (await api.call('getApp')).data?.app_js ?? '';
