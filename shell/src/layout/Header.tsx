import { NavLink, Link, useLocation, useNavigate, useTranslation } from 'page-singleton';
import { useAtomValue } from 'jotai';
import { bus, logOut, loginStateAtom, sharedStore, userAtom, type DrawerName } from 'shared';
import { NS } from '../i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { loginUrl } from '../routes';

/** The outline icon (24 × 24, stroked) of each drawer the header opens. */
const DRAWER_ICONS: Partial<Record<DrawerName, string>> = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  inspiration:
    'M12 20s-7-4.4-9.2-8.8C1.3 8.1 3.1 4.8 6.4 4.8c2.1 0 3.4 1.2 4.2 2.4h2.8c.8-1.2 2.1-2.4 4.2-2.4 3.3 0 5.1 3.3 3.6 6.4C19 15.6 12 20 12 20z',
  planner: 'M9 4 3 6.5v13.5l6-2.5 6 2.5 6-2.5V4l-6 2.5L9 4zm0 0v13.5m6-11v13.5',
};

/** An icon button that opens a drawer (the label is its accessible name and tooltip). */
function DrawerButton({ drawer, label }: { drawer: DrawerName; label: string }) {
  return (
    <button
      type="button"
      className="ti-icon-button"
      aria-label={label}
      title={label}
      onClick={() => bus.emit('drawer:open', { drawer })}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d={DRAWER_ICONS[drawer]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

export function Header() {
  const { t } = useTranslation(NS);
  const loginState = useAtomValue(loginStateAtom, { store: sharedStore });
  const user = useAtomValue(userAtom, { store: sharedStore });
  const location = useLocation();
  const navigate = useNavigate();
  const logout = async () => {
    // ends the server session, clears the user and the local inspiration storage and emits auth:signed-out; the
    // page stays in the language it shows
    await logOut();
    navigate('/');
  };
  return (
    <header className="ti-header">
      <a className="ti-skip" href="#main">
        {t('skipToContent')}
      </a>
      <DrawerButton drawer="menu" label={t('openMenu')} />
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
        {/* the inspiration list and the plans open in their drawers, over the page being read */}
        <DrawerButton drawer="inspiration" label={t('openInspiration')} />
        <DrawerButton drawer="planner" label={t('openPlanner')} />
        <button
          type="button"
          className="ti-header__search"
          title={t('openSearch')}
          onClick={() => bus.emit('drawer:open', { drawer: 'search' })}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15zm5.3-2.2L21 21"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          {/* below 1440 px only the icon shows; the words stay the button's accessible name and its tooltip */}
          <span className="ti-header__label">{t('openSearch')}</span>
        </button>
        <div className="ti-header__language">
          <LanguageSwitch />
        </div>
        {loginState === 'logged-in' && user ? (
          <>
            <button
              type="button"
              className="ti-user"
              aria-label={t('account.profileOf', { name: user.display_name })}
              title={t('account.profileOf', { name: user.display_name })}
              onClick={() => bus.emit('drawer:open', { drawer: 'profile' })}
            >
              {/* below 1440 px the name's first letter shows in a circle; the button's name stays the whole name */}
              <span className="ti-user__initial" aria-hidden="true">
                {Array.from(user.display_name.trim())[0]?.toUpperCase() ?? '?'}
              </span>
              <span className="ti-user__name">{user.display_name}</span>
            </button>
            {/* on a phone, logging out is in the profile drawer the name opens */}
            <button type="button" className="ti-header__logout" onClick={logout}>
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
