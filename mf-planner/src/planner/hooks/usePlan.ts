import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, bus, GUEST_PLAN_ID, GUEST_PLAN_STORAGE_KEY, type PlanWithPlaces } from 'shared';
import { NS } from '../../i18n';
import { defaultGuestPlanName } from '../../plans/state/guestPlan';
import { movePlace, setPlaceNotes, type InsertAction } from '../state/planOps';
import { guestSource, serverSource, type PlanId, type PlanSource } from '../state/planSource';

export type PlanStatus = 'loading' | 'ready' | 'error' | 'not-found' | 'forbidden';

export interface UsePlan {
  plan: PlanWithPlaces | null;
  status: PlanStatus;
  /** an action is running */
  busy: boolean;
  reload: () => void;
  insert: (placeId: number, action: InsertAction, onPlaceId?: number | null) => Promise<boolean>;
  remove: (placeId: number) => Promise<boolean>;
  move: (placeId: number, to: number) => Promise<boolean>;
  setNotes: (placeId: number, notes: string) => Promise<boolean>;
  update: (fields: { plan_name?: string; notes?: string }) => Promise<boolean>;
}

/** Parse a route's planId: 'guest' or a positive integer; null when it is neither. */
export function parsePlanId(raw: string | undefined): PlanId | null {
  if (raw === GUEST_PLAN_ID) return GUEST_PLAN_ID;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 && String(n) === raw ? n : null;
}

/** A plan (guest or account) with every planner action; errors are shown through the message box. */
export function usePlan(planId: PlanId, language: string): UsePlan {
  const { t } = useTranslation(NS);
  const source: PlanSource = useMemo(
    () => (planId === GUEST_PLAN_ID ? guestSource(defaultGuestPlanName(language)) : serverSource(planId)),
    [planId, language],
  );
  const [plan, setPlan] = useState<PlanWithPlaces | null>(null);
  const [status, setStatus] = useState<PlanStatus>('loading');
  const [busy, setBusy] = useState(false);
  const planRef = useRef(plan);
  planRef.current = plan;

  const load = useCallback(() => {
    let cancelled = false;
    source.load().then(
      (p) => {
        if (cancelled) return;
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
  }, [source]);

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

  const run = useCallback(
    async (work: () => Promise<PlanWithPlaces>, optimistic?: PlanWithPlaces): Promise<boolean> => {
      const before = planRef.current;
      if (optimistic) setPlan(optimistic);
      setBusy(true);
      try {
        setPlan(await work());
        return true;
      } catch (err) {
        if (optimistic) setPlan(before);
        const message =
          err instanceof ApiError && err.body?.message
            ? err.body.message
            : err instanceof Error && err.name === 'PlanOpError'
              ? t(`error.${err.message}`)
              : t('error.action');
        bus.emit('message:show', { message, type: 'error' });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [t],
  );

  return {
    plan,
    status,
    busy,
    reload: load,
    insert: (placeId, action, onPlaceId) => run(() => source.insert(placeId, action, onPlaceId)),
    remove: (placeId) => run(() => source.remove(placeId)),
    move: (placeId, to) => {
      const p = planRef.current;
      if (!p) return Promise.resolve(false);
      const next = { ...p, plan_places: movePlace(p.plan_places, placeId, to) };
      return run(() => source.save(next), next);
    },
    setNotes: (placeId, notes) => {
      const p = planRef.current;
      if (!p) return Promise.resolve(false);
      const next = { ...p, plan_places: setPlaceNotes(p.plan_places, placeId, notes) };
      return run(() => source.save(next), next);
    },
    update: (fields) => {
      const p = planRef.current;
      if (!p) return Promise.resolve(false);
      const next = { ...p, ...fields };
      return run(() => source.save(next), next);
    },
  };
}
