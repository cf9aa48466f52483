import { useTranslation } from 'page-singleton';
import { useState, type ReactNode } from 'react';
import { Button } from 'shared';
import { NS } from '../../i18n';
import { FlowForm, useFlowSubmit } from './FlowForm';
import { NewPasswordField } from './NewPasswordField';
import { EmailField } from './EmailField';
import { newPasswordProblem } from '../state/flow';
import { loginProblems } from '../state/validate';
import '../../common/userform.css';

export interface SignUpValues {
  email: string;
  password: string;
}

export interface SignUpFormProps {
  onSubmit: (values: SignUpValues) => void;
  submitting?: boolean;
  error?: string | null;
  onEdit?: () => void;
  /** the terms-and-conditions link (a router Link on the page, a button in the popup) */
  tncLink: ReactNode;
  footer?: ReactNode;
  initialEmail?: string;
  /** "Sign up with a passkey" chosen: the address is all it takes (no password) */
  onPasskey?: (email: string) => void;
  /** the passkey prompt is open, or its answer is on its way */
  passkeyBusy?: boolean;
}

/**
 * E-mail + new password, or e-mail + a passkey. The account is checked with user_exists first (an existing one
 * turns into a welcome back).
 */
export function SignUpForm({
  onSubmit,
  submitting = false,
  error,
  onEdit,
  tncLink,
  footer,
  initialEmail = '',
  onPasskey,
  passkeyBusy = false,
}: SignUpFormProps) {
  const { t } = useTranslation(NS);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const emailProblem = loginProblems({ email, password: 'x' }).email;
  const { tried, submit, edited } = useFlowSubmit({
    submitting,
    valid: !emailProblem && !newPasswordProblem(password),
    send: () => onSubmit({ email: email.trim(), password }),
    onEdit,
  });
  // the passkey choice asks for the address only: the password's messages stay off
  const [triedPasskey, setTriedPasskey] = useState(false);
  const choosePasskey = () => {
    setTriedPasskey(true);
    if (!emailProblem && !submitting && !passkeyBusy) onPasskey?.(email.trim());
  };
  const emailError = (tried || triedPasskey) && emailProblem ? t(`login.invalid.${emailProblem}`) : undefined;
  return (
    <FlowForm onSubmit={submit} submitting={submitting || passkeyBusy} error={error}>
      <EmailField value={email} error={emailError} onChange={edited(setEmail)} onSubmit={() => submit()} />
      <NewPasswordField value={password} showProblem={tried} onChange={edited(setPassword)} onSubmit={() => submit()} />
      <p className="ti-form-note">
        {t('flow.tncNote')} {tncLink}
      </p>
      <Button type="submit" loading={submitting}>
        {submitting ? t('flow.signupSubmitting') : t('flow.signupSubmit')}
      </Button>
      {onPasskey && (
        <>
          <p className="mfa-or">{t('passkey.or')}</p>
          <p className="ti-form-note">{t('passkey.signUpNote')}</p>
          <Button type="button" variant="secondary" loading={passkeyBusy} onClick={choosePasskey}>
            {passkeyBusy ? t('passkey.waiting') : t('passkey.signUp')}
          </Button>
        </>
      )}
      {footer && <div className="mfa-footer">{footer}</div>}
    </FlowForm>
  );
}
