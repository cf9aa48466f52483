import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { api, languageAtom, type Post } from 'shared';

export type SocialFeedState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; posts: Post[] };

/** Travellers' posts about this experience's places (GET /video_experience/{id}/social-feed), with a retry. */
export function useSocialFeed(id: number): { state: SocialFeedState; retry: () => void } {
  const language = useAtomValue(languageAtom);
  const [state, setState] = useState<SocialFeedState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.call('getExperienceSocialFeed', { params: { id }, signal: controller.signal }).then(
      (r) => !controller.signal.aborted && setState({ status: 'ready', posts: r.data ?? [] }),
      () => !controller.signal.aborted && setState({ status: 'error' }),
    );
    return () => controller.abort();
  }, [id, language, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
