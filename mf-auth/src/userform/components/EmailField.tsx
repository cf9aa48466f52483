import { useTranslation } from 'page-singleton';
import { TextField } from 'shared';
import { NS } from '../../i18n';

interface Props {
  value: string;
  /** the validation message, shown once the user tried to submit */
  error?: string;
  onChange: (value: string) => void;
  /** Enter submits the form */
  onSubmit: () => void;
}

/** The e-mail field every sign-in flow form starts with (login, sign-up, forgot password). */
export function EmailField({ value, error, onChange, onSubmit }: Props) {
  const { t } = useTranslation(NS);
  return (
    <TextField
      label={t('login.email')}
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      value={value}
      invalid={Boolean(error)}
      message={error}
      onChange={onChange}
      onSubmit={onSubmit}
    />
  );
}
