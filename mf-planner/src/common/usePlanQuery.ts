import { useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import {
  ApiError,
  GUEST_PLAN_ID,
  GUEST_PLAN_STORAGE_KEY,
  languageAtom,
  loadStateOf,
  queryClient,
  useApiQuery,
  useQuery,
  useUnsentWrite,
  useUnsentWrites,
  type LoadState,
  type PlanOp,
  type PlanWithPlaces,
} from 'shared';
import { defaultGuestPlanName } from './guestPlan';
import { guestPlanChanged, guestPlanKey, type PlanId } from './planCache';
import { guestSource, serverSource, type PlanSource } from './planSource';
import { concernsPlan, withUnsentSave } from './planWrites';
import { planWithOps } from './unsentOps';

export type PlanStatus = 'loading' | 'ready' | 'error' | 'not-found' | 'forbidden';

/** What the planner shows for a plan's read: a plan the server does not have, or not for this user, is said so. */
export function planStatusOf(state: LoadState<unknown>, error: unknown): PlanStatus {
  if (state.status !== 'error') return state.status;
  const code = error instanceof ApiError ? error.status : 0;
  return code === 404 ? 'not-found' : code === 403 || code === 401 ? 'forbidden' : 'error';
}

export interface PlanQuery {
  /** the plan as stored (on the server, or in this browser) */
  stored: PlanWithPlaces | undefined;
  status: PlanStatus;
  reload: () => void;
  /** where its changes are written */
  source: PlanSource;
}

/**
 * A plan (guest or account) from the page's one cache: an account's `GET /plan/{id}`, the guest's from browser
 * storage with its places resolved by the server (read again when another tab changes it). Both are asked again in
 * a new language (the place names come in it). An account plan's changes not sent yet are shown over it.
 */
export function usePlanQuery(planId: PlanId, language: string): PlanQuery {
  const isGuest = planId === GUEST_PLAN_ID;
  // the language of the page's cache (the one its queries are asked in)
  const asked = useAtomValue(languageAtom);
  const source = useMemo(
    () => (isGuest ? guestSource(defaultGuestPlanName(language), asked) : serverSource(planId, asked)),
    [isGuest, planId, language, asked],
  );
  const account = useApiQuery('getPlan', '', {
    args: { params: { id: isGuest ? 0 : planId } },
    enabled: !isGuest,
    select: (answer) => answer.data!,
  });
  // (a guest's plan is in browser storage: read offline too, its places' details from the answer kept)
  const guest = useQuery(
    { queryKey: guestPlanKey(asked), queryFn: source.load, enabled: isGuest, networkMode: 'always' },
    queryClient,
  );

  // another tab changed the guest plan: read again
  useEffect(() => {
    if (!isGuest) return;
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === GUEST_PLAN_STORAGE_KEY) void guestPlanChanged();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [isGuest]);

  // the changes of the plan not sent yet (made offline, perhaps on a page closed since) are shown over the plan as
  // stored: the last save of the whole plan (its places' order and notes), then the name and notes its operations set
  const concerns = concernsPlan(planId);
  const unsent = useUnsentWrite('updatePlan', concerns);
  const unsentCalls = useUnsentWrites('applyPlanOps', concerns);
  const state = isGuest ? loadStateOf(guest, '') : account.state;
  const stored = state.status === 'ready' ? state.data : undefined;
  const shown = useMemo(() => {
    if (!stored) return stored;
    const saved = unsent ? withUnsentSave(stored, unsent) : stored;
    return planWithOps(
      saved,
      unsentCalls.flatMap((call) => (call.body as { ops: PlanOp[] }).ops),
    );
  }, [stored, unsent, unsentCalls]);
  return {
    stored: shown,
    status: planStatusOf(state, isGuest ? guest.error : account.error),
    reload: isGuest ? () => void guest.refetch() : account.retry,
    source,
  };
}
