import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { errorMessage, languageAtom } from 'shared';

/** The state of one section's data: loading, failed (with the message to show) or ready. */
export type LoadState<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/**
 * Load data with `load` on mount, again when the interface language changes (names come back in the
 * caller's language) and on `retry()`. A stale answer never overwrites a newer one.
 */
export function useApiLoad<T>(load: (signal: AbortSignal) => Promise<T>, fallbackMessage: string) {
  const language = useAtomValue(languageAtom);
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: errorMessage(err, fallbackMessage) });
      },
    );
    return () => controller.abort();
    // `load` and the message are read once per attempt/language on purpose
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, language]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
