import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  ApiError,
  bus,
  GUEST_PLAN_ID,
  runApiMutation,
  useUnsentWrite,
  useWaitingWrites,
  type ApiMutationOptions,
  type Itinerary,
  type PlanState,
  type PlanWithPlaces,
  type TravelLeg,
} from 'shared';
import { reconcileItinerary } from '../../itinerary';
import { readGuestPlan, writeGuestPlan } from '../../common/guestPlan';
import { writeGuestItinerary } from '../../common/guestItinerary';
import { daysOrder, inDaysOrder, itineraryBody } from '../../common/itineraryOps';
import { concernsPlan } from '../../common/planWrites';
import type { PlanId } from '../../common/planCache';
import { useStoredDays } from './useStoredDays';
import { useTravelLegs, type LegRequest } from './useTravelLegs';

export { legKey, type LegRequest } from './useTravelLegs';

/**
 * Where the days' last change stands: stored, being stored, waiting to sync (kept until the connection is back, on
 * this page or one closed since), refused (the change stays on screen), or in conflict with a change someone else
 * stored meanwhile (both are kept until the person chooses).
 */
export type ItinerarySaveStatus = 'idle' | 'saving' | 'waiting' | 'saved' | 'error' | 'conflict';

/** What a save of the days sends: the days as shown, and the version they were edited from. */
type ItineraryWrite = ReturnType<typeof itineraryBody> & { base_version?: number };

/** How long editing must pause before an account's days are stored (each key of a time field is an edit). */
export const ITINERARY_SAVE_DELAY_MS = 600;

export interface UseItinerary {
  /** null until loaded (or when it could not be read: the plan then shows as one list) */
  itinerary: Itinerary | null;
  saveStatus: ItinerarySaveStatus;
  /** apply an edit: shown at once, then stored */
  edit: (change: (it: Itinerary, placeIds: readonly number[]) => Itinerary) => void;
  /** store the days now (after a refusal) */
  retry: () => void;
  /** the days as someone else stored them while these were edited (status `conflict`), else null */
  theirs: Itinerary | null;
  /** settle a conflict: store the days shown here over theirs */
  keepMine: () => void;
  /** settle a conflict: show and keep theirs, dropping the edit */
  keepTheirs: () => void;
  /** legs measured by the server's directions, by legKey (accounts only) */
  realLegs: ReadonlyMap<string, TravelLeg>;
  /** ask the server's directions for these legs (the ones it has not answered yet) */
  requestLegs: (legs: readonly LegRequest[]) => void;
}

/**
 * What storing an account's days changes besides them: they are put into the cache from what was stored; the plan
 * (and the list of plans) only when the days put its places in another order (the server then lists them so).
 */
function daysWrite(reorders: boolean): ApiMutationOptions {
  return { updatedHere: reorders ? ['getPlanItinerary'] : ['getPlanItinerary', 'getPlan', 'getPlans'] };
}

