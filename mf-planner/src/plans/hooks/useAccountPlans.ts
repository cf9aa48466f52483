import { useCallback, useEffect, useState } from 'react';
import { api, bus, type Plan } from 'shared';

export interface AccountPlans {
  plans: Plan[] | null;
  status: 'loading' | 'ready' | 'error';
  reload: () => void;
}

/** The signed-in user's plans (GET /plan), reloaded when a plan changes. `enabled` false → nothing is fetched. */
export function useAccountPlans(enabled: boolean): AccountPlans {
  const [plans, setPlans] = useState<Plan[] | null>(null);
  const [status, setStatus] = useState<AccountPlans['status']>('loading');
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    if (!enabled) {
      setPlans(null);
      return;
    }
    let cancelled = false;
    api.call('getPlans').then(
      (res) => {
        if (cancelled) return;
        setPlans(res.data ?? []);
        setStatus('ready');
      },
      () => !cancelled && setStatus('error'),
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, attempt]);
  useEffect(() => bus.on('plan:changed', ({ planId }) => planId !== 'guest' && reload()), [reload]);
  return { plans, status, reload };
}
