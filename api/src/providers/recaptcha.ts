import type { Config } from '../config';
import { providerJson } from './http';

export interface CaptchaLog {
  warn: (obj: object, msg: string) => void;
}

/** Thrown when production has no reCAPTCHA secret: endpoints that need a captcha refuse to serve (503). */
export class RecaptchaUnavailableError extends Error {
  constructor() {
    super('RECAPTCHA_SECRET is not configured');
    this.name = 'RecaptchaUnavailableError';
  }
}

/** Whether captcha-protected endpoints can serve: a secret is set, or this is not production. */
export function recaptchaReady(config: Pick<Config, 'recaptcha' | 'nodeEnv'>): boolean {
  return !!config.recaptcha.secret || config.nodeEnv !== 'production';
}

const defaultLog: CaptchaLog = { warn: (obj, msg) => console.warn(msg, obj) };

/**
 * Check a reCAPTCHA token with the siteverify endpoint (config.recaptcha.verifyUrl, secret). Reusable by any
 * endpoint that takes a `recaptchaToken` (forgot_password, report-experience).
 *
 * - No secret in development/test: lets the request through (true) and logs that it did.
 * - No secret in production: throws RecaptchaUnavailableError (answer 503; the endpoint does not serve).
 * - Provider unreachable or malformed answer: false (fail closed).
 */
export async function verifyRecaptcha(
  config: Pick<Config, 'recaptcha' | 'nodeEnv'>,
  token: string,
  remoteIp?: string,
  log: CaptchaLog = defaultLog,
): Promise<boolean> {
  const secret = config.recaptcha.secret;
  if (!secret) {
    if (config.nodeEnv === 'production') throw new RecaptchaUnavailableError();
    log.warn(
      { captcha: 'skipped' },
      'reCAPTCHA not configured (no RECAPTCHA_SECRET): request let through in development',
    );
    return true;
  }
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return false;
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  try {
    const { status, body } = await providerJson<{ success?: unknown; score?: unknown }>(config.recaptcha.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    if (status !== 200 || body.success !== true) return false;
    // reCAPTCHA v3 answers a score: refuse likely bots
    if (typeof body.score === 'number' && body.score < 0.5) return false;
    return true;
  } catch {
    return false;
  }
}
