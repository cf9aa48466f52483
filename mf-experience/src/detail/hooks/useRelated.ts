import { useEffect, useRef, useState } from 'react';
import { useApiQuery, type ExperienceSummary, type LoadState, runApiMutation } from 'shared';

/**
 * Experiences like this one (shared places or tags), from the page's server-data cache; asked for once `enabled`
 * (the page asks after its first paint: the list is far below the player).
 */
export function useRelated(id: number, fallbackMessage: string, enabled: boolean): LoadState<ExperienceSummary[]> {
  return useApiQuery('getAlikeExperiences', fallbackMessage, {
    args: { params: { id } },
    enabled,
    select: (r) => r.data ?? [],
  }).state;
}

/**
 * Count one view when the page opens an experience (the server counts once per visit) and show the count it
 * returns, once `enabled` (the page counts after its first paint). A signed-in viewer's history entry is added by
 * the same call.
 */
export function useViewCount(id: number, initial: number, enabled: boolean): number {
  const [views, setViews] = useState(initial);
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (!enabled || counted.current === id) return;
    counted.current = id;
    runApiMutation('viewExperience', { params: { id } }).then(
      (r) => r.data && setViews(r.data.views_count),
      () => undefined, // counting is best effort: the page works without it
    );
  }, [id, enabled]);
  return views;
}
