import { useEffect, useState } from 'react';
import { bus, hasGuestStorage, RemoteWidget, type BusEvents } from 'shared';

/**
 * The shell's background widgets are fetched only when they have something to do, so a first visit downloads
 * just the remotes its page shows.
 */

/**
 * The login popup (mf-auth) is loaded by the first `auth:open-login` and handed that request to open with;
 * from then on it listens to the bus itself.
 */
export function LoginPopupOnDemand() {
  const [request, setRequest] = useState<BusEvents['auth:open-login'] | null>(null);
  useEffect(() => bus.on('auth:open-login', (detail) => setRequest((first) => first ?? detail ?? {})), []);
  if (!request) return null;
  return <RemoteWidget remote="mf_auth" module="LoginPopup" silent extra={{ openRequest: request }} />;
}

/**
 * The guest migration (mf-planner) moves a guest's list and plan to the account when `auth:signed-up`
 * arrives, so it must already be mounted then: it is loaded as soon as this browser holds guest data (at start,
 * or when a list or plan is first saved) and stays mounted.
 */
export function GuestMigrationOnDemand() {
  const [needed, setNeeded] = useState(hasGuestStorage);
  useEffect(() => {
    if (needed) return;
    const check = () => {
      if (hasGuestStorage()) setNeeded(true);
    };
    const offInspiration = bus.on('inspiration:changed', check);
    const offPlan = bus.on('plan:changed', check);
    window.addEventListener('storage', check);
    return () => {
      offInspiration();
      offPlan();
      window.removeEventListener('storage', check);
    };
  }, [needed]);
  if (!needed) return null;
  return <RemoteWidget remote="mf_planner" module="GuestMigration" silent />;
}
