import { currentLanguage } from 'page-singleton';
import { fetchApi } from 'shared';

/** The app-update check runs at most once per hour. */
export const APP_UPDATE_INTERVAL_MS = 60 * 60 * 1000;

export interface AppUpdateDeps {
  now: () => number;
  /** the build id this page loaded with */
  loadedAppJs: string;
  fetchAppJs: () => Promise<string>;
  /** whether a remote was re-pointed or redeployed since the page started (remote/remoteUpdate.ts) */
  remotesChanged: () => Promise<boolean>;
  /** show the loading state and reload the page */
  reload: () => void;
}

/**
 * On a route change, if at least an hour has passed since the last check, ask the server for
 * app info; if its build id differs from the one the page loaded with, reload (showing a loading state).
 * The same holds for the remotes: one moved in the remote map, or redeployed, also reloads. A question that
 * fails counts as "no change" (it is asked again at the next interval), never holding back the other's answer.
 */
export function createAppUpdateCheck(deps: AppUpdateDeps) {
  let lastCheck = deps.now();
  let checking = false;
  return async function onRouteChange(): Promise<boolean> {
    if (checking || deps.now() - lastCheck < APP_UPDATE_INTERVAL_MS) return false;
    checking = true;
    lastCheck = deps.now();
    try {
      const [appJs, remotes] = await Promise.allSettled([deps.fetchAppJs(), deps.remotesChanged()]);
      const newShell = appJs.status === 'fulfilled' && appJs.value !== '' && appJs.value !== deps.loadedAppJs;
      const newRemotes = remotes.status === 'fulfilled' && remotes.value;
      if (newShell || newRemotes) {
        deps.reload();
        return true;
      }
    } finally {
      checking = false;
    }
    return false;
  };
}

export const fetchAppJs = async (): Promise<string> => (await fetchApi('getApp', currentLanguage())).data?.app_js ?? '';
