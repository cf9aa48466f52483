import axios, { type AxiosInstance } from 'axios';

/** HTTP timeout: a request with no answer after 20 s fails. */
export const HTTP_TIMEOUT_MS = 20_000;

/**
 * The page's one HTTP connection to the API: the same origin as the page (the shell serves `/api`), cookies
 * sent, and success judged by `code` in the body rather than by HTTP status. Every copy of the API client
 * sends through it, so a remote built on a newer `shared` (with routes this page's copy doesn't know) still
 * reaches the server the same way.
 */
export const pageHttp: AxiosInstance = axios.create({
  timeout: HTTP_TIMEOUT_MS,
  withCredentials: true,
  validateStatus: () => true,
});

type AppJsListener = (appJs: string) => void;
const appJsListeners = new Set<AppJsListener>();

/** Listen to the `app_js` build id every response carries (the shell's app-update check). */
export function onAppJs(listener: AppJsListener): () => void {
  appJsListeners.add(listener);
  return () => appJsListeners.delete(listener);
}

/** Tell every listener the build id a response carried (called by each copy of the API client). */
export function notifyAppJs(appJs: string): void {
  appJsListeners.forEach((l) => l(appJs));
}
