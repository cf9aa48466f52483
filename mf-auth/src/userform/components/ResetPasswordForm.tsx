import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from 'shared';
import { NS } from '../../i18n';
import { FormAlert } from './FormAlert';
import { NewPasswordField } from './NewPasswordField';
import { newPasswordProblem } from '../state/flow';
import './userform.css';

export interface ResetPasswordFormProps {
  onSubmit: (password: string) => void;
  submitting?: boolean;
  error?: string | null;
  onEdit?: () => void;
}

/** A new password, typed twice. */
export function ResetPasswordForm({ onSubmit, submitting = false, error, onEdit }: ResetPasswordFormProps) {
  const { t } = useTranslation(NS);
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [tried, setTried] = useState(false);
  const problem = newPasswordProblem(password);
  const mismatch = !problem && password !== again;
  const againError = tried && mismatch ? t('flow.invalid.passwordMismatch') : undefined;
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setTried(true);
    if (submitting || problem || mismatch) return;
    onSubmit(password);
  };
  return (
    <form className="mfa-form" onSubmit={submit} noValidate aria-busy={submitting || undefined}>
      <FormAlert message={error} />
      <NewPasswordField
        value={password}
        showProblem={tried}
        onChange={(v) => {
          setPassword(v);
          onEdit?.();
        }}
        onSubmit={() => submit()}
      />
      <TextField
        label={t('flow.confirmPassword')}
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        required
        value={again}
        invalid={Boolean(againError)}
        message={againError}
        onChange={(v: string) => {
          setAgain(v);
          onEdit?.();
        }}
        onSubmit={() => submit()}
      />
      <Button type="submit" loading={submitting} disabled={submitting}>
        {submitting ? t('flow.resetSubmitting') : t('flow.resetSubmit')}
      </Button>
    </form>
  );
}
