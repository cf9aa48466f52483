// How long every server of the site (the API, the shell's server, each remote's server) waits on a client: one set
// of limits, so a slow or idle connection is cut at the same moment whichever server it reached.
import type { FastifyServerOptions } from 'fastify';

/**
 * How long a server waits on a client, in ms. A stalled or slow-dripping client is cut off instead of holding a
 * connection open for ever (Fastify's defaults: no request limit, no idle limit; Node's: 60 s for the headers,
 * checked every 30 s).
 */
export interface HttpTimeouts {
  /** the request line and headers must have arrived (slow-header attacks) */
  headersMs: number;
  /** the whole request, body included: the largest upload (MEDIA_MAX_MB) on a slow mobile line, which the shell's
   * /api proxy relays as it comes */
  requestMs: number;
  /** a connection with nothing sent either way is closed */
  idleMs: number;
  /** a kept-alive connection waiting for its next request is closed; longer than nginx's upstream keep-alive
   * (60 s), so the proxy always closes first and never sends on a connection the server is closing */
  keepAliveMs: number;
  /** how often the headers and request limits are checked */
  checkEveryMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 20_000,
  requestMs: 120_000,
  idleMs: 120_000,
  keepAliveMs: 72_000,
  checkEveryMs: 5_000,
};

/** The Fastify options that apply the limits to its HTTP server. */
export function timeoutOptions(timeouts: HttpTimeouts): Pick<
  FastifyServerOptions,
  'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'
> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
  };
}
