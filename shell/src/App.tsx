import { useLocation, useNavigate, useTranslation } from 'page-singleton';
import { useEffect, useMemo, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { bus, LoadingIndicator, loginStateAtom, queryToObject, sharedStore } from 'shared';
import { footerFor, loginUrl, matchRoute } from './routes/table';
import { ShellPageView } from './pages/ShellPages';
import { Header } from './layout/Header';
import { MessageHost } from './layout/MessageHost';
import { DrawerHost } from './drawers/DrawerHost';
import { useSession } from './session/useSession';
import { createAppUpdateCheck, fetchAppJs } from './session/appUpdate';
import { useNavigationEffects } from './navigation/useNavigationEffects';
import { PageHead } from './seo/PageHead';
import { ModalHost } from './layout/ModalHost';
import { CookieBanner } from './layout/CookieBanner';
import { Footer } from './layout/Footer';
import { NS } from './i18n';
import { GuestMigrationOnDemand, LoginPopupOnDemand } from './remote/BackgroundWidgets';
import { remotesChangedSinceStart } from './remote/federation';
import { OfflineBanner } from './layout/OfflineBanner';
import { RemoteScreen, screenKey } from './remote/RemoteScreen';

function RouteView() {
  const location = useLocation();
  const navigate = useNavigate();
  const loginState = useAtomValue(loginStateAtom, { store: sharedStore });
  const { entry, params } = useMemo(() => matchRoute(location.pathname), [location.pathname]);
  const query = useMemo(() => queryToObject(location.search), [location.search]);

  // Who signs in or up on an account page (/login, /signup, …) is taken on by that page's own flow (a
  // success screen, the page they came from); only a visitor who arrives there already signed in goes Home.
  const previousLoginState = useRef(loginState);
  /** the account page (path) on which the visitor signed in or up, if they are still on it */
  const signedInOn = useRef<string | null>(null);
  useEffect(() => {
    const before = previousLoginState.current;
    previousLoginState.current = loginState;
    if (signedInOn.current !== location.pathname) signedInOn.current = null;
    if (entry.redirectIfLoggedIn && before === 'logged-out' && loginState === 'logged-in')
      signedInOn.current = location.pathname;

    if (entry.loginRequired && loginState === 'logged-out') {
      navigate(loginUrl(location.pathname + location.search), { replace: true });
    } else if (entry.redirectIfLoggedIn && loginState === 'logged-in' && signedInOn.current === null) {
      navigate('/', { replace: true });
    }
  }, [entry, loginState, location.pathname, location.search, navigate]);

  if (entry.loginRequired && loginState !== 'logged-in') return <LoadingIndicator />;
  if (entry.shell) return <ShellPageView page={entry.shell} />;
  const remote = entry.remote!;
  return <RemoteScreen key={screenKey(remote)} remote={remote} params={params} query={query} />;
}

export function App() {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const navigate = useNavigate();
  useSession();
  useNavigationEffects();

  // bus commands that drive the router
  useEffect(() => {
    const offNotFound = bus.on('route:not-found', ({ path }) =>
      navigate('/404', { replace: true, state: { from: path } }),
    );
    const offNavigate = bus.on('route:navigate', ({ to, replace }) => navigate(to, { replace }));
    return () => {
      offNotFound();
      offNavigate();
    };
  }, [navigate]);

  // app-update check on route change: at most once an hour, reloads when the build id changed
  const appUpdate = useRef(
    createAppUpdateCheck({
      now: () => Date.now(),
      loadedAppJs: __APP_JS__,
      fetchAppJs,
      remotesChanged: remotesChangedSinceStart,
      reload: () => {
        bus.emit('message:show', { message: t('updating'), type: 'info', dismiss: false });
        window.location.reload();
      },
    }),
  );
  useEffect(() => {
    void appUpdate.current();
  }, [location.pathname]);

  const footer = footerFor(location.pathname);
  return (
    <div className="ti-app">
      <PageHead />
      <Header />
      {/* in the flow under the header, never covering the page */}
      <CookieBanner />
      <MessageHost />
      <OfflineBanner />
      <div id="main" className="ti-main" tabIndex={-1}>
        <RouteView />
      </div>
      <DrawerHost />
      <ModalHost />
      <LoginPopupOnDemand />
      <GuestMigrationOnDemand />
      <Footer colour={footer} />
    </div>
  );
}
