import { useSyncExternalStore } from 'react';

const subscribeOnline = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Whether the browser says it has a connection (its online and offline events, as TanStack's online manager). */
export function useOnline(): boolean {
  // a page rendered on the server is rendered online (its hydration starts from the same, then asks the browser)
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
