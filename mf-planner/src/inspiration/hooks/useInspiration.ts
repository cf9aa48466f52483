import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { loginStateAtom, queryClient, useQuery, userAtom } from 'shared';
import {
  accountInspirationKey,
  followInspiration,
  inspirationStateOf,
  loadAccountInspiration,
  type InspirationState,
} from '../../common/inspiration';
import { useGuestInspiration } from '../../common/guestInspiration';

/**
 * The inspiration list (ids) of the guest or the signed-in user, kept fresh across widgets and tabs: a guest's from
 * browser storage, an account's as a query of the page's one cache, read once for each account signed in (a save
 * puts its answer in it, another tab's change comes by the channel) and forgotten at sign-out with every answer.
 */
export function useInspiration(): InspirationState {
  const login = useAtomValue(loginStateAtom);
  const user = useAtomValue(userAtom);
  const guestIds = useGuestInspiration();
  const signedIn = login === 'logged-in' && !!user;
  const account = useQuery(
    {
      queryKey: accountInspirationKey(user?.id ?? 0),
      queryFn: loadAccountInspiration,
      enabled: signedIn,
      staleTime: Infinity,
    },
    queryClient,
  );
  useEffect(followInspiration, []);
  return inspirationStateOf(signedIn ? 'logged-in' : login === 'logged-in' ? 'unknown' : login, guestIds, account);
}
