import { Link, useTranslation } from 'page-singleton';
import { useContext, useState } from 'react';
import { acceptCookies, Button, hasCookieConsent } from 'shared';
import { NS } from '../i18n';
import { ServerRequestContext } from '../serverRequest';

/** The consent notice itself (presentational). */
export function CookieBannerView({ onAccept, label }: { onAccept: () => void; label?: string }) {
  const { t } = useTranslation(NS);
  return (
    <section className="ti-cookie" aria-label={label ?? t('cookie.label')}>
      <p className="ti-cookie__text">
        {t('cookie.text')} <Link to="/privacy-policy">{t('cookie.more')}</Link>
      </p>
      <Button onClick={onAccept}>{t('cookie.accept')}</Button>
    </section>
  );
}

/** Shown until accepted; accepting stores the cookie `acceptCookie=1`. */
export function CookieBanner() {
  // on the shell's server, from the request's cookies (the page it renders is the one the browser then hydrates)
  const request = useContext(ServerRequestContext);
  const [accepted, setAccepted] = useState(() => hasCookieConsent(request?.cookie));
  if (accepted) return null;
  return (
    <CookieBannerView
      onAccept={() => {
        acceptCookies();
        setAccepted(true);
      }}
    />
  );
}
