import { useCallback, useEffect, useState } from 'react';
import { api, errorMessage, type User } from 'shared';

export type MeState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; user: User };

/** GET /user/me for the form (fresh from the server, not the possibly older shared atom). */
export function useMe(fallbackMessage: string) {
  const [state, setState] = useState<MeState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.call('getMe', { signal: controller.signal }).then(
      (r) => {
        if (controller.signal.aborted) return;
        if (r.data) setState({ status: 'ready', user: r.data });
        else setState({ status: 'error', message: fallbackMessage });
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: errorMessage(err, fallbackMessage) });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** the user as the server returned it after a save */
  const replace = useCallback((user: User) => setState({ status: 'ready', user }), []);
  return { state, retry, replace };
}
