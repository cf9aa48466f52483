/** Browser storage key of a guest's inspiration list: a JSON array of place ids, newest first. */
export const INSPIRATION_STORAGE_KEY = 'inspiration_pois';

function defaultStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** Whatever is stored → unique positive integer ids (tolerates hand edits and older formats). */
export function parseInspiration(raw: string | null): number[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value
    .map((x) =>
      typeof x === 'string' ? Number(x) : typeof x === 'object' && x !== null ? (x as { poi_id?: unknown }).poi_id : x,
    )
    .filter((x): x is number => typeof x === 'number' && Number.isInteger(x) && x > 0);
  return [...new Set(ids)];
}

export function readGuestInspiration(storage: Storage | null = defaultStorage()): number[] {
  try {
    return parseInspiration(storage?.getItem(INSPIRATION_STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}

export function writeGuestInspiration(ids: number[], storage: Storage | null = defaultStorage()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(INSPIRATION_STORAGE_KEY, JSON.stringify([...new Set(ids)]));
    return true;
  } catch {
    return false;
  }
}

export function clearGuestInspiration(storage: Storage | null = defaultStorage()): void {
  try {
    storage?.removeItem(INSPIRATION_STORAGE_KEY);
  } catch {
    /* unavailable */
  }
}

/** Toggle a place in a list (added at the front, newest first). */
export function toggleId(ids: number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [id, ...ids];
}
