import { useEffect, useRef } from 'react';

interface Grecaptcha {
  render: (
    el: HTMLElement,
    opts: { sitekey: string; callback: (t: string) => void; 'expired-callback': () => void; hl?: string },
  ) => number;
  reset: (id?: number) => void;
}
/** window with the script's global (not declared globally: another remote declares its own view of it) */
const w = () => window as unknown as { grecaptcha?: Grecaptcha; __tiRecaptchaLoaded?: () => void };

let loading: Promise<Grecaptcha> | null = null;

/** Load Google's reCAPTCHA script once (only when a site key is configured and the form is open). */
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

/** The "I am not a robot" checkbox; `onToken` gets the token ('' when it expires). */
export function Recaptcha({
  siteKey,
  language,
  onToken,
  onError,
}: {
  siteKey: string;
  language: string;
  onToken: (token: string) => void;
  onError: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const cb = useRef({ onToken, onError });
  cb.current = { onToken, onError };
  useEffect(() => {
    let cancelled = false;
    loadRecaptcha().then(
      (g) => {
        if (cancelled || !box.current) return;
        g.render(box.current, {
          sitekey: siteKey,
          hl: language === 'en' ? 'en' : 'zh-TW',
          callback: (t) => cb.current.onToken(t),
          'expired-callback': () => cb.current.onToken(''),
        });
      },
      () => !cancelled && cb.current.onError(),
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey, language]);
  return <div ref={box} className="mfe-captcha" />;
}
