import { useEffect, useState } from 'react';
import { bus, GUEST_PLAN_STORAGE_KEY } from 'shared';
import { readGuestPlan, type GuestPlan } from '../../common/guestPlan';

/** The guest's local plan, kept fresh when another tab or another module changes it. */
export function useGuestPlan(): GuestPlan | null {
  const [plan, setPlan] = useState<GuestPlan | null>(() => readGuestPlan());
  useEffect(() => {
    const refresh = () => setPlan(readGuestPlan());
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === GUEST_PLAN_STORAGE_KEY) refresh();
    };
    window.addEventListener('storage', onStorage);
    const off = bus.on('plan:changed', ({ planId }) => {
      if (planId === 'guest') refresh();
    });
    refresh();
    return () => {
      window.removeEventListener('storage', onStorage);
      off();
    };
  }, []);
  return plan;
}
