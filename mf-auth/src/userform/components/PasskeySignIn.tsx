import { useTranslation } from 'page-singleton';
import { Button } from 'shared';
import { NS } from '../../i18n';
import { FormAlert } from './FlowForm';
import '../../common/userform.css';

export interface PasskeySignInProps {
  onSignIn: () => void;
  /** the browser's passkey prompt is open, or its answer is on its way */
  busy?: boolean;
  /** why the last try failed (already in the current language) */
  error?: string | null;
}

/** "Sign in with a passkey" under the sign-in form: any passkey of the site, no e-mail asked first. */
export function PasskeySignIn({ onSignIn, busy = false, error }: PasskeySignInProps) {
  const { t } = useTranslation(NS);
  return (
    <div className="mfa-social">
      <p className="mfa-or">{t('passkey.or')}</p>
      <FormAlert message={error} />
      <Button type="button" variant="secondary" loading={busy} onClick={onSignIn}>
        {busy ? t('passkey.waiting') : t('passkey.signIn')}
      </Button>
    </div>
  );
}
