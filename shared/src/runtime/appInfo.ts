import { useEffect, useState } from 'react';
import { api } from '../api';
import type { AppInfo } from 'contract';

let pending: Promise<AppInfo> | null = null;

/** App info from `GET /app` (build id and the public provider keys), fetched once per page. */
export function loadAppInfo(): Promise<AppInfo> {
  pending ??= api.call('getApp').then(
    (r) => r.data ?? { app_js: '' },
    (err: unknown) => {
      pending = null; // try again next time
      throw err;
    },
  );
  return pending;
}

/** Forget the kept answer, so the next reader asks `GET /app` again (tests start each case afresh with it). */
export function forgetAppInfo(): void {
  pending = null;
}

/**
 * The app info once loaded (null before, or if it could not be loaded: every provider then counts as off).
 * `enabled` false holds the request back (a screen that needs the keys only after its first paint).
 */
export function useAppInfo(enabled = true): AppInfo | null {
  const [info, setInfo] = useState<AppInfo | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    loadAppInfo().then(
      (i) => !cancelled && setInfo(i),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [enabled]);
  return info;
}
