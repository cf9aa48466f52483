import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  ApiError,
  bus,
  GUEST_PLAN_ID,
  languageAtom,
  MAX_PLAN_OPS,
  runApiMutation,
  useUnsentWrites,
  useWaitingWrites,
  type Itinerary,
  type PlanOp,
  type PlanState,
  type PlanWithPlaces,
  type TravelLeg,
} from 'shared';
import { reconcileItinerary } from '../../itinerary';
import { readGuestPlan, writeGuestPlan } from '../../common/guestPlan';
import { writeGuestItinerary } from '../../common/guestItinerary';
import { daysOrder, inDaysOrder } from '../../common/itineraryOps';
import { itineraryOps, queueOps } from '../../common/planEditOps';
import { changeCachedPlan, type PlanId } from '../../common/planCache';
import { concernsPlan } from '../../common/planWrites';
import { changesDays, itineraryWithOps } from '../../common/unsentOps';
import { useStoredDays } from './useStoredDays';
import { useTravelLegs, type LegRequest } from './useTravelLegs';

export { legKey, type LegRequest } from './useTravelLegs';

/**
 * Where the days' last change stands: stored, being stored, waiting to sync (kept until the connection is back, on
 * this page or one closed since), refused (the change stays on screen), or in conflict with a change someone else
 * stored meanwhile (both are kept until the person chooses).
 */
export type ItinerarySaveStatus = 'idle' | 'saving' | 'waiting' | 'saved' | 'error' | 'conflict';

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

/** What the planner puts into the cache itself from an answer of its operations (the rest is asked again). */
const OPS_WRITE = { updatedHere: ['getPlanItinerary', 'getPlan'] } as const;

/** The operations a write of a plan's operations sends. */
const opsOf = (write: { body?: unknown }): PlanOp[] => (write.body as { ops?: PlanOp[] } | undefined)?.ops ?? [];

/**
 * A plan's days: an account's from `/plan/{id}/itinerary`, each edit sent as the small operations that make it
 * (`POST /plan/{id}/ops`, after a pause in editing, one call at a time, based on the version the days were read
 * at: a companion's change of something else is kept, and a change of the same thing is a conflict the person
 * settles; without a connection each call is kept, and an edit made while one waits is a call of its own behind it,
 * sent based on the version the one before makes); a guest's in browser storage beside the plan. What is shown is always made to agree with the plan's
 * places (a place removed leaves its day, a new one is in no day).
 *
 * `onReordered` is told when a guest's stored days put the plan's places in another order (the plan lists them in
 * the days' order), so the plan is read again; an account's plan is put into the cache from the write's answer.
 */
