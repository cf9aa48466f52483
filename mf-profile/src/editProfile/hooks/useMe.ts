import { useApiQuery, type User } from 'shared';

export type MeState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; user: User };

/** GET /user/me for the form, from the page's server-data cache (fresh from the server, not the shared atom). */
export function useMe(fallbackMessage: string) {
  const { state, retry, replace } = useApiQuery('getMe', fallbackMessage, { select: (r) => r.data ?? null });
  const me: MeState =
    state.status !== 'ready'
      ? state
      : state.data
        ? { status: 'ready', user: state.data }
        : { status: 'error', message: fallbackMessage };
  return {
    state: me,
    retry,
    /** the user as the server returned it after a save */
    replace: (user: User) => replace((answer) => ({ ...answer, data: user })),
  };
}
