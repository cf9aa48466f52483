import { useTranslation } from 'page-singleton';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button, NO_CAPTCHA_TOKEN, Recaptcha, TextField } from 'shared';
import { NS } from '../../i18n';
import { FlowForm, FormAlert, useFlowSubmit } from './FlowForm';
import { EmailField } from './EmailField';
import type { LoginValues } from '../hooks/useEmailLogin';
import { loginProblems } from '../state/validate';
import '../../common/userform.css';

export interface LoginFormProps {
  onSubmit: (values: LoginValues) => void;
  submitting?: boolean;
  /** the server's message after a failed sign-in (already in the current language) */
  error?: string | null;
  /** the user edited a field (clears a previous server error) */
  onEdit?: () => void;
  /** links or actions under the form (sign up, forgot password) */
  footer?: ReactNode;
  initialEmail?: string;
  /** reCAPTCHA site key from GET /app (no key: no widget, and the server checks nothing outside production) */
  siteKey?: string;
  /** the server asked for a captcha (too many wrong passwords on the account): the form shows the checkbox */
  captchaNeeded?: boolean;
  /** changes after each refused attempt: the checkbox starts again (a captcha token works once) */
  captchaReset?: number;
}

/**
 * E-mail + password sign-in form with "remember me". Enter in a field submits. Once the server asks for a captcha,
 * the "I am not a robot" checkbox joins the form.
 */
export function LoginForm({
  onSubmit,
  submitting = false,
  error,
  onEdit,
  footer,
  initialEmail = '',
  captchaNeeded = false,
  captchaReset = 0,
  siteKey,
}: LoginFormProps) {
  const { t } = useTranslation(NS);
  const showCaptcha = captchaNeeded && Boolean(siteKey);
  const [token, setToken] = useState('');
  useEffect(() => setToken(''), [captchaReset]);
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const problems = loginProblems({ email, password });
  const { tried, submit, edited } = useFlowSubmit({
    submitting,
    valid: !problems.email && !problems.password && !(showCaptcha && !token),
    send: () =>
      onSubmit({
        email: email.trim(),
        password,
        remember,
        ...(captchaNeeded ? { recaptchaToken: showCaptcha ? token : NO_CAPTCHA_TOKEN } : {}),
      }),
    onEdit,
  });
  const emailError = tried && problems.email ? t(`login.invalid.${problems.email}`) : undefined;
  const passwordError = tried && problems.password ? t(`login.invalid.${problems.password}`) : undefined;

  return (
    <FlowForm onSubmit={submit} submitting={submitting} error={error}>
      <EmailField value={email} error={emailError} onChange={edited(setEmail)} onSubmit={() => submit()} />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        invalid={Boolean(passwordError)}
        message={passwordError}
        onChange={edited(setPassword)}
        onSubmit={() => submit()}
      />
      <div className="mfa-check">
        <input
          id={`${id}-remember`}
          type="checkbox"
          name="remember"
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
        />
        <label htmlFor={`${id}-remember`}>{t('login.remember')}</label>
      </div>
      {showCaptcha && siteKey && <Recaptcha siteKey={siteKey} onToken={setToken} resetKey={captchaReset} />}
      <FormAlert message={tried && showCaptcha && !token ? t('flow.captchaMissing') : null} />
      <Button type="submit" loading={submitting}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </Button>
      {footer && <div className="mfa-footer">{footer}</div>}
    </FlowForm>
  );
}
