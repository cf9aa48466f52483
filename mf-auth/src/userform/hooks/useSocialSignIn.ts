import { useTranslation } from 'page-singleton';
import { useCallback, useState } from 'react';
import { errorMessage, useAppInfo, type User, runApiMutation } from 'shared';
import { NS } from '../../i18n';

export type SocialProvider = 'google' | 'facebook' | 'twitter';

const TWITTER_KEY = 'ti-twitter-oauth';

declare global {
  interface Window {
    google?: {
      accounts: {
        id: {
          initialize: (o: { client_id: string; callback: (r: { credential?: string }) => void }) => void;
          prompt: (cb?: (n: { isNotDisplayed?: () => boolean; isSkippedMoment?: () => boolean }) => void) => void;
        };
      };
    };
    FB?: {
      init: (o: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }) => void;
      login: (cb: (r: { authResponse?: { accessToken?: string } | null }) => void, o?: { scope: string }) => void;
    };
  }
}

const scripts = new Map<string, Promise<void>>();
function loadScript(src: string): Promise<void> {
  let p = scripts.get(src);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const s = document.createElement('script');
      s.src = src;
      s.async = true;
      s.onload = () => resolve();
      s.onerror = () => {
        scripts.delete(src);
        reject(new Error(`${src} did not load`));
      };
      document.head.appendChild(s);
    });
    scripts.set(src, p);
  }
  return p;
}

async function googleCredential(clientId: string): Promise<string> {
  await loadScript('https://accounts.google.com/gsi/client');
  return new Promise((resolve, reject) => {
    window.google!.accounts.id.initialize({
      client_id: clientId,
      callback: (r) => (r.credential ? resolve(r.credential) : reject(new Error('no credential'))),
    });
    window.google!.accounts.id.prompt((n) => {
      if (n.isNotDisplayed?.() || n.isSkippedMoment?.()) reject(new Error('cancelled'));
    });
  });
}

async function facebookToken(appId: string): Promise<string> {
  await loadScript('https://connect.facebook.net/en_US/sdk.js');
  window.FB!.init({ appId, version: 'v19.0', cookie: false, xfbml: false });
  return new Promise((resolve, reject) =>
    window.FB!.login(
      (r) => (r.authResponse?.accessToken ? resolve(r.authResponse.accessToken) : reject(new Error('cancelled'))),
      {
        scope: 'public_profile,email',
      },
    ),
  );
}

/** The request-token secret kept between the redirect to Twitter and the way back (this tab only). */
export function rememberTwitter(oauthToken: string, oauthSecret: string, tnc: boolean): void {
  sessionStorage.setItem(TWITTER_KEY, JSON.stringify({ oauthToken, oauthSecret, tnc }));
}
export function takeTwitter(oauthToken: string): { oauthSecret: string; tnc: boolean } | null {
  try {
    const raw = sessionStorage.getItem(TWITTER_KEY);
    sessionStorage.removeItem(TWITTER_KEY);
    const v = raw ? (JSON.parse(raw) as { oauthToken: string; oauthSecret: string; tnc: boolean }) : null;
    return v && v.oauthToken === oauthToken ? { oauthSecret: v.oauthSecret, tnc: v.tnc } : null;
  } catch {
    return null;
  }
}

/** The providers this site has keys for (GET /app): their buttons show, the others stay hidden. */
export function useSocialProviders(): SocialProvider[] {
  const info = useAppInfo();
  const out: SocialProvider[] = [];
  if (info?.google_client_id) out.push('google');
  if (info?.facebook_app_id) out.push('facebook');
  if (info?.twitter_enabled) out.push('twitter');
  return out;
}

/**
 * Sign in with a provider: the browser gets a token from the provider, the server verifies it
 * (google_sign_in / facebook_sign_in), or, for Twitter, goes through the OAuth 1.0a redirect.
 * Resolves with the user and whether the account is new; null on failure (`error` is set).
 */
export function useSocialSignIn() {
  const { t } = useTranslation(NS);
  const info = useAppInfo();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const signIn = useCallback(
    async (provider: SocialProvider, tnc: boolean): Promise<User | null> => {
      setBusy(provider);
      setError(null);
      try {
        if (provider === 'twitter') {
          const r = await runApiMutation('twitterGetAuthUrl', { body: { tnc } });
          rememberTwitter(r.data!.oauth_token, r.data!.oauth_secret, tnc);
          window.location.assign(r.data!.url);
          return null;
        }
        if (provider === 'google') {
          const token = await googleCredential(info?.google_client_id ?? '');
          return (await runApiMutation('googleSignIn', { body: { token, tnc } })).data ?? null;
        }
        const token = await facebookToken(info?.facebook_app_id ?? '');
        return (await runApiMutation('facebookSignIn', { body: { token, tnc } })).data ?? null;
      } catch (err) {
        const name = { google: 'Google', facebook: 'Facebook', twitter: 'Twitter / X' }[provider];
        setError(errorMessage(err, t('social.failed', { provider: name })));
        return null;
      } finally {
        setBusy(null);
      }
    },
    [info, t],
  );
  return { signIn, busy, error, clearError: () => setError(null) };
}
