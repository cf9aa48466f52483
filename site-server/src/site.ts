// Every app's production web server: one Fastify instance that serves a build folder (dist/) precompressed with
// the cache rules of a federated site, refuses malformed paths with a 4xx and never lets a request crash it.
import { realpath } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import { fileSecurityHeaders, serviceWorkerSecurityHeaders, SERVICE_WORKER_PATH } from './securityHeaders';
import { HTTP_TIMEOUTS, timeoutOptions, type HttpTimeouts } from './timeouts';

/** A built file whose name carries its content hash (`[name].[contenthash:10].js` and its .LICENSE.txt). */
const HASHED_NAME = /\.[0-9a-f]{10}\./;
/** A source map (with its precompressed siblings): the site's sources are not published, whatever a build folder holds. */
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;
/** The siblings the build writes beside every text asset, which @fastify/static sends by Accept-Encoding. */
const COMPRESSED_SIBLING = /\.(br|gz)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Stored, but asked again every time: answered 304 by ETag / Last-Modified when unchanged. */
export const REVALIDATE = 'no-cache';

/**
 * Cache-Control of a built file: a hashed chunk never changes under its name, so it is cached for a year;
 * every other file (remoteEntry.js, mf-manifest.json, mf-stats.json, main.js, index.html, favicon.svg, …)
 * keeps its name across builds, so the browser revalidates it on each use (never `no-store`).
 */
export function cacheControlFor(file: string): string {
  return HASHED_NAME.test(path.basename(file).replace(COMPRESSED_SIBLING, '')) ? IMMUTABLE : REVALIDATE;
}

/**
 * Paths no file, page or API call of the site can have. Decoded once, they hold a NUL, a backslash, a `.` or
 * `..` segment (traversal, however it was encoded: `/../`, `/%2e%2e/`, `..%2f`, `..%5c`), or a still-encoded
 * dot, slash, backslash or NUL (a double-encoded traversal: `%252e%252e`). Bad escapes count as unsafe too.
 */
export function isUnsafePath(rawPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return true;
  }
  if (/[\0\\]/.test(decoded)) return true;
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return true;
  return /%(2e|2f|5c|00)/i.test(decoded);
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** A plain-text answer with the status's own reason phrase: no request detail is ever echoed back. */
export function sendStatus(reply: FastifyReply, status: number): FastifyReply {
  return reply
    .code(status)
    .header('x-content-type-options', 'nosniff')
    .type('text/plain; charset=utf-8')
    .send(STATUS_CODES[status] ?? 'Error');
}

/**
 * Files and pages share the URL space of an app that renders pages: a path whose last segment has an extension
 * asks for a file (`/main.js`, `/missing.js` → 404), every other path is a page (`/`, `/search`, `/place/7--kyoto`;
 * slugs never contain a dot). Routes pick one with `constraints: PAGE` or `constraints: FILE`.
 */
const RESOURCE = 'resource';
export const FILE = { [RESOURCE]: 'file' };
export const PAGE = { [RESOURCE]: 'page' };
type ConstraintStrategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];
type RouteHandler = NonNullable<ReturnType<ReturnType<ConstraintStrategy['storage']>['get']>>;
const resourceStrategy: ConstraintStrategy = {
  name: RESOURCE,
  // routes without the constraint (/api/*, /remotes.json, the 405 route) still match every path
  mustMatchWhenDerived: false,
  storage() {
    const handlers = new Map<unknown, RouteHandler>();
    return {
      get: (kind) => handlers.get(kind) ?? null,
      set: (kind, handler) => void handlers.set(kind, handler),
    };
  },
  deriveConstraint(req) {
    const lastSegment =
      pathOf(req.url ?? '/')
        .split('/')
        .pop() ?? '';
    return lastSegment.includes('.') ? FILE[RESOURCE] : PAGE[RESOURCE];
  },
};

class OutsideRootError extends Error {
  statusCode = 404;
}

