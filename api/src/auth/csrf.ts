import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fullPath, routes } from 'contract';
import type { Config } from '../config';
import { sendErrorKey } from '../http/envelope';

/**
 * CSRF defence for every state-changing request (ASVS V3.5): the custom-header check.
 *
 * - POST/PUT/PATCH/DELETE (and the GET calls that change state: logout, and an experience's view, which counts
 *   the view and writes the history) must carry
 *   `X-Requested-With: XMLHttpRequest`. A cross-site HTML form cannot set a header, and a cross-origin script
 *   that tries to is stopped by the CORS preflight (the API answers no CORS headers).
 * - A present `Origin` header must be the site's own origin (config.siteUrl, config.allowedOrigins, or the
 *   host the request was addressed to); in development any loopback origin is accepted too (dev servers of
 *   the remotes run on their own ports).
 */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_VALUE = 'XMLHttpRequest';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * GET calls that change state (the API defines them as GETs): logout, and an experience's view (the views count and
 * the viewer's history). A cross-site link or navigation carries the Lax session cookie but never the header.
 * They are known by the route the router matched, never by the spelling of the URL: `/me/%6cogout`,
 * `/me/logout/` and `/%61pi/…` reach the same handler, so they get the same check (and so does HEAD, which Fastify
 * answers with the GET handler).
 */
const STATE_CHANGING_GET_ROUTES = new Set([routes.logout, routes.viewExperience].map((def) => fullPath(def.path)));
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function isAllowedOrigin(origin: string, req: Pick<FastifyRequest, 'headers'>, config: Config): boolean {
  const normalized = originOf(origin);
  if (!normalized) return false;
  const allowed = [config.siteUrl, ...config.allowedOrigins].map(originOf).filter((o): o is string => !!o);
  if (allowed.includes(normalized)) return true;
  const url = new URL(normalized);
  const forwardedHost = config.trustProxy ? req.headers['x-forwarded-host'] : undefined;
  const host = (typeof forwardedHost === 'string' ? forwardedHost.split(',')[0].trim() : '') || req.headers.host;
  if (host && url.host === host) return true;
  return config.nodeEnv !== 'production' && LOOPBACK.has(url.hostname);
}

/**
 * Whether a request must pass the check: every request with a method that may change state (whatever its URL: the
 * API serves nothing else, and a URL the router cannot match gets the same refusal), and every request that the router
 * sent to a GET route that changes state. `routeUrl` is the pattern of the route the router matched (undefined when
 * none did).
 */
export function needsCsrfCheck(method: string, routeUrl: string | undefined): boolean {
  if (!SAFE_METHODS.has(method)) return true;
  return routeUrl !== undefined && STATE_CHANGING_GET_ROUTES.has(routeUrl);
}

/**
 * Register the check as an onRequest hook: Fastify runs it once the router chose the route (so the route decides)
 * and before the body is read (so a refused request costs nothing).
 */
export function registerCsrfProtection(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!needsCsrfCheck(req.method, req.routeOptions.url)) return;
    const origin = req.headers.origin;
    if (typeof origin === 'string' && origin !== '' && !isAllowedOrigin(origin, req, app.config)) {
      return sendErrorKey(req, reply, 403, 'csrf_origin');
    }
    const header = req.headers[CSRF_HEADER];
    if (typeof header !== 'string' || header.toLowerCase() !== CSRF_VALUE.toLowerCase()) {
      return sendErrorKey(req, reply, 403, 'csrf_header');
    }
  });
}
