import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import sse from '@fastify/sse';
import swagger from '@fastify/swagger';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { timeoutOptions } from 'site-server/timeouts';
import { appJsProvider, loadConfig, type Config } from './config';
import { dummyHash } from './auth/password';
import { registerCsrfProtection } from './auth/csrf';
import { registerRateLimit } from './auth/rate-limit';
import { openDatabase, type Database, type DatabaseHandle } from './db';
import { migrate } from './db/migrate';
import { openPlanLive } from './services/planLive';
import { seedIfEmpty } from './db/seed';
import { ApiError } from './http/errors';
import { STREAM_HEARTBEAT_MS } from './http/implement';
import { sendError, sendErrorKey } from './http/envelope';
import { validationMessage } from './http/validation';
import { validatorCompiler } from './http/validation';
import { languageFromHeader, t, type MessageKey } from './i18n';
import { registerMultipart } from './media/multipart';
import { experienceRoutes } from './routes/experience';
import { globalRoutes } from './routes/global';
import { miscRoutes } from './routes/misc';
import { moderationRoutes } from './routes/moderation';
import { placeRoutes } from './routes/place';
import { postRoutes } from './routes/post';
import { profileRoutes } from './routes/profile';
import { publishingRoutes } from './routes/publishing';
import { searchRoutes } from './routes/search';
import { sitemapDataRoutes } from './routes/sitemap';
import { inspirationRoutes } from './routes/inspiration';
import { planRoutes } from './routes/plan';
import { userRoutes } from './routes/user';
import { watchingRoutes } from './routes/watching';
import './http/types';

export interface BuildOptions {
  /** overrides of the environment configuration */
  config?: Partial<Config>;
  /** fastify logger setting; default: the structured JSON logger at config.logLevel */
  logger?: FastifyServerOptions['logger'];
  /** an already opened database (tests); it is closed with the app */
  database?: DatabaseHandle;
  /**
   * serve the swagger UI at /api/docs (default true). Jest cannot load @fastify/static's ESM dependencies on
   * Node 20, so the API tests turn it off and check the same OpenAPI document at /api/docs/json.
   */
  docsUi?: boolean;
}

/** Never logged: session cookies, credentials, passwords in any body. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
  'body.password',
  '*.password',
  '*.current_password',
  '*.new_password',
  '*.currentPassword',
  '*.newPassword',
];

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return { level: config.logLevel, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
}

const CLIENT_ERROR_KEYS: Record<number, MessageKey> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/**
 * A request Node could not read (malformed, headers too large, too slow to arrive) is answered with the error
 * envelope too, written on the socket (there is no request to reply to), in the default language (its headers
 * were not read); the connection is then closed.
 */
function answerClientError(appJs: () => string) {
  return (err: NodeJS.ErrnoException, socket: Socket): void => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, key]: [number, MessageKey] =
      err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout']
        : err.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'headers_too_large']
          : [400, 'bad_request'];
    // an answer already begun on this connection cannot be followed by another one
    const answering = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
    if (socket.writable && !answering) {
      const body = JSON.stringify({ code: status, message: t(languageFromHeader(undefined), key), app_js: appJs() });
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n` +
          `Connection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(err);
  };
}

/** The database as the API works on it: migrated, and (SEED_DEMO) filled with the demo content when empty. */
export async function prepareDatabase(db: Database, config: Config): Promise<void> {
  await migrate(db);
  if (config.seed) {
    await seedIfEmpty(db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      scrypt: config.scrypt,
    });
  }
}

