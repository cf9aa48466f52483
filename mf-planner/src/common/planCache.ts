import { apiQueryKey, GUEST_PLAN_ID, queryClient, type CallResponse, type PlanWithPlaces } from 'shared';

export type PlanId = number | typeof GUEST_PLAN_ID;

/** An account plan's answer in the page's one cache (`GET /plan/{id}` in a language). */
export const accountPlanKey = (id: number, language: string) => apiQueryKey('getPlan', language, { params: { id } });

/**
 * The guest's plan in the page's one cache: the plan in browser storage with its places resolved by the server, in a
 * language (the names, and the default name of a plan the guest has not named, are in it).
 */
export const guestPlanKey = (language: string) => ['planner', 'guest-plan', language] as const;

/**
 * The guest plan in browser storage was changed by something else than its source (another tab, a widget adding
 * many places at once): its cached reading is out of date, read again where shown.
 */
export function guestPlanChanged(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['planner', 'guest-plan'] });
}

/** The cached answers of a plan in the other languages than `language`: older than a write made in it. */
function otherLanguagesStale(plan: PlanId, language: string): void {
  const [root, read] = plan === GUEST_PLAN_ID ? guestPlanKey(language) : accountPlanKey(plan, language);
  void queryClient.invalidateQueries({
    queryKey: [root, read],
    predicate: ({ queryKey }) =>
      queryKey[2] !== language && (plan === GUEST_PLAN_ID || (queryKey[3] as { id?: unknown } | null)?.id === plan),
    refetchType: 'none',
  });
}

/**
 * Put the answer of a write of an account plan into the page's one cache, as if it had been asked: every screen
 * showing the plan updates, with no request. Its answers in the other languages are older than the write: they are
 * asked again when shown. Returns the plan.
 */
export function putPlan(answer: CallResponse<'getPlan'>, language: string): PlanWithPlaces {
  const plan = answer.data!;
  queryClient.setQueryData(accountPlanKey(plan.id as number, language), answer);
  otherLanguagesStale(plan.id, language);
  return plan;
}

/** Put the guest's plan as it now stands into the page's one cache (as `putPlan`). */
export function putGuestPlan(plan: PlanWithPlaces, language: string): PlanWithPlaces {
  queryClient.setQueryData(guestPlanKey(language), plan);
  otherLanguagesStale(GUEST_PLAN_ID, language);
  return plan;
}

/** Change a field of an account plan's cached answer as a write changed it on the server (as `putPlan`). */
export function changeCachedPlan(id: number, language: string, change: (plan: PlanWithPlaces) => PlanWithPlaces) {
  queryClient.setQueryData<CallResponse<'getPlan'>>(accountPlanKey(id, language), (cached) =>
    cached?.data ? { ...cached, data: change(cached.data) } : cached,
  );
  otherLanguagesStale(id, language);
}
