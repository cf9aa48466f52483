import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { api, languageAtom, type ExperienceSummary } from 'shared';

export type RelatedState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; experiences: ExperienceSummary[] };

/** Experiences like this one (shared places or tags). */
export function useRelated(id: number): RelatedState {
  const language = useAtomValue(languageAtom);
  const [state, setState] = useState<RelatedState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.call('getAlikeExperiences', { params: { id }, signal: controller.signal }).then(
      (r) => !controller.signal.aborted && setState({ status: 'ready', experiences: r.data ?? [] }),
      () => !controller.signal.aborted && setState({ status: 'error' }),
    );
    return () => controller.abort();
  }, [id, language]);
  return state;
}

/**
 * Count one view when the page opens an experience (the server counts once per visit) and show the count it
 * returns. A signed-in viewer's history entry is added by the same call.
 */
export function useViewCount(id: number, initial: number): number {
  const [views, setViews] = useState(initial);
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (counted.current === id) return;
    counted.current = id;
    api.call('viewExperience', { params: { id } }).then(
      (r) => r.data && setViews(r.data.views_count),
      () => undefined, // counting is best effort: the page works without it
    );
  }, [id]);
  return views;
}
