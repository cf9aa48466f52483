import {
  bus,
  currentLanguage,
  fetchApi,
  loginStateAtom,
  queryClient,
  runApiMutation,
  sharedStore,
  userAtom,
  type MutationName,
} from 'shared';
import { clearGuestInspiration, readGuestInspiration, toggleId, writeGuestInspiration } from './guestInspiration';

export interface InspirationState {
  /** saved place ids, newest first */
  ids: number[];
  /** 'account' once the signed-in list came from the server; 'guest' for browser storage */
  source: 'guest' | 'account' | 'none';
  status: 'idle' | 'loading' | 'ready' | 'error';
}

/** What the account's list query shows (TanStack's `status` of the query, and its ids once they came). */
export interface AccountListQuery {
  status: 'pending' | 'error' | 'success';
  data: number[] | undefined;
}

/**
 * The list whoever uses the site sees: a guest's from browser storage, a signed-in user's from the account (never
 * from browser storage, which the move to the account empties), nothing while who it is is not known yet.
 */
export function inspirationStateOf(
  login: 'unknown' | 'logged-in' | 'logged-out',
  guestIds: number[],
  account: AccountListQuery,
): InspirationState {
  if (login === 'unknown') return { ids: [], source: 'none', status: 'idle' };
  if (login === 'logged-out') return { ids: guestIds, source: 'guest', status: 'ready' };
  if (account.data !== undefined) return { ids: account.data, source: 'account', status: 'ready' };
  return { ids: [], source: 'account', status: account.status === 'error' ? 'error' : 'loading' };
}

/**
 * The cache key of a signed-in user's list of saved place ids. It is the planner's own entry, not the answer of
 * `GET /user/me/inspiration/poi` it is read from: a save answers with the whole list of ids, which is put here
 * with no request, while the answers with the places' data (the inspiration page's) are asked again.
 */
/** Whether a write is one of the account's inspiration list. */
export function isInspirationWrite(name: MutationName): boolean {
  return name === 'addInspirationPois' || name === 'removeInspirationPoi';
}

export const accountInspirationKey = (userId: number) => ['planner', 'inspiration-ids', userId] as const;

/** A signed-in user's saved place ids, from the page's one cache (the list of places, every country). */
export async function loadAccountInspiration(): Promise<number[]> {
  const answer = await fetchApi('getMyInspirationPois', currentLanguage(), { query: { country_id: 0 } });
  return (answer.data ?? []).map((p) => p.poi_id);
}

const CHANNEL = 'ti-planner-inspiration';
let channel: BroadcastChannel | null = null;
let stopSignOut: (() => void) | null = null;

/**
 * The account's lists of places with their data are stale on `inspiration:changed` (a change here or in another
 * tab): a write of the list leaves them to that event, which it sends once it has put its answer in the ids.
 */
export const INSPIRATION_WRITE = { updatedHere: ['getMyInspirationPois', 'getMyInspirationCountries'] } as const;

/**
 * Put what the server answered (the whole list of ids) in the account's list: every widget showing it updates. A
 * read of the list under way was sent before that answer: it is dropped first, so it cannot put the older list back.
 */
export async function putAccountInspiration(userId: number, ids: number[]): Promise<void> {
  const queryKey = accountInspirationKey(userId);
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData(queryKey, ids);
}

/**
 * For the life of the page (started by the first screen that shows the list): another tab's change of the account's
 * list, told by a BroadcastChannel, is put in this page's list and heard by this page's screens as a change made
 * here (`inspiration:changed`; the other tab told its own); sign-out empties a guest's list in browser storage.
 */
export function followInspiration(): void {
  if (stopSignOut || typeof window === 'undefined') return;
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (e: MessageEvent<{ ids?: unknown }>) => {
      const user = sharedStore.get(userAtom);
      if (sharedStore.get(loginStateAtom) !== 'logged-in' || !user || !Array.isArray(e.data?.ids)) return;
      const ids = e.data.ids.filter((x): x is number => typeof x === 'number');
      void putAccountInspiration(user.id, ids).then(() => bus.emit('inspiration:changed', { poiIds: ids }));
    };
  }
  // logout clears the inspiration list and empties the local inspiration storage
  stopSignOut = bus.on('auth:signed-out', () => clearGuestInspiration());
}

/** Forget the channel and the listeners (tests). */
export function stopFollowingInspiration(): void {
  channel?.close();
  channel = null;
  stopSignOut?.();
  stopSignOut = null;
}

/**
 * Save or unsave a place (browser storage for a guest, the account when signed in), told to this page's screens and
 * to the account's other tabs. An account's list shows the change at once and goes back when the server refuses
 * (the error is thrown). Resolves with whether the place is now saved.
 */
export async function toggleInspiration(placeId: number): Promise<boolean> {
  followInspiration();
  const user = sharedStore.get(userAtom);
  if (sharedStore.get(loginStateAtom) !== 'logged-in' || !user) {
    const next = toggleId(readGuestInspiration(), placeId);
    writeGuestInspiration(next);
    bus.emit('inspiration:changed', { poiIds: next });
    return next.includes(placeId);
  }
  const key = accountInspirationKey(user.id);
  const before = await queryClient.fetchQuery({ queryKey: key, queryFn: loadAccountInspiration, staleTime: Infinity });
  const next = toggleId(before, placeId);
  const saving = next.includes(placeId);
  await putAccountInspiration(user.id, next);
  try {
    const answer = saving
      ? await runApiMutation('addInspirationPois', { body: { poi_ids: [placeId] } }, INSPIRATION_WRITE)
      : await runApiMutation('removeInspirationPoi', { params: { poi_id: placeId } }, INSPIRATION_WRITE);
    const ids = answer.data ?? next;
    await putAccountInspiration(user.id, ids);
    bus.emit('inspiration:changed', { poiIds: ids });
    channel?.postMessage({ ids });
    return saving;
  } catch (err) {
    await putAccountInspiration(user.id, before);
    throw err;
  }
}
