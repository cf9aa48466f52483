import { useCallback, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { fetchApi, languageAtom, type TravelLeg, type TravelMode } from 'shared';

type LatLng = { lat: number; lng: number };
export type LegRequest = { from: LatLng; to: LatLng; mode: TravelMode };
/** The key of a leg in the map of real legs: its ends and its mode. */
export const legKey = (l: LegRequest) => `${l.from.lat},${l.from.lng}>${l.to.lat},${l.to.lng}:${l.mode}`;

/** The directions call takes at most this many legs. */
const LEGS_PER_CALL = 25;

/** Legs in the batches the directions call takes, in order. */
export function legBatches<T>(legs: readonly T[], size = LEGS_PER_CALL): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < legs.length; i += size) batches.push(legs.slice(i, i + size));
  return batches;
}

export interface TravelLegs {
  /** legs measured by the server's directions, by legKey (accounts only) */
  realLegs: ReadonlyMap<string, TravelLeg>;
  /** ask the server's directions for these legs (the ones it has not answered yet) */
  requestLegs: (legs: readonly LegRequest[]) => void;
}

/**
 * The travel legs the server's directions measured (`POST /plan/directions`, read through the page's one cache),
 * each leg asked once. A guest has no directions of the server's (they need an account): the estimate is shown.
 */
export function useTravelLegs(isGuest: boolean): TravelLegs {
  const language = useAtomValue(languageAtom);
  const [realLegs, setRealLegs] = useState<ReadonlyMap<string, TravelLeg>>(new Map());
  const asked = useRef(new Set<string>());
  const requestLegs = useCallback(
    (legs: readonly LegRequest[]) => {
      if (isGuest) return;
      const wanted = legs.filter((l) => !asked.current.has(legKey(l)));
      for (const batch of legBatches(wanted)) {
        batch.forEach((l) => asked.current.add(legKey(l)));
        fetchApi('getTravelLegs', language, { body: { legs: batch } }).then(
          (res) =>
            setRealLegs((m) => {
              const next = new Map(m);
              (res.data?.legs ?? []).forEach((leg, k) => next.set(legKey(batch[k]), leg));
              return next;
            }),
          // no answer: the estimate stays, and the legs may be asked again later
          () => batch.forEach((l) => asked.current.delete(legKey(l))),
        );
      }
    },
    [isGuest, language],
  );
  return { realLegs, requestLegs };
}
