import { NavLink, Link, useLocation, useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { bus, logOut, loginStateAtom, sharedStore, userAtom } from 'shared';
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
    await logOut(); // spec §4: server session, user, local inspiration storage, auth:signed-out, language
    navigate('/');
  };
  return (
    <header className="ti-header">
      <a className="ti-skip" href="#main">
        {t('skipToContent')}
      </a>
      <button
        type="button"
        className="ti-icon-button"
        aria-label={t('openMenu')}
        title={t('openMenu')}
        onClick={() => bus.emit('drawer:open', { drawer: 'menu' })}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
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
        <button type="button" onClick={() => bus.emit('drawer:open', { drawer: 'search' })}>
          {t('openSearch')}
        </button>
        <LanguageSwitch />
        {loginState === 'logged-in' && user ? (
          <>
            <button
              type="button"
              className="ti-user"
              aria-label={`${t('account.profile')}: ${user.display_name}`}
              onClick={() => bus.emit('drawer:open', { drawer: 'profile' })}
            >
              {user.display_name}
            </button>
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