/**
 * A plan's days: an account's from and to `/plan/{id}/itinerary` (stored after a pause in editing, one write at a
 * time, a refused write keeping the edit on screen with a retry), a guest's in browser storage beside the plan.
 * What is shown is always made to agree with the plan's places (a place removed leaves its day, a new one is in
 * no day).
 *
 * `onReordered` is told when a guest's stored days put the plan's places in another order (the plan lists them in
 * the days' order), so the plan is read again; an account's plan is asked again by the write that stored them.
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
  const placeIdsRef = useRef(placeIds);
  placeIdsRef.current = placeIds;
  const { stored, put } = useStoredDays(planId, () => placeIdsRef.current, enabled && plan !== null);
  const [raw, setRawState] = useState<Itinerary | null>(null);
  const [saveStatus, setSaveStatus] = useState<ItinerarySaveStatus>('idle');
  const rawRef = useRef<Itinerary | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reordered = useRef(onReordered);
  reordered.current = onReordered;
  /** whether these days put the plan's places in another order than the plan has */
  const reorders = (it: Itinerary) => daysOrder(it).join(',') !== placeIdsRef.current.join(',');
  /** edits made since the last write began */
  const dirty = useRef(false);
  /** saves sent and not answered yet: one at a time, more only while they wait for the connection (kept, in order) */
  const sending = useRef(0);
  /** the days this hook stored (put into the cache): already shown */
  const ownPut = useRef<Itinerary | null>(null);
  /**
   * The version of the plan the days on screen were edited from: each save says it, so the server refuses (409) a
   * save that would overwrite what someone else changed since, instead of losing their change.
   */
  const baseVersion = useRef<number | undefined>(undefined);
  const [conflict, setConflict] = useState<PlanState | null>(null);

  const setRaw = useCallback((it: Itinerary | null) => {
    rawRef.current = it;
    setRawState(it);
  }, []);

  const concerns = concernsPlan(planId);
  /** saves of these days waiting for the connection (or for an answer) */
  const waitingSaves = useWaitingWrites((variables, name) => name === 'savePlanItinerary' && concerns(variables));
  const waitingRef = useRef(false);
  waitingRef.current = waitingSaves > 0;
  /** a save of these days not sent yet, this page's or one kept from an earlier page (closed offline) */
  const unsent = useUnsentWrite('savePlanItinerary', concerns);
  // the days as read (or read again): shown, unless they are what was stored here or an edit is not stored yet; a
  // save not sent yet is shown over them, and the next edit is made on top of it, from the version it was based on
  useEffect(() => {
    if (!stored || dirty.current || sending.current > 0) return;
    if (unsent?.body) {
      // (the days it sends were made from days as shown here: every field of each stop is there)
      const { base_version, ...days } = unsent.body as ItineraryWrite;
      baseVersion.current = base_version;
      setRaw({ ...stored, ...days, version: base_version ?? stored.version });
    } else if (stored !== ownPut.current) {
      baseVersion.current = stored.version;
      setRaw(stored);
    }
  }, [stored, unsent, setRaw]);

  const storeGuest = (days: Itinerary) => {
    const ok = writeGuestItinerary(days);
    dirty.current = !ok;
    setSaveStatus(ok ? 'saved' : 'error');
    // the guest's plan takes the days' order as an account's does on the server
    const guest = readGuestPlan();
    if (ok && guest && reorders(days)) {
      writeGuestPlan({ ...guest, plan_places: inDaysOrder(guest.plan_places, days) });
      bus.emit('plan:changed', { planId: GUEST_PLAN_ID });
      reordered.current?.();
    }
  };

  const store = async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const current = rawRef.current;
    if (!current) return;
    const days = reconcileItinerary(current, placeIdsRef.current);
    if (isGuest) return storeGuest(days);
    // one write at a time: an edit made while one runs is stored when it ends; but a write waiting for the
    // connection may wait long (the tab may be closed meanwhile): the edit is kept as a write of its own behind it,
    // made on top of it (sent based on the version it makes)
    if (sending.current > 0 && !waitingRef.current) return;
    sending.current += 1;
    dirty.current = false;
    setSaveStatus('saving');
    try {
      const moved = reorders(days);
      const base = baseVersion.current;
      const answer = await runApiMutation(
        'savePlanItinerary',
        { params: { id: planId }, body: { ...itineraryBody(days), ...(base ? { base_version: base } : {}) } },
        daysWrite(moved),
      );
      sending.current -= 1;
      const saved = { ...days, version: answer.data?.version ?? base };
      baseVersion.current = saved.version;
      ownPut.current = saved;
      put(saved);
      if (moved) bus.emit('plan:changed', { planId });
      if (dirty.current) void store();
      else if (sending.current === 0) setSaveStatus('saved');
    } catch (err) {
      sending.current -= 1;
      dirty.current = true;
      const theirs =
        err instanceof ApiError && err.status === 409 ? (err.body?.data as PlanState | undefined) : undefined;
      if (theirs?.itinerary) {
        setConflict(theirs);
        setSaveStatus('conflict');
      } else setSaveStatus('error');
    }
  };
  const storeRef = useRef(store);
  storeRef.current = store;
  const conflictRef = useRef(conflict);
  conflictRef.current = conflict;

  const keepMine = () => {
    if (!conflict) return;
    // based on the version that holds their change: stored over it, as the person chose
    baseVersion.current = conflict.version;
    setConflict(null);
    void store();
  };
  const keepTheirs = () => {
    if (!conflict) return;
    const theirs = { ...conflict.itinerary, version: conflict.version };
    baseVersion.current = conflict.version;
    dirty.current = false;
    ownPut.current = theirs;
    setConflict(null);
    setRaw(theirs);
    put(theirs);
    setSaveStatus('saved');
  };

  const edit = useCallback<UseItinerary['edit']>(
    (change) => {
      const current = rawRef.current;
      if (!current) return;
      setRaw(change(reconcileItinerary(current, placeIdsRef.current), placeIdsRef.current));
      dirty.current = true;
      // an edit made while a conflict waits for its choice is kept on screen; it is stored with the choice
      if (conflictRef.current) return;
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
  const unsaved = !isGuest && (saveStatus === 'saving' || saveStatus === 'error' || saveStatus === 'conflict');
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

  // a save that cannot be sent now (offline, or no answer so far) is not "being saved": it waits for the connection
  const waiting = waitingSaves > 0 && saveStatus !== 'error' && saveStatus !== 'conflict';

  const { realLegs, requestLegs } = useTravelLegs(isGuest);
  const itinerary = useMemo(
    () => (raw ? reconcileItinerary(raw, placeKey === '' ? [] : placeKey.split(',').map(Number)) : null),
    [raw, placeKey],
  );
  return {
    itinerary,
    saveStatus: waiting ? 'waiting' : saveStatus,
    edit,
    retry: () => void store(),
    theirs: conflict ? reconcileItinerary(conflict.itinerary, placeIdsRef.current) : null,
    keepMine,
    keepTheirs,
    realLegs,
    requestLegs,
  };
}
