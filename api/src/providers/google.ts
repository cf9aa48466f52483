import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../config';
import { ProviderError } from './http';

export interface SocialProfile {
  provider: 'google' | 'facebook' | 'twitter';
  id: string;
  /** an address the provider vouches for, or null */
  email: string | null;
  name: string | null;
  avatar: string | null;
}

const jwksCache = new Map<string, JWTVerifyGetKey>();
function jwks(url: string): JWTVerifyGetKey {
  let set = jwksCache.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 8000, cooldownDuration: 30_000 });
    jwksCache.set(url, set);
  }
  return set;
}

/** Thrown when a token is not acceptable (bad signature, issuer, audience, expiry…). */
export class InvalidSocialToken extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidSocialToken';
  }
}

/**
 * Verify a Google ID token: RS256 signature against Google's JWKS (config.google.jwksUrl), issuer, audience
 * (our client id), expiry (60 s clock tolerance). Returns the profile; the e-mail only when Google says verified.
 */
export async function verifyGoogleIdToken(config: Pick<Config, 'google'>, token: string): Promise<SocialProfile> {
  const { clientId, jwksUrl, issuers } = config.google;
  if (!clientId) throw new ProviderError('google sign-in is not configured');
  let payload;
  try {
    ({ payload } = await jwtVerify(token, jwks(jwksUrl), {
      issuer: issuers,
      audience: clientId,
      algorithms: ['RS256'],
      clockTolerance: 60,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code === 'ERR_JWKS_TIMEOUT' || (err instanceof Error && /fetch|network|ECONNREFUSED/i.test(err.message))) {
      throw new ProviderError('google keys unreachable');
    }
    throw new InvalidSocialToken(code || 'invalid token');
  }
  if (typeof payload.sub !== 'string' || !payload.sub) throw new InvalidSocialToken('no subject');
  const email = typeof payload.email === 'string' && payload.email_verified === true ? payload.email : null;
  return {
    provider: 'google',
    id: payload.sub,
    email,
    name: typeof payload.name === 'string' ? payload.name : null,
    avatar: typeof payload.picture === 'string' ? payload.picture : null,
  };
}
