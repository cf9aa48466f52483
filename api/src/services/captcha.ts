import type { Config } from '../config';
import { ApiError, badRequest } from '../http/errors';
import { RecaptchaUnavailableError, verifyRecaptcha, type CaptchaLog } from '../providers/recaptcha';

/**
 * The captcha check of one request (reCAPTCHA siteverify from the caller's IP): 400 without a solved token or with a
 * failed one, 503 when none can be checked (production without a secret).
 */
export function captchaCheck(
  config: Pick<Config, 'recaptcha' | 'nodeEnv'>,
  ip: string,
  log: CaptchaLog,
): (token: string | undefined) => Promise<void> {
  return async (token) => {
    let human: boolean;
    try {
      human = await verifyRecaptcha(config, token ?? '', ip, log);
    } catch (err) {
      if (err instanceof RecaptchaUnavailableError) throw new ApiError(503, 'captcha_unavailable');
      throw err;
    }
    if (!human) throw badRequest(token ? 'captcha_failed' : 'captcha_required');
  };
}
