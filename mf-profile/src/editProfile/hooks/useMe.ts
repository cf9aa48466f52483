import { useApiQuery, type LoadState, type User } from 'shared';

/** GET /user/me for the form, from the page's server-data cache (fresh from the server, not the shared atom). */
export function useMe(fallbackMessage: string) {
  const { state, retry, replace } = useApiQuery('getMe', fallbackMessage, { select: (r) => r.data ?? null });
  // an answer without a user (the session ended meanwhile) is an error for a form that edits one
  const me: LoadState<User> =
    state.status !== 'ready'
      ? state
      : state.data
        ? { status: 'ready', data: state.data }
        : { status: 'error', message: fallbackMessage };
  return {
    state: me,
    retry,
    /** the user as the server returned it after a save */
    replace: (user: User) => replace((answer) => ({ ...answer, data: user })),
  };
}
