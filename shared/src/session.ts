import { bus } from 'page-singleton/bus';
import { loginStateAtom, queryClient, sharedStore, userAtom } from 'page-singleton';

/** Browser storage of a guest's inspiration list (place ids). */
export const INSPIRATION_STORAGE_KEY = 'inspiration_pois';
/** Browser storage of a guest's one plan. */
export const GUEST_PLAN_STORAGE_KEY = 'plan';

/** Whether this browser holds a guest's list or plan (what moves to the account at sign-up). */
export function hasGuestStorage(): boolean {
  try {
    return [INSPIRATION_STORAGE_KEY, GUEST_PLAN_STORAGE_KEY].some((key) => Boolean(localStorage.getItem(key)));
  } catch {
    return false;
  }
}

/**
 * Sign out, the one way every module does it: end the session on the server, clear the user
 * and login state, forget every server answer the page cached (they were the account's: its likes, its private
 * videos; a screen asks again when it next shows one, the screens that depend on who asks at once through staleOn), empty the local inspiration storage, tell everyone (`auth:signed-out`: each module clears
 * its own favorites, likes, history page counts and inspiration list).
 * The language stays the one shown (the visitor chose it, or it came with their account at sign-in; this
 * browser keeps it in its storage and cookie): signing out is no reason to change the language of the page.
 * The local state is cleared even when the server cannot be reached.
 */
export async function logOut(): Promise<void> {
  try {
    // the declared writes load with the first write (a page that only shows needs none of them)
    const { runApiMutation } = await import(/* webpackChunkName: "api-writes" */ './api/mutations');
    await runApiMutation('logout');
  } catch {
    /* offline or already signed out: sign out locally anyway */
  }
  sharedStore.set(userAtom, null);
  sharedStore.set(loginStateAtom, 'logged-out');
  // the app info (build id, public keys) is the site's, not the account's: it stays
  queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== 'getApp' });
  try {
    localStorage.removeItem(INSPIRATION_STORAGE_KEY);
  } catch {
    /* storage may be unavailable */
  }
  bus.emit('auth:signed-out', {});
}
