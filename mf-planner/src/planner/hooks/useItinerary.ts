import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, bus, GUEST_PLAN_ID, type Itinerary, type PlanWithPlaces, type TravelLeg, type TravelMode } from 'shared';
import { reconcileItinerary } from '../../itinerary';
import { readGuestPlan, writeGuestPlan } from '../../common/guestPlan';
import { GUEST_ITINERARY_STORAGE_KEY, readGuestItinerary, writeGuestItinerary } from '../../common/guestItinerary';
import { daysOrder, itineraryBody } from '../../common/itineraryOps';
import type { PlanId } from '../../common/planSource';

/** Where the days' last change stands: stored, being stored, or refused (the change stays on screen). */
export type ItinerarySaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/** How long editing must pause before an account's days are stored (each key of a time field is an edit). */
export const ITINERARY_SAVE_DELAY_MS = 600;

type LatLng = { lat: number; lng: number };
export type LegRequest = { from: LatLng; to: LatLng; mode: TravelMode };
/** The key of a leg in the map of real legs: its ends and its mode. */
export const legKey = (l: LegRequest) => `${l.from.lat},${l.from.lng}>${l.to.lat},${l.to.lng}:${l.mode}`;

export interface UseItinerary {
  /** null until loaded (or when it could not be read: the plan then shows as one list) */
  itinerary: Itinerary | null;
  saveStatus: ItinerarySaveStatus;
  /** apply an edit: shown at once, then stored */
  edit: (change: (it: Itinerary, placeIds: readonly number[]) => Itinerary) => void;
  /** store the days now (after a refusal) */
  retry: () => void;
  /** legs measured by the server's directions, by legKey (accounts only) */
  realLegs: ReadonlyMap<string, TravelLeg>;
  /** ask the server's directions for these legs (the ones it has not answered yet) */
  requestLegs: (legs: readonly LegRequest[]) => void;
}

/**
 * A plan's days: an account's from and to `/plan/{id}/itinerary` (stored after a pause in editing, one write at a
 * time, a refused write keeping the edit on screen with a retry), a guest's in browser storage beside the plan.
 * What is shown is always made to agree with the plan's places (a place removed leaves its day, a new one is in
 * no day).
 */
/**
 * `onReordered` is told when stored days put the plan's places in another order (the plan lists them in the days'
 * order), so the plan is read again.
 */
