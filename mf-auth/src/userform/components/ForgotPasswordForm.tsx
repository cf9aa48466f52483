import { useTranslation } from 'page-singleton';
import { useState, type ReactNode } from 'react';
import { Button, NO_CAPTCHA_TOKEN, Recaptcha } from 'shared';
import { NS } from '../../i18n';
import { FlowForm, FormAlert, useFlowSubmit } from './FlowForm';
import { EmailField } from './EmailField';
import { loginProblems } from '../state/validate';
import '../../common/userform.css';

export interface ForgotPasswordFormProps {
  onSubmit: (values: { email: string; recaptchaToken: string }) => void;
  submitting?: boolean;
  error?: string | null;
  onEdit?: () => void;
  /** reCAPTCHA site key from GET /app (no key: no widget) */
  siteKey?: string;
  /** bump to reset the captcha after a failed attempt */
  captchaReset?: number;
  footer?: ReactNode;
}

export function ForgotPasswordForm({
  onSubmit,
  submitting = false,
  error,
  onEdit,
  siteKey,
  captchaReset,
  footer,
}: ForgotPasswordFormProps) {
  const { t } = useTranslation(NS);
  const [email, setEmail] = useState('');
  const [token, setToken] = useState('');
  const problem = loginProblems({ email, password: 'x' }).email;
  const { tried, submit, edited } = useFlowSubmit({
    submitting,
    valid: !problem && !(siteKey && !token),
    send: () => onSubmit({ email: email.trim(), recaptchaToken: siteKey ? token : NO_CAPTCHA_TOKEN }),
    onEdit,
  });
  const emailError = tried && problem ? t(`login.invalid.${problem}`) : undefined;
  const captchaMissing = tried && !!siteKey && !token;
  return (
    <FlowForm onSubmit={submit} submitting={submitting} error={error}>
      <EmailField value={email} error={emailError} onChange={edited(setEmail)} onSubmit={() => submit()} />
      {siteKey && <Recaptcha siteKey={siteKey} onToken={setToken} resetKey={captchaReset} />}
      <FormAlert message={captchaMissing ? t('flow.captchaMissing') : null} />
      <Button type="submit" loading={submitting}>
        {submitting ? t('flow.forgotSubmitting') : t('flow.forgotSubmit')}
      </Button>
      {footer && <div className="mfa-footer">{footer}</div>}
    </FlowForm>
  );
}
