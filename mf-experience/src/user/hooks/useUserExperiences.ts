import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { api, errorMessage, languageAtom, type ExperienceSummary } from 'shared';
import { isNotFound, parseExpId } from '../../detail/hooks/useExperience';

export type UserExperiencesState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'ready'; user: { id: number; display_name: string }; experiences: ExperienceSummary[] };

/** A user's public experiences (GET /video_experience/user/:userId). */
export function useUserExperiences(userId: string | undefined, fallbackMessage: string) {
  const language = useAtomValue(languageAtom);
  const [state, setState] = useState<UserExperiencesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const id = parseExpId(userId);
    if (id === null) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.call('getUserExperiences', { params: { userId: id }, signal: controller.signal }).then(
      (r) =>
        !controller.signal.aborted &&
        setState(
          r.result ? { status: 'ready', user: r.result.user, experiences: r.data ?? [] } : { status: 'not-found' },
        ),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setState(
          isNotFound(err) ? { status: 'not-found' } : { status: 'error', message: errorMessage(err, fallbackMessage) },
        );
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, language, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
