import { QueryClient } from '@tanstack/react-query';

/**
 * Whether a failed call may succeed if asked again: nothing came back (the connection dropped or timed out).
 * An answer the server gave — a 404, a refused sign-in, a 503 with its message — is shown as it is.
 * (Read by shape: each module has its own copy of the API client's error class.)
 */
function answeredNothing(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 0;
}

/**
 * The page's one cache of server data, shared by the shell and every remote (it lives in the page singleton):
 * a query asked by two screens is sent once, a change one remote makes is seen by every other (the bus events
 * that make a query stale are in its `meta.staleOn`, see shared/src/api/query.ts), and Back shows what was
 * loaded at once while a stale answer is asked again behind it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // an answer is fresh for half a minute; what this page changes makes it stale at once through the bus
      staleTime: 30_000,
      // the tab coming back into focus is not a reason to ask again (every screen shows when it loaded)
      refetchOnWindowFocus: false,
      // a request that got no answer is sent once more before its error shows
      retry: (failures, error) => failures < 1 && answeredNothing(error),
    },
  },
});
