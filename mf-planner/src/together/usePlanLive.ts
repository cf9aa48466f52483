import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { apiStreamUrl, queryClient, userAtom, type PlanActivityEntry, type PlanPresent } from 'shared';

/** The version of a plan the page's cache holds (its newest answer in any language); none: not read yet. */
function cachedVersion(planId: number): number | undefined {
  const versions = queryClient
    .getQueriesData<{ data?: { version?: number } }>({ queryKey: ['api', 'getPlan'] })
    .filter(([key]) => String((key[3] as { id?: unknown } | null)?.id) === String(planId))
    .map(([, answer]) => answer?.data?.version)
    .filter((v): v is number => typeof v === 'number');
  return versions.length ? Math.max(...versions) : undefined;
}

/**
 * A version of the plan was made elsewhere (by a companion, or in another tab): the page's cached reads of it are
 * asked again where shown. The plan and its days only when the cached answer is older than that version (a write
 * made here already put its answer in the cache); its members only when they changed. What a person is typing is
 * the screen's draft, not the cache, so it is kept.
 */
export function planChangedElsewhere(planId: number, entry: PlanActivityEntry): Promise<void> {
  const membersChanged = entry.changes.some((c) => c.kind.startsWith('member_'));
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [root, read, , params], state }) => {
      if (root !== 'api') return false;
      if (read === 'getPlans') return true;
      if (String((params as { id?: unknown } | null)?.id) !== String(planId)) return false;
      if (read === 'getPlan' || read === 'getPlanItinerary')
        return ((state.data as { data?: { version?: number } } | undefined)?.data?.version ?? 0) < entry.version;
      if (read === 'getPlanActivity') return true;
      return membersChanged && (read === 'getPlanMembers' || read === 'getPlanInvites');
    },
  });
}

/**
 * Follow an account plan live while it is open (the caller is a member): every change a companion makes refreshes
 * what the page shows of it, and who else has it open is returned (the signed-in user left out). The browser's
 * EventSource reconnects by itself and sends the last version it saw, and the server first sends what it missed.
 */
export function usePlanLive(planId: number): PlanPresent[] {
  const me = useAtomValue(userAtom);
  const [here, setHere] = useState<PlanPresent[]>([]);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const after = cachedVersion(planId);
    const url = apiStreamUrl('getPlanEvents', { params: { id: planId }, query: after === undefined ? {} : { after } });
    const source = new EventSource(url, { withCredentials: true });
    source.addEventListener('change', (e) => {
      void planChangedElsewhere(planId, JSON.parse((e as MessageEvent<string>).data) as PlanActivityEntry);
    });
    source.addEventListener('presence', (e) => {
      setHere((JSON.parse((e as MessageEvent<string>).data) as { here: PlanPresent[] }).here);
    });
    return () => {
      source.close();
      setHere([]);
    };
  }, [planId]);
  return here.filter((member) => member.user_id !== me?.id);
}
