import { useTranslation } from 'page-singleton';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, bus, GUEST_PLAN_ID, GUEST_PLAN_STORAGE_KEY, type PlanWithPlaces } from 'shared';
import { NS } from '../i18n';
import { defaultGuestPlanName } from './guestPlan';
import { movePlace, settleNoteDrafts, withNoteDrafts, type InsertAction, type NoteDrafts } from './planOps';
import { guestSource, serverSource, type PlanId, type PlanSource } from './planSource';

export type PlanStatus = 'loading' | 'ready' | 'error' | 'not-found' | 'forbidden';

/** Where a stop's typed note stands: waiting for a pause in typing, being stored, stored, or refused. */
export type NoteStatus = 'pending' | 'saving' | 'saved' | 'error';

/** How long typing must pause before a stop's note is stored (leaving the field stores it at once). */
export const NOTE_SAVE_DELAY_MS = 800;

export interface UsePlan {
  plan: PlanWithPlaces | null;
  status: PlanStatus;
  /** an insert or a removal is running */
  busy: boolean;
  reload: () => void;
  insert: (placeId: number, action: InsertAction, onPlaceId?: number | null) => Promise<boolean>;
  remove: (placeId: number) => Promise<boolean>;
  move: (placeId: number, to: number) => Promise<boolean>;
  update: (fields: { plan_name?: string; notes?: string }) => Promise<boolean>;
  /** the stop notes typed and not stored yet (the planner shows these over the stored ones) */
  noteDrafts: NoteDrafts;
  noteStatus: Readonly<Record<number, NoteStatus>>;
  /** a stop's note as typed: stored after a pause in typing */
  typeNote: (placeId: number, text: string) => void;
  /** store every typed note now (the field was left, or the user asks to try again) */
  saveNotes: () => void;
}

/** Parse a route's planId: 'guest' or a positive integer; null when it is neither. */
export function parsePlanId(raw: string | undefined): PlanId | null {
  if (raw === GUEST_PLAN_ID) return GUEST_PLAN_ID;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 && String(n) === raw ? n : null;
}

const placeIds = (drafts: NoteDrafts) => Object.keys(drafts).map(Number);
const sameDrafts = (a: NoteDrafts, b: NoteDrafts) =>
  placeIds(a).length === placeIds(b).length && placeIds(a).every((id) => b[id] === a[id]);

/**
 * A plan (guest or account) with every planner action. Changes are written one at a time, in order, each
 * with the plan as it stands when its turn comes, so a later write never undoes an earlier one. A stop's
 * note is kept as a draft until it is stored: every write carries the drafts, a failed write keeps them
 * (shown with their status), and the page asks before unloading while any is unsaved. Errors of other
 * actions are shown through the message box.
 */
