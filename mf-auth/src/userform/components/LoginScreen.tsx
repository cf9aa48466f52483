import { Link, useTranslation } from 'page-singleton';
import { NS } from '../../i18n';
import { LoginForm, type LoginFormProps } from './LoginForm';
import '../../common/userform.css';

/** The /login screen (presentational): heading, form and the links to the other starts of the user form. */
export function LoginScreen(props: Omit<LoginFormProps, 'footer'>) {
  const { t } = useTranslation(NS);
  return (
    <main className="mfa-page">
      <h1>{t('login.title')}</h1>
      <LoginForm
        {...props}
        footer={
          <>
            <Link to="/forgot-password">{t('login.forgot')}</Link>
            <Link to="/signup">{t('login.signup')}</Link>
          </>
        }
      />
    </main>
  );
}
