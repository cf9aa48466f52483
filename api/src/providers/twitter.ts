import { createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../config';
import { InvalidSocialToken, type SocialProfile } from './google';
import { ProviderError, providerFetch } from './http';

/** RFC 3986 percent-encoding, as OAuth 1.0a requires. */
export function oauthEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The OAuth 1.0a HMAC-SHA1 signature of a request (RFC 5849 §3.4). */
export function oauthSignature(
  method: string,
  url: string,
  params: Record<string, string>,
  consumerSecret: string,
  tokenSecret = '',
): string {
  const normalized = Object.entries(params)
    .map(([k, v]) => [oauthEncode(k), oauthEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : 1) : ak < bk ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const base = [method.toUpperCase(), oauthEncode(url), oauthEncode(normalized)].join('&');
  return createHmac('sha1', `${oauthEncode(consumerSecret)}&${oauthEncode(tokenSecret)}`)
    .update(base)
    .digest('base64');
}

/** The Authorization header for a signed request; `extra` are the request's query/body parameters. */
export function oauthHeader(
  method: string,
  url: string,
  consumerKey: string,
  consumerSecret: string,
  oauth: Record<string, string>,
  tokenSecret = '',
  extra: Record<string, string> = {},
): string {
  const params: Record<string, string> = {
    oauth_consumer_key: consumerKey,
    oauth_nonce: randomBytes(16).toString('hex'),
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: String(Math.floor(Date.now() / 1000)),
    oauth_version: '1.0',
    ...oauth,
  };
  params.oauth_signature = oauthSignature(method, url, { ...params, ...extra }, consumerSecret, tokenSecret);
  return (
    'OAuth ' +
    Object.keys(params)
      .sort()
      .map((k) => `${oauthEncode(k)}="${oauthEncode(params[k])}"`)
      .join(', ')
  );
}

function keys(config: Pick<Config, 'twitter'>): { key: string; secret: string; api: string } {
  const { consumerKey, consumerSecret, apiUrl } = config.twitter;
  if (!consumerKey || !consumerSecret) throw new ProviderError('twitter sign-in is not configured');
  return { key: consumerKey, secret: consumerSecret, api: apiUrl };
}

async function formPost(url: string, authorization: string): Promise<URLSearchParams | null> {
  const res = await providerFetch(url, { method: 'POST', headers: { authorization } });
  const text = await res.text();
  if (res.status >= 500) throw new ProviderError(`twitter answered ${res.status}`);
  if (res.status !== 200) return null;
  return new URLSearchParams(text);
}

/** Step 1: a request token, and the URL to send the user to. */
export async function twitterRequestToken(
  config: Pick<Config, 'twitter'>,
): Promise<{ url: string; oauth_token: string; oauth_secret: string }> {
  const { key, secret, api } = keys(config);
  const endpoint = `${api}/oauth/request_token`;
  const auth = oauthHeader('POST', endpoint, key, secret, { oauth_callback: config.twitter.callbackUrl });
  const form = await formPost(endpoint, auth);
  const token = form?.get('oauth_token');
  const tokenSecret = form?.get('oauth_token_secret');
  if (!form || !token || !tokenSecret || form.get('oauth_callback_confirmed') !== 'true') {
    throw new ProviderError('twitter refused the request token');
  }
  return {
    url: `${api}/oauth/authenticate?${new URLSearchParams({ oauth_token: token })}`,
    oauth_token: token,
    oauth_secret: tokenSecret,
  };
}

/** Step 3: exchange the authorized request token + verifier for an access token; then the user's profile. */
export async function twitterAccessToken(
  config: Pick<Config, 'twitter'>,
  oauthToken: string,
  oauthVerifier: string,
  oauthSecret: string,
): Promise<SocialProfile> {
  const { key, secret, api } = keys(config);
  const endpoint = `${api}/oauth/access_token`;
  const auth = oauthHeader(
    'POST',
    endpoint,
    key,
    secret,
    { oauth_token: oauthToken, oauth_verifier: oauthVerifier },
    oauthSecret,
  );
  const form = await formPost(endpoint, auth);
  const userId = form?.get('user_id');
  const accessToken = form?.get('oauth_token');
  const accessSecret = form?.get('oauth_token_secret');
  if (!form || !userId || !accessToken || !accessSecret) throw new InvalidSocialToken('access token refused');
  let name: string | null = form.get('screen_name');
  let email: string | null = null;
  let avatar: string | null = null;
  // the e-mail (when the app has the permission) and display name; optional
  try {
    const credUrl = `${api}/1.1/account/verify_credentials.json`;
    const query = { include_email: 'true', skip_status: 'true' };
    const header = oauthHeader('GET', credUrl, key, secret, { oauth_token: accessToken }, accessSecret, query);
    const res = await providerFetch(`${credUrl}?${new URLSearchParams(query)}`, { headers: { authorization: header } });
    if (res.status === 200) {
      const body = (await res.json()) as {
        id_str?: string;
        name?: string;
        email?: string;
        profile_image_url_https?: string;
      };
      if (body.id_str && body.id_str !== userId) throw new InvalidSocialToken('user mismatch');
      if (typeof body.name === 'string' && body.name) name = body.name;
      if (typeof body.email === 'string' && body.email) email = body.email;
      if (typeof body.profile_image_url_https === 'string') avatar = body.profile_image_url_https;
    }
  } catch (err) {
    if (err instanceof InvalidSocialToken) throw err;
  }
  return { provider: 'twitter', id: userId, email, name, avatar };
}