/** Build the API (migrated and seeded database, routes, docs) without listening. */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...options.config };
  const [handle, dummyPasswordHash] = await Promise.all([
    options.database ?? openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
    dummyHash(config.scrypt),
  ]);
  try {
    await prepareDatabase(handle.db, config);
  } catch (err) {
    await handle.close();
    throw err;
  }

  const appJs = appJsProvider(config);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    trustProxy: config.trustProxy,
    ...timeoutOptions(config.httpTimeouts),
    clientErrorHandler: answerClientError(appJs),
    bodyLimit: 1024 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // /api/v1/app/ and /api/v1/app are the same route
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler());
  app.decorate('db', handle.db);
  app.decorate('config', config);
  app.decorate('appJs', appJs);
  app.decorate('dummyPasswordHash', dummyPasswordHash);
  app.decorateRequest('lang', 'zh-Hant-TW');
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('idempotency', null);
  app.decorateRequest('sessionChanged', false);
  app.addHook('onRequest', async (req) => {
    req.lang = languageFromHeader(req.headers['accept-language']);
  });
  // every answer is taken as the type it says it is: a browser never sniffs a JSON error or an image into HTML
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    // an answer of the API (JSON, an image, the docs) is never shown inside another site's frame
    reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', "frame-ancestors 'none'");
    // Fastify answers a body over bodyLimit before reading it and closes the connection, so a proxy still sending
    // that body (the shell's /api, nginx) gets a reset instead of the answer, and the browser's next request on its
    // kept-alive connection is lost behind the unread bytes. The connection is kept: Node reads the rest of the body
    // and drops it (as nginx discards a body it refuses), for at most the request timeout.
    if (reply.statusCode === 413) reply.removeHeader('connection');
    return payload;
  });
  registerCsrfProtection(app);
  const planLive = openPlanLive(handle, app.log);
  app.decorate('planLive', planLive.live);
  // Fastify runs onClose once the requests in flight are answered, so none loses its database
  app.addHook('onClose', async () => {
    // the live side stops listening before its database closes
    await planLive.release();
    await handle.close();
    app.log.info('database closed');
  });
  // Every answer is kept by no cache (browser or shared) unless its route says otherwise: an answer depends on the
  // session cookie (who asks) or on data any write changes, and a stored one would show a signed-in user's data to
  // the next user of the device or outlive a sign-out. A route whose answer may be kept (a public, never-changing
  // image) sets its own Cache-Control.
  app.addHook('onSend', async (_req, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  // answers over 1 KB brotli/gzip-compressed by Accept-Encoding (request bodies are never decompressed)
  await app.register(compress, { globalDecompression: false });
  // the session cookie: read into req.cookies before the routes run, written by reply.setCookie/clearCookie
  await app.register(cookie);
  // Server-Sent Events for the stream routes (implementStream), with a comment line now and then so proxies keep
  // a quiet stream open
  await app.register(sse, { heartbeatInterval: STREAM_HEARTBEAT_MS });
  await registerMultipart(app);
  await registerRateLimit(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Travel inspiration API',
        description:
          'Every response is the envelope `{code, data?, result?, message?, app_js}`; the HTTP status mirrors `code`. ' +
          'Messages follow `Accept-Language` (`en` or `zh-Hant-TW`, the default).',
        version: '1.0.0',
      },
      components: { securitySchemes: { cookieAuth: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    },
  });
  if (options.docsUi !== false) {
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true },
      validatorUrl: false,
      staticCSP: true,
    });
  } else {
    app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
  }

  globalRoutes(app);
  miscRoutes(app);
  userRoutes(app);
  placeRoutes(app);
  planRoutes(app);
  inspirationRoutes(app);
  experienceRoutes(app);
  postRoutes(app);
  profileRoutes(app);
  searchRoutes(app);
  watchingRoutes(app);
  publishingRoutes(app);
  sitemapDataRoutes(app);
  moderationRoutes(app);

  app.setNotFoundHandler((req, reply) => sendErrorKey(req, reply, 404, 'route_not_found'));

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof ApiError) return sendErrorKey(req, reply, err.statusCode, err.messageKey, err.params, err.data);
    if (err.validation) {
      return sendError(req, reply, 400, validationMessage(err.validation as never, err.validationContext, req.lang));
    }
    const status = err.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const key: MessageKey =
        CLIENT_ERROR_KEYS[status] ??
        (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError ? 'invalid_json' : 'bad_request');
      return sendErrorKey(req, reply, status, key);
    }
    // unexpected: full details go to the log only; the client gets a generic localized message
    req.log.error({ err }, 'unhandled error');
    return sendErrorKey(req, reply, 500, 'internal_error');
  });

  return app;
}
