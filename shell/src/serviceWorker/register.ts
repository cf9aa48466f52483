import { SERVICE_WORKER_URL } from './cacheRules';

/**
 * Registers the site's service worker once the first screen is done: after the page's load event, when the main
 * thread is next idle. A first visit downloads what its screen needs first; the worker then keeps the rest for the
 * next visit, online or not. Only a production build has a worker (`__SERVICE_WORKER__`).
 */
export function registerServiceWorkerAfterFirstScreen(win: Window = window): void {
  if (!__SERVICE_WORKER__ || !('serviceWorker' in win.navigator)) return;
  const register = () => {
    win.navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      // the site works without it, only not offline
      console.warn('[shell] the service worker could not be registered', error);
    });
  };
  const whenIdle = () => {
    // (Safari has no requestIdleCallback: the next task instead)
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(register, { timeout: 10_000 });
    else setTimeout(register, 0);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
