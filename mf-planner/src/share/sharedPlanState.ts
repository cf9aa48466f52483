import { ApiError, type LoadState } from 'shared';
import { isShareToken } from '../routes';
import type { SharedPlanStatus } from './components/SharedPlanView';

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
