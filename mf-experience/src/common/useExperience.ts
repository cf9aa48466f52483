import { ApiError, useFirstScreen, type BusEventName, type Experience, type LoadState } from 'shared';

/** The API said there is no such experience (or the id cannot be one). */
export function isNotFound(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 404 || err.body?.code === 404);
}

// the rule of an experience id in an address is its route's (routes.ts)
export { parseExpId } from '../routes';
import { experienceRoute } from '../routes';

/**
 * What a screen of one item shows: `notFound` when its id cannot be one, the API knows no such item, or the answer
 * has none (the screen shows loading while the shell's 404 page replaces it).
 */
export function foundOrNot<T>(
  validId: boolean,
  query: { state: LoadState<T | null>; error: unknown },
): { state: LoadState<T>; notFound: boolean } {
  const { state, error } = query;
  const notFound = !validId || isNotFound(error) || (state.status === 'ready' && state.data === null);
  if (notFound) return { state: { status: 'loading' }, notFound };
  return { state: state.status === 'ready' ? { status: 'ready', data: state.data! } : state, notFound };
}

/**
 * The events after which an answer about experiences is out of date, whichever screen caused them: a like changes
 * a like count; a save, a publish or a deletion by the owner changes content, visibility and status.
 */
export const EXPERIENCE_CHANGES: readonly BusEventName[] = ['experience:reacted', 'experience:changed'];

/**
 * One experience from the page's server-data cache: asked again when the id or the interface language changes,
 * on retry(), and after a like or a save of an experience on any screen.
 */
export function useExperience(expId: string | undefined, fallbackMessage: string) {
  const query = useFirstScreen(experienceRoute, 'experience', { expId: expId ?? '' }, fallbackMessage, {
    select: (r) => r.data ?? null,
    staleOn: EXPERIENCE_CHANGES,
    // a language change leaves the screen as it is (a playing video plays on) while the new answer comes
    keepOnLanguageChange: true,
  });
  return {
    ...foundOrNot(query.named, query),
    retry: query.retry,
    /**
     * The owner saved it: every screen showing it shows what the server answered at once (no request). (The save,
     * as declared, marks the lists of experiences stale and announces `experience:changed`.)
     */
    saved: (experience: Experience) => query.replace((answer) => ({ ...answer, data: experience })),
    /** A like or an unlike answered this count: every screen showing the video shows it, with no request. */
    likesCounted: (likes_count: number) =>
      query.replace((answer) => (answer.data ? { ...answer, data: { ...answer.data, likes_count } } : answer)),
  };
}
