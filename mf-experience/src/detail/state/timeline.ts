import type { ExperiencePlace } from 'shared';

/** The places of a video in playing order: by timestamp, then by their position in the list. */
export function placesInTimeOrder<P extends Pick<ExperiencePlace, 'time' | 'position'>>(places: readonly P[]): P[] {
  return [...places].sort((a, b) => a.time - b.time || a.position - b.position);
}

/**
 * Which place is current at time `t` (seconds) of the video: the last one whose timestamp has been reached.
 * `places` must be in time order (see placesInTimeOrder). Returns its index, or -1 before the first place
 * (or when there are none, or t is not a number). Places sharing a timestamp: the last of them wins.
 */
export function currentPlaceIndex(places: readonly Pick<ExperiencePlace, 'time'>[], t: number): number {
  if (!Number.isFinite(t)) return -1;
  // binary search for the last place with time <= t (lists can be long; this runs on every time update)
  let lo = 0;
  let hi = places.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (places[mid].time <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