export function usePlan(planId: PlanId, language: string): UsePlan {
  const { t } = useTranslation(NS);
  const source: PlanSource = useMemo(
    () => (planId === GUEST_PLAN_ID ? guestSource(defaultGuestPlanName(language)) : serverSource(planId)),
    [planId, language],
  );
  const [plan, setPlanState] = useState<PlanWithPlaces | null>(null);
  const [status, setStatus] = useState<PlanStatus>('loading');
  const [busy, setBusy] = useState(false);
  const [noteDrafts, setDraftsState] = useState<NoteDrafts>({});
  const [noteStatus, setNoteStatus] = useState<Readonly<Record<number, NoteStatus>>>({});
  const planRef = useRef(plan);
  const draftsRef = useRef(noteDrafts);
  /** the plan as last stored: what a failed change goes back to */
  const stored = useRef<PlanWithPlaces | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  /** writes queued or running */
  const waiting = useRef(0);
  /** the drafts the running write is sending */
  const sending = useRef<NoteDrafts | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const setPlan = useCallback((p: PlanWithPlaces | null) => {
    planRef.current = p;
    setPlanState(p);
  }, []);
  const setDrafts = useCallback((d: NoteDrafts) => {
    draftsRef.current = d;
    setDraftsState(d);
  }, []);
  const markNotes = useCallback((ids: number[], s: NoteStatus | null) => {
    if (ids.length === 0) return;
    setNoteStatus((all) => {
      const next = { ...all };
      for (const id of ids) {
        if (s) next[id] = s;
        else delete next[id];
      }
      return next;
    });
  }, []);

  const load = useCallback(() => {
    let cancelled = false;
    source.load().then(
      (p) => {
        if (cancelled) return;
        stored.current = p;
        setPlan(p);
        setStatus('ready');
      },
      (err) => {
        if (cancelled) return;
        const code = err instanceof ApiError ? err.status : 0;
        setStatus(code === 404 ? 'not-found' : code === 403 || code === 401 ? 'forbidden' : 'error');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [source, setPlan]);

  useEffect(() => {
    setStatus('loading');
    return load();
  }, [load]);

  // another tab (storage event) or another widget (bus) changed the guest plan
  useEffect(() => {
    if (planId !== GUEST_PLAN_ID) return;
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === GUEST_PLAN_STORAGE_KEY) load();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [planId, load]);

  const report = useCallback(
    (err: unknown) => {
      const message =
        err instanceof ApiError && err.body?.message
          ? err.body.message
          : err instanceof Error && err.name === 'PlanOpError'
            ? t(`error.${err.message}`)
            : t('error.action');
      bus.emit('message:show', { message, type: 'error' });
    },
    [t],
  );

  /** Run plan writes one after another. */
  const enqueue = useCallback(<T>(work: () => Promise<T>): Promise<T> => {
    waiting.current += 1;
    const job = queue.current.then(work).finally(() => {
      waiting.current -= 1;
    });
    queue.current = job.catch(() => undefined);
    return job;
  }, []);

  /** Store the whole plan (order, name, notes) with every typed note in it. */
  const write = useCallback(
    () =>
      enqueue(async () => {
        const current = planRef.current;
        if (!current) throw new Error('no plan');
        const sent = draftsRef.current;
        const ids = placeIds(sent);
        sending.current = sent;
        markNotes(ids, 'saving');
        try {
          const saved = await source.save({ ...current, plan_places: withNoteDrafts(current.plan_places, sent) });
          stored.current = saved;
          const left = settleNoteDrafts(draftsRef.current, sent);
          setDrafts(left);
          markNotes(
            ids.filter((id) => !Object.hasOwn(left, id)),
            'saved',
          );
          markNotes(
            ids.filter((id) => Object.hasOwn(left, id)),
            'pending',
          );
          // a change made meanwhile is queued behind this write and sends itself: keep showing it
          const now = planRef.current ?? saved;
          setPlan(waiting.current > 1 ? { ...now, plan_places: withNoteDrafts(now.plan_places, sent) } : saved);
          return saved;
        } catch (err) {
          markNotes(ids, 'error');
          throw err;
        } finally {
          sending.current = null;
        }
      }),
    [enqueue, source, markNotes, setDrafts, setPlan],
  );

  /** A change shown at once and then written; undone (with a message) when the write fails. */
  const change = useCallback(
    (next: (p: PlanWithPlaces) => PlanWithPlaces): Promise<boolean> => {
      const p = planRef.current;
      if (!p) return Promise.resolve(false);
      setPlan(next(p));
      return write().then(
        () => true,
        (err: unknown) => {
          if (stored.current) setPlan(stored.current);
          report(err);
          return false;
        },
      );
    },
    [write, report, setPlan],
  );

  /** An insert or a removal: the source answers with the new plan. */
  const act = useCallback(
    (work: () => Promise<PlanWithPlaces>): Promise<boolean> =>
      enqueue(async () => {
        setBusy(true);
        try {
          const next = await work();
          stored.current = next;
          setPlan(next);
          return true;
        } catch (err) {
          report(err);
          return false;
        } finally {
          setBusy(false);
        }
      }),
    [enqueue, report, setPlan],
  );

  const saveNotes = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const drafts = draftsRef.current;
    if (placeIds(drafts).length === 0) return;
    if (sending.current && sameDrafts(sending.current, drafts)) return;
    // a failure is shown beside each note (and the drafts are kept), not as a message
    write().catch(() => undefined);
  }, [write]);
  const saveNotesRef = useRef(saveNotes);
  saveNotesRef.current = saveNotes;

  const typeNote = useCallback(
    (placeId: number, text: string) => {
      setDrafts({ ...draftsRef.current, [placeId]: text });
      markNotes([placeId], 'pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => saveNotesRef.current(), NOTE_SAVE_DELAY_MS);
    },
    [setDrafts, markNotes],
  );

  // leaving the planner (another page, the drawer closed) stores what was typed
  useEffect(() => () => saveNotesRef.current(), []);

  // closing or reloading the page with a note not stored yet: the browser asks first
  const unsaved = placeIds(noteDrafts).length > 0;
  useEffect(() => {
    if (!unsaved) return;
    const ask = (e: BeforeUnloadEvent) => {
      saveNotesRef.current();
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  return {
    plan,
    status,
    busy,
    reload: load,
    insert: (placeId, action, onPlaceId) => act(() => source.insert(placeId, action, onPlaceId)),
    remove: async (placeId) => {
      const ok = await act(() => source.remove(placeId));
      if (ok && Object.hasOwn(draftsRef.current, placeId)) {
        const rest = { ...draftsRef.current };
        delete rest[placeId];
        setDrafts(rest);
        markNotes([placeId], null);
      }
      return ok;
    },
    move: (placeId, to) => change((p) => ({ ...p, plan_places: movePlace(p.plan_places, placeId, to) })),
    update: (fields) => change((p) => ({ ...p, ...fields })),
    noteDrafts,
    noteStatus,
    typeNote,
    saveNotes,
  };
}
