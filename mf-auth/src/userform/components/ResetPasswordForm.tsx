import { useTranslation } from 'page-singleton';
import { useState } from 'react';
import { Button, TextField } from 'shared';
import { NS } from '../../i18n';
import { FlowForm, useFlowSubmit } from './FlowForm';
import { NewPasswordField } from './NewPasswordField';
import { newPasswordProblem } from '../state/flow';
import '../../common/userform.css';

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
  const problem = newPasswordProblem(password);
  const mismatch = !problem && password !== again;
  const { tried, submit, edited } = useFlowSubmit({
    submitting,
    valid: !problem && !mismatch,
    send: () => onSubmit(password),
    onEdit,
  });
  const againError = tried && mismatch ? t('flow.invalid.passwordMismatch') : undefined;
  return (
    <FlowForm onSubmit={submit} submitting={submitting} error={error}>
      <NewPasswordField value={password} showProblem={tried} onChange={edited(setPassword)} onSubmit={() => submit()} />
      <TextField
        label={t('flow.confirmPassword')}
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        required
        value={again}
        invalid={Boolean(againError)}
        message={againError}
        onChange={edited(setAgain)}
        onSubmit={() => submit()}
      />
      <Button type="submit" loading={submitting}>
        {submitting ? t('flow.resetSubmitting') : t('flow.resetSubmit')}
      </Button>
    </FlowForm>
  );
}
