import { useTranslation } from 'page-singleton';
import { useCallback, useRef, useState } from 'react';
import { ApiError, errorMessage, type User, runApiMutation } from 'shared';
import { NS } from '../../i18n';

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
  /** a solved captcha, once the server asked for one */
  recaptchaToken?: string;
}

/**
 * POST /user/email_login. `submit` resolves with the signed-in user, or null after a failure whose
 * message (the server's, already in the current language) is in `error`.
 *
 * After several wrong passwords on an account the API asks for a captcha: it answers a well-formed sign-in 400
 * (a wrong password is 401), and then `captchaNeeded` stays true; `captchaReset` counts the refused attempts
 * since, so the form can offer a fresh checkbox (a captcha token works once).
 */
export function useEmailLogin() {
  const { t } = useTranslation(NS);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captchaReset, setCaptchaReset] = useState(0);
  const busy = useRef(false);

  const submit = useCallback(
    async (values: LoginValues): Promise<User | null> => {
      if (busy.current) return null;
      busy.current = true;
      setSubmitting(true);
      setError(null);
      try {
        const r = await runApiMutation('emailLogin', {
          body: {
            email: values.email.trim(),
            password: values.password,
            remember: values.remember,
            ...(values.recaptchaToken ? { recaptchaToken: values.recaptchaToken } : {}),
          },
        });
        if (!r.data) throw new Error('no user');
        return r.data;
      } catch (err) {
        setError(errorMessage(err, t('login.error')));
        if (err instanceof ApiError && err.status === 400) setCaptchaNeeded(true);
        setCaptchaReset((n) => n + 1);
        return null;
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [t],
  );

  return { submit, submitting, error, clearError: () => setError(null), captchaNeeded, captchaReset };
}
