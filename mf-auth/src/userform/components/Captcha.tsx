import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

interface Grecaptcha {
  render: (
    el: HTMLElement,
    opts: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void; hl?: string },
  ) => number;
  reset: (id?: number) => void;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha & { ready?: (cb: () => void) => void };
  }
}

let scriptPromise: Promise<void> | null = null;
function loadScript(): Promise<void> {
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    const s = document.createElement('script');
    s.src = 'https://www.google.com/recaptcha/api.js?render=explicit';
    s.async = true;
    s.onload = () => (window.grecaptcha?.ready ? window.grecaptcha.ready(resolve) : resolve());
    s.onerror = () => {
      scriptPromise = null;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.appendChild(s);
  });
  return scriptPromise;
}

/**
 * The reCAPTCHA checkbox when a site key is configured (GET /app); reports the token (or '' when it expires).
 * Without a site key nothing is shown and the form sends a placeholder token (the server lets it through
 * only in development).
 */
export function Captcha({
  siteKey,
  onToken,
  resetKey = 0,
}: {
  siteKey: string;
  onToken: (token: string) => void;
  resetKey?: number;
}) {
  const { t, i18n } = useTranslation(NS);
  const el = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);
  useEffect(() => {
    let cancelled = false;
    loadScript().then(
      () => {
        if (cancelled || !el.current || !window.grecaptcha || widget.current !== null) return;
        widget.current = window.grecaptcha.render(el.current, {
          sitekey: siteKey,
          callback: onToken,
          'expired-callback': () => onToken(''),
          hl: i18n.language === 'en' ? 'en' : 'zh-TW',
        });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [siteKey]);
  useEffect(() => {
    if (resetKey && widget.current !== null) window.grecaptcha?.reset(widget.current);
  }, [resetKey]);
  return <div ref={el} className="mfa-captcha" role="group" aria-label={t('flow.captchaLabel')} />;
}
