import { Link, useTranslation } from 'page-singleton';
import { useState } from 'react';
import { acceptCookies, Button, hasCookieConsent } from 'shared';
import { NS } from '../i18n';

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
  const [accepted, setAccepted] = useState(() => hasCookieConsent());
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
