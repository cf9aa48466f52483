import { createHmac } from 'node:crypto';
import type { Config } from '../config';
import { InvalidSocialToken, type SocialProfile } from './google';
import { ProviderError, providerJson } from './http';

interface DebugToken {
  data?: { app_id?: string; is_valid?: boolean; user_id?: string; expires_at?: number };
  error?: unknown;
}
interface Me {
  id?: string;
  name?: string;
  email?: string;
  picture?: { data?: { url?: string } };
  error?: unknown;
}

/**
 * Check a Facebook user access token with the Graph API: `debug_token` with our app credentials (valid, issued
 * for OUR app, not expired), then `/me` (with appsecret_proof) for the id, name and e-mail.
 */
export async function verifyFacebookToken(config: Pick<Config, 'facebook'>, token: string): Promise<SocialProfile> {
  const { appId, appSecret, graphUrl } = config.facebook;
  if (!appId || !appSecret) throw new ProviderError('facebook sign-in is not configured');
  const debug = await providerJson<DebugToken>(
    `${graphUrl}/debug_token?${new URLSearchParams({ input_token: token, access_token: `${appId}|${appSecret}` })}`,
  );
  const d = debug.body.data;
  if (debug.status !== 200 || !d) {
    if (debug.status >= 500) throw new ProviderError(`graph answered ${debug.status}`);
    throw new InvalidSocialToken('debug_token refused');
  }
  if (d.is_valid !== true) throw new InvalidSocialToken('token not valid');
  if (String(d.app_id) !== appId) throw new InvalidSocialToken('token of another app');
  if (typeof d.expires_at === 'number' && d.expires_at !== 0 && d.expires_at * 1000 < Date.now()) {
    throw new InvalidSocialToken('token expired');
  }
  const proof = createHmac('sha256', appSecret).update(token).digest('hex');
  const me = await providerJson<Me>(
    `${graphUrl}/me?${new URLSearchParams({ fields: 'id,name,email,picture', access_token: token, appsecret_proof: proof })}`,
  );
  if (me.status !== 200 || typeof me.body.id !== 'string') throw new InvalidSocialToken('me refused');
  if (d.user_id !== undefined && String(d.user_id) !== me.body.id) throw new InvalidSocialToken('user mismatch');
  return {
    provider: 'facebook',
    id: me.body.id,
    email: typeof me.body.email === 'string' ? me.body.email : null,
    name: typeof me.body.name === 'string' ? me.body.name : null,
    avatar: me.body.picture?.data?.url ?? null,
  };
}
