import { useTranslation } from 'page-singleton';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, bus, GUEST_PLAN_ID, useWaitingWrites, type PlanWithPlaces } from 'shared';
import { NS } from '../i18n';
import { movePlace, withNoteDrafts, type InsertAction, type NoteDrafts } from './planOps';
import { planFieldOps, settleFieldConflict } from './planEditOps';
import { PlanConflict } from './planSource';
import type { PlanId } from './planCache';
import { usePlanQuery, type PlanStatus } from './usePlanQuery';
import { useNoteDrafts, type NoteStatus } from './useNoteDrafts';
import { createWriteQueue } from './writeQueue';
import { concernsPlan } from './planWrites';

export type { PlanStatus } from './usePlanQuery';
export { NOTE_SAVE_DELAY_MS, type NoteStatus } from './useNoteDrafts';

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
  /** the plan's name as I and a companion both changed it meanwhile, until I choose (null: none) */
  nameConflict: NameConflict | null;
  /** the stop notes typed and not stored yet (the planner shows these over the stored ones) */
  noteDrafts: NoteDrafts;
  noteStatus: Readonly<Record<number, NoteStatus>>;
  /** a stop's note as typed: stored after a pause in typing */
  typeNote: (placeId: number, text: string) => void;
  /** store every typed note now (the field was left, or the user asks to try again) */
  saveNotes: () => void;
}

/** Both renamed the plan from the same version: both names, and the choice. */
export interface NameConflict {
  mine: string;
  theirs: string;
  keepMine: () => void;
  keepTheirs: () => void;
}

/** Parse a route's planId: 'guest' or a positive integer; null when it is neither. */
export function parsePlanId(raw: string | undefined): PlanId | null {
  if (raw === GUEST_PLAN_ID) return GUEST_PLAN_ID;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 && String(n) === raw ? n : null;
}

/**
 * A plan (guest or account) with every planner action. The plan as stored comes from the page's one cache (each
 * write puts its answer there); a change is shown at once over it until its write ends. Changes are written one
 * at a time, in order, each with the plan as it stands when its turn comes, so a later write never undoes an
 * earlier one. A stop's note is kept as a draft until it is stored: every write carries the drafts, a failed
 * write keeps them (shown with their status), and the page asks before unloading while any is unsaved. Errors of
 * other actions are shown through the message box.
 */
