import { NavLink, Link, useLocation, useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { api, bus, loginStateAtom, sharedStore, userAtom } from 'shared';
import { NS } from '../i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { loginUrl } from '../routes/table';

export function Header() {
  const { t } = useTranslation(NS);
  const loginState = useAtomValue(loginStateAtom, { store: sharedStore });
  const user = useAtomValue(userAtom, { store: sharedStore });
  const location = useLocation();
  const navigate = useNavigate();
  const logout = async () => {
    await api.call('logout').catch(() => undefined);
    bus.emit('auth:signed-out', {});
    navigate('/');
  };
  return (
    <header className="ti-header">
      <a className="ti-skip" href="#main">
        {t('skipToContent')}
      </a>
      <Link to="/" className="ti-brand">
        {t('brand')}
      </Link>
      <nav aria-label={t('nav.label')} className="ti-nav">
        <NavLink to="/" end>
          {t('nav.home')}
        </NavLink>
        <NavLink to="/search">{t('nav.search')}</NavLink>
        <NavLink to="/my/inspiration">{t('nav.inspiration')}</NavLink>
        <NavLink to="/my/plans">{t('nav.plans')}</NavLink>
      </nav>
      <div className="ti-header__end">
        <LanguageSwitch />
        {loginState === 'logged-in' && user ? (
          <>
            <Link to="/my/edit-profile" className="ti-user">
              {user.display_name}
            </Link>
            <button type="button" onClick={logout}>
              {t('account.logout')}
            </button>
          </>
        ) : loginState === 'logged-out' ? (
          <Link to={location.pathname === '/login' ? '/login' : loginUrl(location.pathname + location.search)}>
            {t('account.login')}
          </Link>
        ) : null}
      </div>
    </header>
  );
}
