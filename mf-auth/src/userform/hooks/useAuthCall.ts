import { useTranslation } from 'page-singleton';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from 'shared';
import { NS } from '../../i18n';

/**
 * Run one API action at a time with `submitting` and a localized `error` (the server's message, which
 * follows Accept-Language). `run` resolves with the action's value, or null after a failure.
 */
export function useAuthCall() {
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
        setError(errorMessage(err, t('flow.error')));
        return null;
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [t],
  );
  const clearError = useCallback(() => setError(null), []);
  return { run, submitting, error, clearError, setError };
}
