import { ApiClient } from './client';
import { currentLanguage } from '../i18n';

export * from './client';

type AppJsListener = (appJs: string) => void;
const appJsListeners = new Set<AppJsListener>();

/** Listen to the `app_js` build id every response carries (the shell's app-update check). */
export function onAppJs(listener: AppJsListener): () => void {
  appJsListeners.add(listener);
  return () => appJsListeners.delete(listener);
}

/** The API client every module uses. Same origin as the page: the shell serves `/api` from the API server. */
export const api = new ApiClient({
  language: currentLanguage,
  onAppJs: (appJs) => appJsListeners.forEach((l) => l(appJs)),
});