export function useItinerary(
  planId: PlanId,
  plan: PlanWithPlaces | null,
  enabled = true,
  onReordered?: () => void,
): UseItinerary {
  const isGuest = planId === GUEST_PLAN_ID;
  const placeIds = useMemo(() => plan?.plan_places.map((p) => p.id) ?? [], [plan]);
  const placeKey = placeIds.join(',');
  const [raw, setRawState] = useState<Itinerary | null>(null);
  const [saveStatus, setSaveStatus] = useState<ItinerarySaveStatus>('idle');
  const [realLegs, setRealLegs] = useState<ReadonlyMap<string, TravelLeg>>(new Map());
  const rawRef = useRef<Itinerary | null>(null);
  const placeIdsRef = useRef(placeIds);
  placeIdsRef.current = placeIds;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reordered = useRef(onReordered);
  reordered.current = onReordered;
  /** whether these days put the plan's places in another order than the plan has */
  const reorders = (it: Itinerary) => daysOrder(it).join(',') !== placeIdsRef.current.join(',');
  /** edits made since the last write began */
  const dirty = useRef(false);
  const saving = useRef(false);
  const asked = useRef(new Set<string>());
  const loaded = enabled && plan !== null;

  const setRaw = useCallback((it: Itinerary | null) => {
    rawRef.current = it;
    setRawState(it);
  }, []);

  useEffect(() => {
    if (!loaded) return;
    if (isGuest) {
      setRaw(readGuestItinerary(placeIdsRef.current));
      return;
    }
    let cancelled = false;
    api.call('getPlanItinerary', { params: { id: planId } }).then(
      (res) => !cancelled && setRaw(res.data!),
      // days that cannot be read leave the plan as its one list; nothing is written over them
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [loaded, isGuest, planId, setRaw]);

  // a guest's days changed in another tab: shown here too
  useEffect(() => {
    if (!loaded || !isGuest) return;
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === GUEST_ITINERARY_STORAGE_KEY) setRaw(readGuestItinerary(placeIdsRef.current));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [loaded, isGuest, setRaw]);

  const store = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const current = rawRef.current;
    if (!current) return;
    const days = reconcileItinerary(current, placeIdsRef.current);
    if (isGuest) {
      const ok = writeGuestItinerary(days);
      dirty.current = !ok;
      setSaveStatus(ok ? 'saved' : 'error');
      // the guest's plan takes the days' order as an account's does on the server
      const guest = readGuestPlan();
      if (ok && guest && reorders(days)) {
        const order = daysOrder(days);
        const rank = (id: number) => (order.includes(id) ? order.indexOf(id) : order.length);
        writeGuestPlan({ ...guest, plan_places: [...guest.plan_places].sort((a, b) => rank(a.id) - rank(b.id)) });
        bus.emit('plan:changed', { planId: GUEST_PLAN_ID });
        reordered.current?.();
      }
      return;
    }
    // one write at a time: an edit made while one runs is stored when it ends
    if (saving.current) return;
    saving.current = true;
    dirty.current = false;
    setSaveStatus('saving');
    try {
      await api.call('savePlanItinerary', { params: { id: planId }, body: itineraryBody(days) });
      saving.current = false;
      if (reorders(days)) {
        bus.emit('plan:changed', { planId });
        reordered.current?.();
      }
      if (dirty.current) void store();
      else setSaveStatus('saved');
    } catch {
      saving.current = false;
      dirty.current = true;
      setSaveStatus('error');
    }
  }, [isGuest, planId]);
  const storeRef = useRef(store);
  storeRef.current = store;

  const edit = useCallback<UseItinerary['edit']>(
    (change) => {
      const current = rawRef.current;
      if (!current) return;
      setRaw(change(reconcileItinerary(current, placeIdsRef.current), placeIdsRef.current));
      dirty.current = true;
      if (isGuest) {
        void storeRef.current();
        return;
      }
      setSaveStatus('saving');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void storeRef.current(), ITINERARY_SAVE_DELAY_MS);
    },
    [isGuest, setRaw],
  );

  // leaving the planner stores an edit still waiting for its pause
  useEffect(
    () => () => {
      if (timer.current) void storeRef.current();
    },
    [],
  );

  // closing or reloading the page with days not stored yet (waiting for the pause, or refused): the browser asks
  const unsaved = !isGuest && (saveStatus === 'saving' || saveStatus === 'error');
  useEffect(() => {
    if (!unsaved) return;
    const ask = (e: BeforeUnloadEvent) => {
      void storeRef.current();
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  // a guest has no directions of the server's (they need an account): the estimate is shown
  const requestLegs = useCallback(
    (legs: readonly LegRequest[]) => {
      if (isGuest) return;
      const wanted = legs.filter((l) => !asked.current.has(legKey(l)));
      if (wanted.length === 0) return;
      // the directions call takes at most 25 legs
      for (let i = 0; i < wanted.length; i += 25) {
        const batch = wanted.slice(i, i + 25);
        batch.forEach((l) => asked.current.add(legKey(l)));
        api.call('getTravelLegs', { body: { legs: batch } }).then(
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
    [isGuest],
  );

  const itinerary = useMemo(
    () => (raw ? reconcileItinerary(raw, placeKey === '' ? [] : placeKey.split(',').map(Number)) : null),
    [raw, placeKey],
  );
  return { itinerary, saveStatus, edit, retry: () => void store(), realLegs, requestLegs };
}
