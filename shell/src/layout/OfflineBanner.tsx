import { OfflineNotice, useOnline } from 'shared';
import { useOfflineState } from '../session';

/**
 * The page's saved answers are what it shows while the browser is offline or the server cannot be reached: the
 * notice says so, and since when they are.
 */
export function OfflineBanner() {
  const online = useOnline();
  const { savedAt, unreachable } = useOfflineState();
  if ((online && !unreachable) || savedAt === null) return null;
  return <OfflineNotice savedAt={savedAt} />;
}
