import { useApiQuery, type Plan } from 'shared';

export interface AccountPlans {
  plans: Plan[] | null;
  status: 'loading' | 'ready' | 'error';
  reload: () => void;
}

/**
 * The signed-in user's plans (GET /plan) from the page's one cache: every declared write of a plan marks them stale
 * (asked again at once where shown). `enabled` false → nothing is fetched.
 */
export function useAccountPlans(enabled: boolean): AccountPlans {
  const { state, retry } = useApiQuery('getPlans', '', { enabled, select: (answer) => answer.data ?? [] });
  return {
    plans: enabled && state.status === 'ready' ? state.data : null,
    status: state.status,
    reload: retry,
  };
}
