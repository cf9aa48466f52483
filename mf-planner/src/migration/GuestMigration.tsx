import { useTranslation } from 'page-singleton';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, bus, currentLanguage, type User } from 'shared';
import { NS } from '../i18n';
import { readGuestInspiration } from '../common/guestInspiration';
import { readGuestPlan } from '../common/guestPlan';
import { hasGuestContent, migrateGuestData, type MigrationResult } from './guestMigration';
import './migration.css';

/** sessionStorage marker: a sign-up whose guest data has not been moved yet (survives a reload of the tab). */
export const PENDING_KEY = 'ti_planner_pending_migration';
/** sessionStorage: the account plan the guest plan became (so /my/plans/guest opened later moves to it). */
export const MIGRATED_PLAN_KEY = 'ti_planner_migrated_plan';

/** The plan the guest plan was moved to in this tab, if any. */
export function migratedPlanId(): number | null {
  try {
    const v = Number(window.sessionStorage.getItem(MIGRATED_PLAN_KEY));
    return Number.isInteger(v) && v > 0 ? v : null;
  } catch {
    return null;
  }
}

function pendingUser(): number | null {
  try {
    const v = Number(window.sessionStorage.getItem(PENDING_KEY));
    return Number.isInteger(v) && v > 0 ? v : null;
  } catch {
    return null;
  }
}
function setPending(userId: number | null) {
  try {
    if (userId) window.sessionStorage.setItem(PENDING_KEY, String(userId));
    else window.sessionStorage.removeItem(PENDING_KEY);
  } catch {
    /* unavailable */
  }
}

/**
 * Move the guest list and plan on this device to the signed-in account, and tell everyone: the account's
 * list shows the places moved, /my/plans/guest (if open) goes to the new plan, `planner:guest-migrated` is sent.
 * Throws, leaving everything on the device, when the move fails (trying again is safe).
 */
export async function moveGuestData(userId: number): Promise<MigrationResult> {
  const result = await migrateGuestData(userId, currentLanguage());
  try {
    if (result.planId) window.sessionStorage.setItem(MIGRATED_PLAN_KEY, String(result.planId));
  } catch {
    /* unavailable */
  }
  bus.emit('inspiration:changed', { poiIds: [] });
  if (window.location.pathname.replace(/\/$/, '') === '/my/plans/guest') {
    bus.emit('route:navigate', { to: result.planId ? `/my/plans/${result.planId}` : '/my/plans', replace: true });
  }
  if (result.planId) bus.emit('plan:changed', { planId: result.planId });
  bus.emit('planner:guest-migrated', result);
  return result;
}

function hasGuestData(): boolean {
  return readGuestInspiration().length > 0 || hasGuestContent(readGuestPlan());
}

/**
 * Background widget the shell always mounts: after `auth:signed-up`, moves the guest list and plan to the new
 * account, then answers with `planner:guest-migrated` and moves /my/plans/guest to the new plan. On failure it
 * keeps everything in browser storage and offers a retry (the move is idempotent).
 */
export function GuestMigration() {
  const { t } = useTranslation(NS);
  const [failedFor, setFailedFor] = useState<number | null>(null);
  const [running, setRunning] = useState(false);
  const runningRef = useRef(false);

  const run = useCallback(async (user: Pick<User, 'id'>) => {
    if (runningRef.current) return;
    if (!hasGuestData()) {
      setPending(null);
      bus.emit('planner:guest-migrated', { planId: null, poiCount: 0 });
      return;
    }
    runningRef.current = true;
    setRunning(true);
    setPending(user.id);
    try {
      await moveGuestData(user.id);
      setPending(null);
      setFailedFor(null);
    } catch {
      setFailedFor(user.id);
    } finally {
      runningRef.current = false;
      setRunning(false);
    }
  }, []);

  useEffect(() => {
    const offUp = bus.on('auth:signed-up', ({ user }) => void run(user));
    const offIn = bus.on('auth:signed-in', ({ user }) => {
      // a sign-up whose move did not finish (failure, reload): try again for the same account
      if (pendingUser() === user.id) void run(user);
    });
    const offOut = bus.on('auth:signed-out', () => {
      setFailedFor(null);
      setPending(null);
      try {
        window.sessionStorage.removeItem(MIGRATED_PLAN_KEY);
      } catch {
        /* unavailable */
      }
    });
    return () => {
      offUp();
      offIn();
      offOut();
    };
  }, [run]);

  if (failedFor === null) return null;
  return (
    <div className="mfp-migration" role="alert">
      <p>{t('migration.failed')}</p>
      <Button size="sm" loading={running} onClick={() => void run({ id: failedFor })}>
        {t('migration.retry')}
      </Button>
    </div>
  );
}
