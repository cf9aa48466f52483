import { useTranslation } from 'page-singleton';
import { useEffect, useState } from 'react';
import { ApiError, errorMessage, runApiMutation } from 'shared';
import { NS } from '../../i18n';

/** Where a reset link stands: being checked, usable, or dead with the server's reason (in the current language). */
export type ResetLinkState = { status: 'checking' } | { status: 'usable' } | { status: 'dead'; message: string };

/**
 * Check a reset link's token as the page opens (POST /user/reset_password/check, which does not spend it), so a
 * dead link is said at once rather than after a new password was typed twice. Only the server's refusal (400)
 * makes it dead: when the check itself fails (offline, rate limited) the form stays, and saving tells. `null`:
 * not on a reset page, nothing to check.
 */
export function useResetLinkCheck(token: string | null): ResetLinkState {
  const { t } = useTranslation(NS);
  const [state, setState] = useState<ResetLinkState>({ status: 'checking' });
  useEffect(() => {
    if (token === null) return;
    let current = true;
    runApiMutation('checkResetToken', { body: { token } }).then(
      () => current && setState({ status: 'usable' }),
      (err: unknown) => {
        if (!current) return;
        const refused = err instanceof ApiError && err.body?.code === 400;
        setState(
          refused ? { status: 'dead', message: errorMessage(err, t('flow.resetLinkDead')) } : { status: 'usable' },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [token, t]);
  return state;
}