export interface SiteServerOptions {
  /** the build folder to serve */
  root: string;
  /** `Access-Control-Allow-Origin: *` on every response (a remote's files are loaded from the shell's origin) */
  cors?: boolean;
  /** the app adds a GET/HEAD `/*` route with `constraints: PAGE` for its pages; files are only the FILE paths */
  pages?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** trust X-Forwarded-* from the proxy in front (nginx) */
  trustProxy?: boolean;
  /** the site's public origin, when this server knows it: its answers carry HSTS when it is https */
  siteUrl?: string;
  /** how long a client may take (default HTTP_TIMEOUTS, as the API's; tests shorten them) */
  timeouts?: HttpTimeouts;
  /** the build holds the site's service worker at SERVICE_WORKER_PATH: its script goes out with a worker's policy */
  serviceWorker?: boolean;
}

/**
 * A Fastify instance serving `root`:
 * - files by @fastify/static with `preCompressed` (the build's `.br`/`.gz` by Accept-Encoding, `Vary`), ETag and
 *   Last-Modified (a revalidation is a 304), and {@link cacheControlFor}'s Cache-Control;
 * - no source map (`.map` → 404), and nothing outside `root`: traversal is refused ({@link isUnsafePath}, then @fastify/static's own checks), and a
 *   file reached through a symlink that leaves `root` is answered 404;
 * - GET/HEAD only (405 otherwise), a file's security headers everywhere (securityHeaders.ts: nosniff, never framed,
 *   nothing runs in a document opened from a file), the service worker's script excepted (`serviceWorker`);
 * - bad percent-escapes (Fastify's router) and unsafe paths → 400; headers over Node's 16 KiB → 431;
 * - any error → its 4xx, or a bare 500 (logged; no message or stack in the response).
 * The app adds its own routes before `listen()`; a missing path ends at the 404 handler.
 */
export function createSiteServer(options: SiteServerOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    ...timeoutOptions(options.timeouts ?? HTTP_TIMEOUTS),
    // on close, also drop keep-alive connections so a stop (or a restart by the supervisor) is immediate
    forceCloseConnections: true,
    // a malformed percent-escape in the path fails routing: 400, without echoing the path back
    frameworkErrors: (_error, _req, reply) => sendStatus(reply, 400),
  });
  if (options.pages) app.addConstraintStrategy(resourceStrategy);

  app.setErrorHandler((error: { statusCode?: number }, req, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    return sendStatus(reply, status);
  });
  app.setNotFoundHandler((_req, reply) => sendStatus(reply, 404));

  const securityHeaders = fileSecurityHeaders(options.siteUrl ?? null);
  const workerHeaders = serviceWorkerSecurityHeaders(options.siteUrl ?? null);
  app.addHook('onRequest', async (req, reply) => {
    const filePath = pathOf(req.url);
    // a file's policy (a page's route replaces it with the page's; the service worker's script has its own)
    reply.headers(options.serviceWorker && filePath === SERVICE_WORKER_PATH ? workerHeaders : securityHeaders);
    if (options.cors) reply.header('access-control-allow-origin', '*');
    if (isUnsafePath(filePath)) return sendStatus(reply, 400);
    // decoded as the file server decodes it (`.%6dap` is `.map`); isUnsafePath has checked that it decodes
    if (SOURCE_MAP.test(decodeURIComponent(filePath))) return sendStatus(reply, 404);
  });

  // a build folder is read-only to its visitors: refused before any body is read
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/*',
    onRequest: async (_req, reply) => sendStatus(reply.header('allow', 'GET, HEAD'), 405),
    handler: async () => undefined,
  });

  let realRoot: Promise<string> | undefined;
  app.register(fastifyStatic, {
    root: options.root,
    preCompressed: true,
    constraints: options.pages ? FILE : undefined,
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    etag: true,
    lastModified: true,
    decorateReply: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControlFor(file));
    },
    // the file @fastify/send opened is inside the folder once symlinks are resolved, or it is not there at all
    onFile: async (file) => {
      realRoot ??= realpath(options.root).catch((err: unknown) => {
        realRoot = undefined;
        throw err;
      });
      const [rootDir, real] = await Promise.all([realRoot, realpath(file)]);
      if (!real.startsWith(rootDir + path.sep)) throw new OutsideRootError('outside the served folder');
    },
  });
  return app;
}
