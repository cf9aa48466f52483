import { currentLanguage, queryClient, useTranslation } from 'page-singleton';
import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import {
  apiQueryKey,
  bus,
  fetchApi,
  loginStateAtom,
  setLanguage,
  sharedStore,
  useEvent,
  userAtom,
  type User,
} from 'shared';
import { offlineCache } from './offlineCache';

/**
 * Login state: unknown until the first current-user check completes, then logged-in or logged-out.
 * The check is `GET /user/session`, which answers a guest with no user rather than an error status, so a
 * guest's page logs no failed request (a guest's page comes with that answer and asks nothing); a failure shows
 * the alert "Error. Please refresh page and try again.".
 * Sign-in/out events from any module keep the shared atoms in step.
 */
export function useSession(): void {
  const setUser = useSetAtom(userAtom, { store: sharedStore });
  const setLoginState = useSetAtom(loginStateAtom, { store: sharedStore });
  const { t } = useTranslation('common');
  // (in the language shown when it fails; a language change is no reason to check the session again)
  const loadFailed = useEvent(() => bus.emit('message:show', { message: t('error.loadUser'), type: 'error' }));

  // once for the page: the setters are the same for its life
  useEffect(() => {
    let cancelled = false;
    /** the account signed in, whose bucket of the persisted cache is in use */
    let account: number | null = null;
    const signedIn = (user: User) => {
      account = user.id;
      offlineCache.use({ account: user.id });
      setUser(user);
      setLoginState('logged-in');
      if (user.interface_language) void setLanguage(user.interface_language);
    };
    /** the account whose bucket was restored, as it was when kept (its language stays the one shown) */
    const signedInOffline = (user: User) => {
      account = user.id;
      setUser(user);
      setLoginState('logged-in');
    };
    const signedOut = () => {
      // an account that signs out leaves nothing it read or wrote on this browser; a guest has the guests' bucket
      if (account === null) offlineCache.use('guest');
      else offlineCache.signedOut({ account });
      account = null;
      setUser(null);
      setLoginState('logged-out');
    };
    // a guest's page comes with the answer (#ti-answers, put in the page's cache as it starts); it is used once and
    // forgotten, because who is signed in changes (sign-in, sign-out) without that answer being asked again
    const language = currentLanguage();
    fetchApi('getSession', language)
      .finally(() => queryClient.removeQueries({ queryKey: apiQueryKey('getSession', language) }))
      .then((r) => {
        if (cancelled) return;
        if (r.data) {
          signedIn(r.data);
          offlineCache.keepSignedInUser(r.data);
        } else signedOut();
      })
      .catch(async (err: unknown) => {
        // without a connection, the page goes on as the account whose saved data it restored (the server still
        // checks the session of every write it is sent later)
        const kept = (err as { status?: unknown } | null)?.status === 0 ? await offlineCache.signedInUser() : undefined;
        if (cancelled) return;
        if (kept) return signedInOffline(kept as User);
        signedOut();
        loadFailed();
      });
    const offIn = bus.on('auth:signed-in', ({ user }) => signedIn(user));
    // a new account is signed in as soon as it exists: the header says so while the sign-up shows its success screen
    const offUp = bus.on('auth:signed-up', ({ user }) => signedIn(user));
    const offOut = bus.on('auth:signed-out', signedOut);
    return () => {
      cancelled = true;
      offIn();
      offUp();
      offOut();
    };
  }, [setUser, setLoginState, loadFailed]);
}
