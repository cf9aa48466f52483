import { useTranslation } from 'page-singleton';
import { TextField } from 'shared';
import { NS } from '../../i18n';
import { newPasswordProblem } from '../state/flow';

interface Props {
  value: string;
  /** show the validation message (once the user tried to submit) */
  showProblem: boolean;
  onChange: (value: string) => void;
  /** Enter submits the form */
  onSubmit: () => void;
}

/** The translated problem of a new password, or undefined when it is acceptable. */
export function useNewPasswordError(password: string, showProblem: boolean): string | undefined {
  const { t } = useTranslation(NS);
  const problem = newPasswordProblem(password);
  if (!showProblem || !problem) return undefined;
  return problem === 'passwordRequired' ? t('login.invalid.passwordRequired') : t(`flow.invalid.${problem}`);
}

/** The new-password field of sign-up and reset-password, with the password rules as its hint. */
export function NewPasswordField({ value, showProblem, onChange, onSubmit }: Props) {
  const { t } = useTranslation(NS);
  const error = useNewPasswordError(value, showProblem);
  return (
    <TextField
      label={t('flow.newPassword')}
      name="new-password"
      type="password"
      autoComplete="new-password"
      required
      value={value}
      hint={t('flow.newPasswordHint')}
      invalid={Boolean(error)}
      message={error}
      onChange={onChange}
      onSubmit={onSubmit}
    />
  );
}
