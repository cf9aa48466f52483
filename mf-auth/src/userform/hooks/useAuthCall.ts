import { useTranslation } from 'page-singleton';
import { useCallback, useRef, useState } from 'react';
import { errorMessage, runApiMutation } from 'shared';
import { NS } from '../../i18n';

/**
 * Run one API action at a time with `submitting` and a localized `error` (the server's message, which
 * follows Accept-Language; `explain` may say a failure of its own first, e.g. a browser prompt's).
 * `run` resolves with the action's value, or null after a failure.
 */
export function useAuthCall(explain?: (err: unknown) => string | null) {
  const { t } = useTranslation(NS);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const run = useCallback(
    async <T>(action: () => Promise<T>): Promise<T | null> => {
      if (busy.current) return null;
      busy.current = true;
      setSubmitting(true);
      setError(null);
      try {
        return await action();
      } catch (err) {
        setError(explain?.(err) ?? errorMessage(err, t('flow.error')));
        return null;
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [t, explain],
  );
  const clearError = useCallback(() => setError(null), []);
  return { run, submitting, error, clearError, setError };
}

/**
 * Sign-up's first step, whichever way it goes on (a password, a passkey): whether no account has the address yet
 * (user_exists). `answered` hears the answer (an address that has an account turns into a welcome back); false
 * when it has one or the check failed (its error is the call's).
 */
export async function addressIsFree(
  call: Pick<ReturnType<typeof useAuthCall>, 'run'>,
  email: string,
  password: string | undefined,
  answered: (free: boolean) => void,
): Promise<boolean> {
  const exists = await call.run(() => runApiMutation('userExists', { body: { email, password } }));
  if (!exists) return false;
  const free = !exists.result?.is_existing_user;
  answered(free);
  return free;
}
