import { useTranslation } from 'page-singleton';
import { useEffect, useRef, useState } from 'react';
import '../commonStrings';

interface Grecaptcha {
  render: (
    el: HTMLElement,
    opts: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void; hl?: string },
  ) => number;
  reset: (id?: number) => void;
}
/** window with the script's globals */
const w = () => window as unknown as { grecaptcha?: Grecaptcha; __tiRecaptchaLoaded?: () => void };

let loading: Promise<Grecaptcha> | null = null;

/** Load Google's reCAPTCHA script once per page (only when a site key is configured and a form needs it). */
function loadRecaptcha(): Promise<Grecaptcha> {
  const g = w().grecaptcha;
  if (g?.render) return Promise.resolve(g);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    w().__tiRecaptchaLoaded = () => resolve(w().grecaptcha!);
    const s = document.createElement('script');
    s.src = 'https://www.google.com/recaptcha/api.js?onload=__tiRecaptchaLoaded&render=explicit';
    s.async = true;
    s.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.appendChild(s);
  });
  return loading;
}

export interface RecaptchaProps {
  /** the public site key (GET /app `recaptcha_site_key`) */
  siteKey: string;
  /** the token once ticked; '' when it expires */
  onToken: (token: string) => void;
  /** change it to reset the checkbox (e.g. after a refused attempt) */
  resetKey?: number;
}

/**
 * The "I am not a robot" checkbox of the forgot-password and report-experience forms, in the interface language.
 * When Google's script cannot be loaded it says so in place. Without a site key, forms show nothing and send
 * NO_CAPTCHA_TOKEN (the server lets that through only outside production).
 */
export function Recaptcha({ siteKey, onToken, resetKey = 0 }: RecaptchaProps) {
  const { t, i18n } = useTranslation('common');
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);
  const tokenCallback = useRef(onToken);
  tokenCallback.current = onToken;
  const [failed, setFailed] = useState(false);
  const hl = i18n.language === 'en' ? 'en' : 'zh-TW';

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha().then(
      (g) => {
        if (cancelled || !box.current) return;
        widget.current = g.render(box.current, {
          sitekey: siteKey,
          hl,
          callback: (token) => tokenCallback.current(token),
          'expired-callback': () => tokenCallback.current(''),
        });
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      widget.current = null;
    };
  }, [siteKey, hl]);

  useEffect(() => {
    if (resetKey && widget.current !== null) w().grecaptcha?.reset(widget.current);
  }, [resetKey]);

  return (
    <div className="ti-captcha" role="group" aria-label={t('ui.captcha.label')}>
      {failed ? (
        <p role="alert" className="ti-captcha__failed">
          {t('ui.captcha.failed')}
        </p>
      ) : (
        // a fresh element per language: Google renders into an element only once
        <div key={hl} ref={box} />
      )}
    </div>
  );
}
