import { createHmac } from 'node:crypto';
import OAuth from 'oauth-1.0a';
import type { Config } from '../config';
import { InvalidSocialToken, type SocialProfile } from './google';
import { ProviderError, providerFetch } from './http';

/**
 * The Authorization header of a request signed with OAuth 1.0a HMAC-SHA1. `oauth` are the protocol parameters the
 * step adds (oauth_callback, oauth_verifier): signed and sent in the header; `query` is signed, sent in the URL.
 */
function oauthHeader(
  consumer: OAuth.Consumer,
  method: string,
  url: string,
  token: OAuth.Token | undefined,
  oauth: Record<string, string> = {},
  query: Record<string, string> = {},
): string {
  const signer = new OAuth({
    consumer,
    signature_method: 'HMAC-SHA1',
    hash_function: (base, key) => createHmac('sha1', key).update(base).digest('base64'),
  });
  const signed = signer.authorize({ url, method, data: { ...oauth, ...query } }, token);
  // the library puts only its own oauth_* fields in the header; the step's protocol parameters go there too
  return signer.toHeader({ ...signed, ...oauth }).Authorization;
}

function keys(config: Pick<Config, 'twitter'>): { consumer: OAuth.Consumer; api: string } {
  const { consumerKey, consumerSecret, apiUrl } = config.twitter;
  if (!consumerKey || !consumerSecret) throw new ProviderError('twitter sign-in is not configured');
  return { consumer: { key: consumerKey, secret: consumerSecret }, api: apiUrl };
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
  const { consumer, api } = keys(config);
  const endpoint = `${api}/oauth/request_token`;
  const auth = oauthHeader(consumer, 'POST', endpoint, undefined, { oauth_callback: config.twitter.callbackUrl });
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
  const { consumer, api } = keys(config);
  const endpoint = `${api}/oauth/access_token`;
  const requestToken = { key: oauthToken, secret: oauthSecret };
  const auth = oauthHeader(consumer, 'POST', endpoint, requestToken, { oauth_verifier: oauthVerifier });
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
    const header = oauthHeader(consumer, 'GET', credUrl, { key: accessToken, secret: accessSecret }, {}, query);
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
