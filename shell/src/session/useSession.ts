import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ApiError, api, bus, loginStateAtom, setLanguage, sharedStore, userAtom, type User } from 'shared';

/**
 * Login state (spec §4): unknown until the first `GET /user/me` completes, then logged-in or logged-out.
 * A failure other than "not signed in" shows the spec §8 alert. Sign-in/out events from any module keep
 * the shared atoms in step.
 */
export function useSession(): void {
  const setUser = useSetAtom(userAtom, { store: sharedStore });
  const setLoginState = useSetAtom(loginStateAtom, { store: sharedStore });
  const { t } = useTranslation('common');

  useEffect(() => {
    let cancelled = false;
    const signedIn = (user: User) => {
      setUser(user);
      setLoginState('logged-in');
      if (user.interface_language) void setLanguage(user.interface_language);
    };
    api
      .call('getMe')
      .then((r) => {
        if (!cancelled && r.data) signedIn(r.data);
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        setUser(null);
        setLoginState('logged-out');
        const notSignedIn = err instanceof ApiError && (err.status === 401 || err.body?.code === 401);
        if (!notSignedIn) bus.emit('message:show', { message: t('error.loadUser'), type: 'error' });
      });
    const offIn = bus.on('auth:signed-in', ({ user }) => signedIn(user));
    const offOut = bus.on('auth:signed-out', () => {
      setUser(null);
      setLoginState('logged-out');
    });
    return () => {
      cancelled = true;
      offIn();
      offOut();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
