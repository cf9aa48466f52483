import { useAtomValue } from 'jotai';
import { INSPIRATION_STORAGE_KEY, sharedStore } from 'shared';
import { atomWithStorage, createJSONStorage, RESET } from 'page-singleton';

type Store = typeof sharedStore;
/** A storage atomWithStorage reads and writes at once (browser storage is synchronous). */
type SyncStorage<Value> = ReturnType<typeof createJSONStorage<Value>>;

/** Whatever is stored → unique positive integer ids (tolerates hand edits and older formats: "4", {poi_id: 6}). */
function toIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids = value
    .map((x) =>
      typeof x === 'string' ? Number(x) : typeof x === 'object' && x !== null ? (x as { poi_id?: unknown }).poi_id : x,
    )
    .filter((x): x is number => typeof x === 'number' && Number.isInteger(x) && x > 0);
  return [...new Set(ids)];
}

/** JSON in localStorage (jotai's: unreadable content is the empty list, another tab's change arrives as an event). */
const json = createJSONStorage<unknown>();
const guestStorage: SyncStorage<number[]> = {
  getItem: (key) => toIds(json.getItem(key, [])),
  setItem: (key, ids) => {
    try {
      json.setItem(key, ids);
    } catch {
      // storage full or refused: the list still holds for this page
    }
  },
  removeItem: (key) => {
    try {
      json.removeItem(key);
    } catch {
      /* unavailable */
    }
  },
  subscribe: (key, callback) => json.subscribe?.(key, (value) => callback(toIds(value)), []) ?? (() => undefined),
};

/**
 * A guest's inspiration list: place ids, newest first, kept in browser storage under `inspiration_pois` as a JSON
 * array (the format guests' browsers already hold).
 */
const guestInspirationAtom = atomWithStorage<number[]>(INSPIRATION_STORAGE_KEY, [], guestStorage);

/**
 * jotai reads browser storage, and follows other tabs' changes, only while the atom is mounted in a store: the list
 * is read outside React too (the store of the list, the move to the account at sign-up), so the first use mounts it
 * for good, as a component would.
 */
const following = new WeakSet<Store>();
function follow(store: Store): void {
  if (following.has(store)) return;
  following.add(store);
  store.sub(guestInspirationAtom, () => undefined);
}

export function readGuestInspiration(store: Store = sharedStore): number[] {
  follow(store);
  return store.get(guestInspirationAtom);
}

export function writeGuestInspiration(ids: number[], store: Store = sharedStore): void {
  follow(store);
  store.set(guestInspirationAtom, [...new Set(ids)]);
}

export function clearGuestInspiration(store: Store = sharedStore): void {
  follow(store);
  store.set(guestInspirationAtom, RESET);
}

/** A guest's list for a screen: shown again whenever it changes, here or in another tab. */
export function useGuestInspiration(): number[] {
  return useAtomValue(guestInspirationAtom, { store: sharedStore });
}

/** Calls `listener` whenever the guest's list changes, here or in another tab; returns the unsubscribe. */
export function onGuestInspiration(listener: () => void, store: Store = sharedStore): () => void {
  follow(store);
  return store.sub(guestInspirationAtom, listener);
}

/** Toggle a place in a list (added at the front, newest first). */
export function toggleId(ids: number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [id, ...ids];
}
