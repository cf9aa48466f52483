import type { MutationName, MutationVariables } from 'shared';

/** Whether a write is about this plan: its path names the plan (`/plan/:id…` or `/plan/:planId/place/…`). */
export function concernsPlan(planId: number | string) {
  return (variables: MutationVariables<MutationName>): boolean => {
    const params = variables.params as { id?: unknown; planId?: unknown } | undefined;
    return String(params?.planId ?? params?.id) === String(planId);
  };
}
