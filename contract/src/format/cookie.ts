/** Cookie consent: the value `1` under `acceptCookie`. */
export const COOKIE_CONSENT_NAME = 'acceptCookie';
export const COOKIE_CONSENT_VALUE = '1';
/** How long the consent is remembered. */
export const COOKIE_CONSENT_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The `document.cookie` assignment for a cookie: value encoded, expiry in days from `now`, path `/`,
 * SameSite=Lax. A negative or zero `days` gives an expiry in the past, which deletes the cookie.
 */
export function serializeCookie(name: string, value: string, days: number, now: Date = new Date()): string {
  if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name)) throw new Error(`invalid cookie name: ${name}`);
  const expires = new Date(now.getTime() + days * DAY_MS).toUTCString();
  return `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

/** A cookie's value in a `document.cookie` string, or an empty string when it is absent. */
export function parseCookie(cookieString: string, name: string): string {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    const key = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (key !== name) continue;
    const raw = eq < 0 ? '' : part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return '';
}

/** Set a cookie for `days` days on path `/`. */
export function setCookie(name: string, value: string, days: number): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeCookie(name, value, days);
}

/** A cookie's value, or an empty string when absent. */
export function getCookie(name: string): string {
  return typeof document === 'undefined' ? '' : parseCookie(document.cookie, name);
}

/** Whether the visitor accepted cookies (the banner is shown until then). */
export function hasCookieConsent(cookieString?: string): boolean {
  const source = cookieString ?? (typeof document === 'undefined' ? '' : document.cookie);
  return parseCookie(source, COOKIE_CONSENT_NAME) === COOKIE_CONSENT_VALUE;
}

/** Remember the visitor's consent: `acceptCookie=1`. */
export function acceptCookies(): void {
  setCookie(COOKIE_CONSENT_NAME, COOKIE_CONSENT_VALUE, COOKIE_CONSENT_DAYS);
}