export function usePlan(planId: PlanId, language: string): UsePlan {
  const { t } = useTranslation(NS);
  const query = usePlanQuery(planId, language);
  const { source } = query;
  /** a change shown before it is stored (null: the plan as stored is shown) */
  const [shown, setShownState] = useState<PlanWithPlaces | null>(null);
  const [busy, setBusy] = useState(false);
  const [nameConflict, setNameConflict] = useState<{ mine: string; theirs: string } | null>(null);
  const shownRef = useRef(shown);
  /** the plan as last stored: what a failed change goes back to */
  const stored = useRef<PlanWithPlaces | null>(null);
  stored.current = query.stored ?? stored.current;
  // (one queue for the life of the planner: a write under way when the language changes still goes first)
  const [queue] = useState(createWriteQueue);

  const setShown = useCallback((p: PlanWithPlaces | null) => {
    shownRef.current = p;
    setShownState(p);
  }, []);
  // another plan: nothing of the previous one is shown over it
  useEffect(() => () => setShown(null), [source, setShown]);
  const current = () => shownRef.current ?? stored.current;

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

  /** Store the whole plan (order, name, notes) with every typed note in it. */
  const write = (): Promise<PlanWithPlaces> =>
    queue.run(async () => {
      const plan = current();
      if (!plan) throw new Error('no plan');
      const sent = notes.sendDrafts();
      try {
        const saved = await source.save({ ...plan, plan_places: withNoteDrafts(plan.plan_places, sent) });
        stored.current = saved;
        notes.draftsStored(sent);
        // a change made meanwhile is queued behind this write and sends itself: keep showing it
        const now = current() ?? saved;
        setShown(queue.waiting > 1 ? { ...now, plan_places: withNoteDrafts(now.plan_places, sent) } : null);
        return saved;
      } catch (err) {
        notes.draftsRefused(sent);
        throw err;
      }
    });
  const notes = useNoteDrafts(write);

  /** A change shown at once and then written; undone (with a message) when the write fails. */
  const change = (next: (p: PlanWithPlaces) => PlanWithPlaces): Promise<boolean> => {
    const p = current();
    if (!p) return Promise.resolve(false);
    setShown(next(p));
    return write().then(
      () => true,
      (err: unknown) => {
        setShown(null);
        report(err);
        return false;
      },
    );
  };

  /**
   * An account plan's name and notes, sent as the operations that change them, based on the version shown: a
   * companion's change of something else stays. Refused because they changed the same meanwhile: notes both changed
   * are merged and sent again (neither text is lost, and the person is told), a name both changed waits for the
   * person's choice.
   */
  const updateFields = (fields: { plan_name?: string; notes?: string }): Promise<boolean> =>
    queue.run(async () => {
      const base = current();
      const ops = base ? planFieldOps(base, fields) : [];
      if (!base || !source.applyOps || ops.length === 0) return true;
      setShown({ ...base, ...fields });
      try {
        try {
          stored.current = await source.applyOps(ops, base.version ?? 1);
        } catch (err) {
          if (!(err instanceof PlanConflict)) throw err;
          const settled = settleFieldConflict(base, fields, err.state.plan);
          stored.current = err.state.plan;
          if (settled.ops.length > 0) stored.current = await source.applyOps(settled.ops, err.state.version);
          if (settled.notesMerged) bus.emit('message:show', { message: t('planner.notesMerged'), type: 'info' });
          setNameConflict(settled.name);
        }
        setShown(null);
        return true;
      } catch (err) {
        setShown(null);
        report(err);
        return false;
      }
    });
  const keepMyName = (name: string) => {
    setNameConflict(null);
    void queue.run(async () => {
      const now = current();
      if (!now || !source.applyOps) return;
      try {
        // chosen over theirs: based on the plan as it is now, which holds their name
        stored.current = await source.applyOps([{ op: 'rename_plan', plan_name: name }], now.version ?? 1);
      } catch (err) {
        report(err);
      }
    });
  };

  /** An insert or a removal: the source answers with the new plan (and puts it in the cache, which is shown). */
  const act = (work: () => Promise<PlanWithPlaces>): Promise<boolean> =>
    queue.run(async () => {
      setBusy(true);
      try {
        stored.current = await work();
        setShown(null);
        return true;
      } catch (err) {
        report(err);
        return false;
      } finally {
        setBusy(false);
      }
    });

  // a note whose save cannot be sent now (offline, or no answer so far) is not "being saved": it waits to sync
  const concerns = concernsPlan(planId);
  const waiting = useWaitingWrites((variables, name) => name === 'updatePlan' && concerns(variables)) > 0;
  const noteStatus = useMemo(
    () =>
      waiting
        ? Object.fromEntries(
            Object.entries(notes.noteStatus).map(([id, status]) => [id, status === 'saving' ? 'waiting' : status]),
          )
        : notes.noteStatus,
    [waiting, notes.noteStatus],
  );

  return {
    plan: shown ?? query.stored ?? null,
    status: query.status,
    busy,
    reload: query.reload,
    insert: (placeId, action, onPlaceId) => act(() => source.insert(placeId, action, onPlaceId)),
    remove: async (placeId) => {
      const ok = await act(() => source.remove(placeId));
      if (ok) notes.dropDraft(placeId);
      return ok;
    },
    move: (placeId, to) => change((p) => ({ ...p, plan_places: movePlace(p.plan_places, placeId, to) })),
    update: (fields) => (source.applyOps ? updateFields(fields) : change((p) => ({ ...p, ...fields }))),
    nameConflict: nameConflict && {
      ...nameConflict,
      keepMine: () => keepMyName(nameConflict.mine),
      keepTheirs: () => setNameConflict(null),
    },
    noteDrafts: notes.drafts,
    noteStatus,
    typeNote: notes.typeNote,
    saveNotes: notes.saveNotes,
  };
}