export function useItinerary(
  planId: PlanId,
  plan: PlanWithPlaces | null,
  enabled = true,
  onReordered?: () => void,
): UseItinerary {
  const isGuest = planId === GUEST_PLAN_ID;
  const language = useAtomValue(languageAtom);
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
  /** the operations of the edits not sent yet (an account's), in the order they were made */
  const waiting = useRef<PlanOp[]>([]);
  /** calls sent and not answered yet: one at a time, more only while they wait for the connection (kept, in order) */
  const sending = useRef(0);
  /** the days this hook stored (put into the cache): already shown */
  const ownPut = useRef<Itinerary | null>(null);
  /**
   * The version of the plan the edits waiting were made on: each call says it, so the server refuses (409) an
   * operation that would overwrite what someone else changed since, instead of losing their change.
   */
  const baseVersion = useRef<number | undefined>(undefined);
  const [conflict, setConflict] = useState<PlanState | null>(null);

  const setRaw = useCallback((it: Itinerary | null) => {
    rawRef.current = it;
    setRawState(it);
  }, []);

  const concerns = concernsPlan(planId);
  /** calls changing these days that wait for the connection (or for an answer) */
  const waitingCalls = useWaitingWrites(
    (variables, name) => name === 'applyPlanOps' && concerns(variables) && changesDays(opsOf(variables)),
  );
  const waitingRef = useRef(false);
  waitingRef.current = waitingCalls > 0;
  /** the operations of calls of this plan not sent yet, this page's or kept from an earlier page (closed offline) */
  const unsentCalls = useUnsentWrites('applyPlanOps', concerns);
  const unsentOps = useMemo(() => unsentCalls.flatMap(opsOf), [unsentCalls]);

  // the days as read (or read again): shown, unless they are what was stored here or an edit is not stored yet; the
  // operations not sent yet are shown over them (the next edit is made on top of them, from the version read: it is
  // sent behind them, based on the version they make)
  useEffect(() => {
    if (!stored || waiting.current.length > 0 || sending.current > 0) return;
    const shown = itineraryWithOps(stored, unsentOps);
    if (shown === stored && stored === ownPut.current) return;
    baseVersion.current = stored.version;
    setRaw(shown);
  }, [stored, unsentOps, setRaw]);

  const storeGuest = () => {
    const current = rawRef.current;
    if (!current) return;
    const days = reconcileItinerary(current, placeIdsRef.current);
    const ok = writeGuestItinerary(days);
    setSaveStatus(ok ? 'saved' : 'error');
    // the guest's plan takes the days' order as an account's does on the server
    const guest = readGuestPlan();
    if (ok && guest && daysOrder(days).join(',') !== placeIdsRef.current.join(',')) {
      writeGuestPlan({ ...guest, plan_places: inDaysOrder(guest.plan_places, days) });
      bus.emit('plan:changed', { planId: GUEST_PLAN_ID });
      reordered.current?.();
    }
  };

  /** The plan as the server answered it: the days and the plan into the cache, the days shown if no edit waits. */
  const answered = (state: PlanState) => {
    const days = { ...state.itinerary, version: state.version };
    baseVersion.current = state.version;
    ownPut.current = days;
    put(days);
    changeCachedPlan(planId as number, language, () => state.plan);
    bus.emit('plan:changed', { planId });
    if (waiting.current.length === 0 && sending.current === 0) setRaw(days);
  };

  const store = async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (isGuest) return storeGuest();
    // one call at a time: the edits made while one runs are sent when it ends, based on its answer; but a call
    // waiting for the connection may wait long (the tab may be closed meanwhile): the edits are kept as a call of
    // their own behind it (sent based on the version it makes)
    if ((sending.current > 0 && !waitingRef.current) || waiting.current.length === 0 || typeof planId !== 'number')
      return;
    const base = baseVersion.current;
    if (base === undefined) return setSaveStatus('error');
    const sent = waiting.current.slice(0, MAX_PLAN_OPS);
    waiting.current = waiting.current.slice(sent.length);
    sending.current += 1;
    setSaveStatus('saving');
    try {
      const answer = await runApiMutation(
        'applyPlanOps',
        { params: { id: planId }, body: { base_version: base, ops: sent } },
        OPS_WRITE,
      );
      sending.current -= 1;
      answered(answer.data!);
      if (waiting.current.length > 0) void store();
      else if (sending.current === 0) setSaveStatus('saved');
    } catch (err) {
      sending.current -= 1;
      // refused: nothing of it applied; its operations wait again, before the ones made since
      waiting.current = queueOps(sent, waiting.current);
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
    // the same operations, based on the version that holds their change: they apply over it, as the person chose
    baseVersion.current = conflict.version;
    setConflict(null);
    void store();
  };
  const keepTheirs = () => {
    if (!conflict) return;
    waiting.current = [];
    setConflict(null);
    answered(conflict);
    setSaveStatus('saved');
  };

  const edit = useCallback<UseItinerary['edit']>(
    (change) => {
      const current = rawRef.current;
      if (!current) return;
      const before = reconcileItinerary(current, placeIdsRef.current);
      const after = change(before, placeIdsRef.current);
      setRaw(after);
      if (isGuest) {
        void storeRef.current();
        return;
      }
      waiting.current = queueOps(waiting.current, itineraryOps(before, reconcileItinerary(after, placeIdsRef.current)));
      // an edit made while a conflict waits for its choice is kept on screen; it is sent with the choice
      if (conflictRef.current) return;
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

  // a call that cannot be sent now (offline, or no answer so far) is not "being saved": it waits for the connection
  const waitingToSync = waitingCalls > 0 && saveStatus !== 'error' && saveStatus !== 'conflict';

  const { realLegs, requestLegs } = useTravelLegs(isGuest);
  const itinerary = useMemo(
    () => (raw ? reconcileItinerary(raw, placeKey === '' ? [] : placeKey.split(',').map(Number)) : null),
    [raw, placeKey],
  );
  return {
    itinerary,
    saveStatus: waitingToSync ? 'waiting' : saveStatus,
    edit,
    retry: () => void store(),
    theirs: conflict ? reconcileItinerary(conflict.itinerary, placeIdsRef.current) : null,
    keepMine,
    keepTheirs,
    realLegs,
    requestLegs,
  };
}
