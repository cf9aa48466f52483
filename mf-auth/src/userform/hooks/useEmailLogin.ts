import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorMessage, type User } from 'shared';
import { NS } from '../../i18n';

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

/**
 * POST /user/email_login. `submit` resolves with the signed-in user, or null after a failure whose
 * message (the server's, already in the current language) is in `error`.
 */
export function useEmailLogin() {
  const { t } = useTranslation(NS);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const submit = useCallback(
    async (values: LoginValues): Promise<User | null> => {
      if (busy.current) return null;
      busy.current = true;
      setSubmitting(true);
      setError(null);
      try {
        const r = await api.call('emailLogin', {
          body: { email: values.email.trim(), password: values.password, remember: values.remember },
        });
        if (!r.data) throw new Error('no user');
        return r.data;
      } catch (err) {
        setError(errorMessage(err, t('login.error')));
        return null;
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [t],
  );

  return { submit, submitting, error, clearError: () => setError(null) };
}
