import { bus, type User } from 'shared';
import { safeReturnUrl } from './returnUrl';

/**
 * After a successful sign-in on the login screen: go to the (sanitised) returnUrl, THEN tell everyone
 * (the shell updates the shared atoms and the language). The order matters: the shell sends a signed-in
 * user away from /login, so we must have left it before it hears the news.
 */
export function completeSignIn(
  user: User,
  returnUrl: unknown,
  navigate: (to: string, opts?: { replace?: boolean }) => void,
): string {
  const to = safeReturnUrl(returnUrl);
  navigate(to, { replace: true });
  bus.emit('auth:signed-in', { user });
  return to;
}
