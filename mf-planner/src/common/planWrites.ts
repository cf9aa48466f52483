import type { MutationName, MutationVariables, PlanWithPlaces } from 'shared';

/** Whether a write is about this plan: its path names the plan (`/plan/:id…` or `/plan/:planId/place/…`). */
export function concernsPlan(planId: number | string) {
  return (variables: MutationVariables<MutationName>): boolean => {
    const params = variables.params as { id?: unknown; planId?: unknown } | undefined;
    return String(params?.planId ?? params?.id) === String(planId);
  };
}

/** What a whole-plan save sends: the plan's name, notes and places in order with their notes. */
type PlanSave = MutationVariables<'updatePlan'>;

/**
 * The plan as stored with a save not sent yet over it: its name, its notes, and its places in the order and with
 * the notes it sends (a place it sends that the stored plan does not hold is left out: its details are not known).
 */
export function withUnsentSave(plan: PlanWithPlaces, save: PlanSave): PlanWithPlaces {
  const body = save.body as { plan_name: string; notes: string; plan_places: { id: number; notes: string }[] };
  const byId = new Map(plan.plan_places.map((p) => [p.id, p]));
  return {
    ...plan,
    plan_name: body.plan_name,
    notes: body.notes,
    plan_places: body.plan_places.flatMap((sent) => {
      const place = byId.get(sent.id);
      return place ? [{ ...place, notes: sent.notes }] : [];
    }),
  };
}
