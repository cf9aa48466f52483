import { useCallback, useEffect, useState } from 'react';
import { GUEST_PLAN_ID, useApiQuery, type Itinerary } from 'shared';
import { GUEST_ITINERARY_STORAGE_KEY, readGuestItinerary } from '../../common/guestItinerary';
import type { PlanId } from '../../common/planCache';

export interface StoredDays {
  /** the days as stored; null until read (or when they could not be read) */
  stored: Itinerary | null;
  /** what a write stored: shown as the stored days, with no request */
  put: (days: Itinerary) => void;
}

/**
 * A plan's days as stored: an account's `GET /plan/{id}/itinerary` from the page's one cache (days that cannot be
 * read leave the plan as its one list: nothing is written over them), a guest's from browser storage beside the
 * plan (read again when another tab changes them). `placeIds` are the plan's places as it has them now.
 */
export function useStoredDays(planId: PlanId, placeIds: () => readonly number[], loaded: boolean): StoredDays {
  const isGuest = planId === GUEST_PLAN_ID;
  const account = useApiQuery('getPlanItinerary', '', {
    args: { params: { id: isGuest ? 0 : planId } },
    enabled: loaded && !isGuest,
    keepOnLanguageChange: true,
  });
  const [guest, setGuest] = useState<Itinerary | null>(null);

  useEffect(() => {
    if (!loaded || !isGuest) return;
    setGuest(readGuestItinerary(placeIds()));
    // a guest's days changed in another tab: shown here too
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === GUEST_ITINERARY_STORAGE_KEY) setGuest(readGuestItinerary(placeIds()));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
    // (placeIds reads the plan as it is when asked)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, isGuest]);

  const { replace } = account;
  const put = useCallback(
    (days: Itinerary) => (isGuest ? setGuest(days) : replace((answer) => ({ ...answer, data: days }))),
    [isGuest, replace],
  );
  if (isGuest) return { stored: loaded ? guest : null, put };
  return { stored: account.state.status === 'ready' ? (account.state.data.data ?? null) : null, put };
}
