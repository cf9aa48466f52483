import type { RouteName } from 'contract';

// What a bucket of the page's persisted cache (./offlineCache.ts) keeps, and which bucket the page restores first:
// plain rules, without the persister and IndexedDB, so a page can tell whether it has anything to keep before it
// loads the persisted cache's code.

/**
 * The reads kept: a person's plans (days, times, legs, notes) and inspiration list, and who they are; for a guest,
 * the places of the plan kept in the browser (the plan itself is in browser storage).
 */
export const KEPT_READS: ReadonlySet<RouteName> = new Set<RouteName>([
  'getPlans',
  'loadGuestPlan',
  'loadPlanPlace',
  'getPlan',
  'getPlanItinerary',
  'getTravelLegs',
  'getMyInspirationPois',
  'getMyInspirationCountries',
  'getInspirationPois',
  'getInspirationCountries',
  'getMe',
]);
/** The reads kept for the places and videos opened most recently (at most RECENT_LIMIT answers). */
export const RECENT_READS: ReadonlySet<RouteName> = new Set<RouteName>([
  'getPlace',
  'getPlaceSummary',
  'getExperience',
  'getExperienceChapters',
  'getExperienceLocation',
]);
export const RECENT_LIMIT = 30;
/** The browser storage that says whose bucket the page restores first. */
export const LAST_BUCKET_STORAGE_KEY = 'offline_cache_bucket';

/** Whose bucket: an account's by its id, or the guests' of this browser. */
export type BucketOwner = { account: number } | 'guest';

export function bucketName(owner: BucketOwner): string {
  return owner === 'guest' ? 'guest' : `account:${owner.account}`;
}

/** What the cache knows of a query when it chooses what to keep (a TanStack Query's fields). */
export interface CachedRead {
  queryKey: readonly unknown[];
  queryHash: string;
  state: { status: string; dataUpdatedAt: number };
}

/**
 * Whether a read holds an answer: it was answered, or it was answered once and asking it again failed (offline, the
 * restored answer is asked again and fails: what it holds is still the last answer the person saw).
 */
const holdsAnswer = (q: CachedRead) =>
  q.state.status === 'success' || (q.state.status === 'error' && q.state.dataUpdatedAt > 0);

/**
 * The queries a bucket keeps: the answered reads of KEPT_READS, and the RECENT_LIMIT answered reads of RECENT_READS
 * answered last. (Keys are `['api', route, language, params, query, body?]`.)
 */
export function keptQueryHashes(queries: readonly CachedRead[], recentLimit = RECENT_LIMIT): Set<string> {
  const answered = queries.filter((q) => q.queryKey[0] === 'api' && holdsAnswer(q));
  const route = (q: CachedRead) => q.queryKey[1] as RouteName;
  const recent = answered
    .filter((q) => RECENT_READS.has(route(q)))
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, recentLimit);
  return new Set([...answered.filter((q) => KEPT_READS.has(route(q))), ...recent].map((q) => q.queryHash));
}

/** When the newest answer a bucket holds was read (what "showing what was saved at" says), or null. */
export function savedAt(queries: readonly CachedRead[]): number | null {
  const kept = keptQueryHashes(queries);
  const times = queries.filter((q) => kept.has(q.queryHash)).map((q) => q.state.dataUpdatedAt);
  return times.length ? Math.max(...times) : null;
}
