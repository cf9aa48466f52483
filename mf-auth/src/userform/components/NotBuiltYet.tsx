import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotBuilt } from 'shared';
import { NS } from '../../i18n';
import type { UserFormMode } from '../state/mode';

/** Sign-up, forgot- and reset-password come with a later issue: say so plainly, and offer the login form. */
export function NotBuiltYet({ mode }: { mode: Exclude<UserFormMode, 'login'> }) {
  const { t } = useTranslation(NS);
  return (
    <main className="mfa-page">
      <NotBuilt screen={t(`screen.${mode}`)} />
      <p>
        <Link to="/login">{t('login.goToLogin')}</Link>
      </p>
    </main>
  );
}
