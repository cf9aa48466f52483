import { ApiError, type LoadState } from 'shared';
import type { SharedPlanStatus } from './components/SharedPlanView';

/** A share link's token as the server makes them: 32 random bytes in URL-safe base64. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function isShareToken(token: string): boolean {
  return TOKEN.test(token);
}

/**
 * What the shared plan's page shows: a token that cannot be one, or one the server does not know (404) or refuses
 * as malformed (400), is a link that leads nowhere; any other failure can be tried again.
 */
export function sharedPlanStatusOf(token: string, state: LoadState<unknown>, error: unknown): SharedPlanStatus {
  if (!isShareToken(token)) return 'not-found';
  if (state.status !== 'error') return state.status;
  const code = error instanceof ApiError ? error.status : 0;
  return code === 404 || code === 400 ? 'not-found' : 'error';
}
