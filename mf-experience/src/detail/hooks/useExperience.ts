import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { ApiError, api, errorMessage, languageAtom, type Experience } from 'shared';

export type ExperienceState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'ready'; experience: Experience };

/** The API said there is no such experience (or the id cannot be one). */
export function isNotFound(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 404 || err.body?.code === 404);
}

/** A route param that can be an experience id. */
export function parseExpId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2147483647 ? id : null;
}

/** Load one experience; reloads when the id or the interface language changes, and on retry(). */
export function useExperience(expId: string | undefined, fallbackMessage: string) {
  const language = useAtomValue(languageAtom);
  const [state, setState] = useState<ExperienceState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const id = parseExpId(expId);
    if (id === null) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState((s) => (s.status === 'ready' && s.experience.id === id ? s : { status: 'loading' }));
    api.call('getExperience', { params: { id }, signal: controller.signal }).then(
      (r) => {
        if (controller.signal.aborted) return;
        if (r.data) setState({ status: 'ready', experience: r.data });
        else setState({ status: 'not-found' });
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setState(
          isNotFound(err) ? { status: 'not-found' } : { status: 'error', message: errorMessage(err, fallbackMessage) },
        );
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expId, language, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
