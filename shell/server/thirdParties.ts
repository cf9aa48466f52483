import { NO_THIRD_PARTIES, thirdPartiesFromApp, type ThirdParties } from 'site-server';
import { createApiClient } from './apiClient';

/** How long the API's word on its keys is used before it is asked again (a key set or removed shows within this). */
export const THIRD_PARTIES_FRESH_MS = 60_000;
/** The longest a page waits for that word: after it, the page goes out with the last one known. */
const DEADLINE_MS = 1500;

/**
 * The third parties the site is keyed for, as the API's `GET /app` says (the answer the browser reads its keys
 * from). Asked when first needed, then again once it is older than {@link THIRD_PARTIES_FRESH_MS} — meanwhile the
 * answer in hand is used, so no page waits for it twice. An API that does not answer leaves the last known word in
 * place (none at first: a policy that allows no third party).
 */
export function createThirdPartiesReader(apiTarget: string, now: () => number = Date.now): () => Promise<ThirdParties> {
  const api = createApiClient(apiTarget);
  let known: ThirdParties | null = null;
  let askedAt = -Infinity;
  let asking: Promise<ThirdParties> | null = null;
  const ask = (): Promise<ThirdParties> => {
    askedAt = now();
    asking ??= api
      .read('getApp', {}, { language: 'en', signal: AbortSignal.timeout(DEADLINE_MS) })
      .then((read) => {
        if (read.outcome === 'ok') known = thirdPartiesFromApp(read.data);
        else askedAt = -Infinity;
        return known ?? NO_THIRD_PARTIES;
      })
      .finally(() => {
        asking = null;
      });
    return asking;
  };
  return async () => {
    const stale = now() - askedAt >= THIRD_PARTIES_FRESH_MS;
    if (known === null) return stale || asking === null ? ask() : asking;
    if (stale) void ask();
    return known;
  };
}
