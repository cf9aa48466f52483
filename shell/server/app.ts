// The shell's production server: its build (precompressed files), its pages (rendered by page.ts), /remotes.json,
// and the API proxied on the same origin so the session cookie is first-party.
import { readFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import httpProxy from '@fastify/http-proxy';
import {
  createSiteServer,
  pageSecurityHeaders,
  sendStatus,
  PAGE,
  REVALIDATE,
  type SiteServerOptions,
} from 'site-server';
import { languageFromHeader, type FormatLanguage } from 'contract/format';
import { serverStrings } from './server.strings';
import { matchRoute } from '../src/routes/table';
import { createPageRenderer } from './page';
import { createPreloader, inlineRemotesMap, preloadTags, type RemotesMap } from './preload';
import { openRemotesMap } from './remotesFile';
import { beforeHeadEnd } from './head';
import seoRoutes from './seo';
import { createThirdPartiesReader } from './thirdParties';
import { MANIFEST_CONTENT_TYPE, webManifest, webManifestPath } from './webManifest';
import { LANGUAGES } from 'contract/constants';
import { APP_SHELL_URL } from '../src/serviceWorker/cacheRules';
import { createScreenLoader } from './serverScreens';

export interface ShellServerOptions extends Pick<SiteServerOptions, 'logger' | 'trustProxy' | 'timeouts'> {
  /** the shell's build folder */
  root: string;
  /** origin of the API, e.g. http://127.0.0.1:3000 */
  apiTarget: string;
  /** the site's public origin (canonical URLs) */
  siteUrl: string;
  /** the remote map's file (remotesFile.ts), read again whenever it changes; written with the defaults if absent */
  remotesFile: string;
  /** each remote by its federation name (mf_discovery, …) → the port its own server listens on: its default location */
  remotePorts: Record<string, number>;
}

/** What a browser gets when no API process answers: the API's envelope, in the caller's language. */
export const API_UNAVAILABLE_MESSAGE: Record<FormatLanguage, string> = {
  en: serverStrings.text('en', 'apiUnavailable'),
  'zh-Hant-TW': serverStrings.text('zh-Hant-TW', 'apiUnavailable'),
};

/** X-Forwarded-For with the client that reached us appended (what nginx's $proxy_add_x_forwarded_for does). */
function forwardedFor(req: { headers: IncomingHttpHeaders; socket: { remoteAddress?: string } }): string {
  const before = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(before) ? before.join(', ') : before) || '';
  const client = req.socket.remoteAddress ?? '';
  return chain ? `${chain}, ${client}` : client;
}

/**
 * The browser's request body handed to the proxy through a stream of its own. The proxy destroys the stream it was
 * sending when the API answers before the body's end (a 413 for a body over its limit) or fails; destroying the
 * request itself would drop the browser's connection. The rest of the body is then read and dropped instead, so the
 * connection stays usable for the browser's next request (bounded by the request timeout).
 */
function detachedBody(body: Readable, complete: () => boolean): PassThrough {
  const relayed = new PassThrough();
  body.pipe(relayed);
  relayed.on('close', () => {
    if (complete()) return;
    body.unpipe(relayed);
    body.resume();
  });
  return relayed;
}

export async function createShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  const indexHtml = await readFile(path.join(options.root, 'index.html'), 'utf8');
  /** the page template the service worker answers a navigation with offline (a production build writes it) */
  const appShellHtml = await readFile(path.join(options.root, APP_SHELL_URL.slice(1)), 'utf8').catch(() => null);
  const preloader = createPreloader({ shellRoot: options.root });

  const app = createSiteServer({ ...options, pages: true, serviceWorker: true });
  /** the third parties the API is keyed for: their sources are in each page's policy */
  const thirdParties = createThirdPartiesReader(options.apiTarget);

  /**
   * Where each remote's mf-manifest.json is, as the file says now (the page reads this when it starts, so a remote
   * ships without rebuilding or restarting the shell).
   */
  const manifestUrls = await openRemotesMap({
    file: options.remotesFile,
    remotePorts: options.remotePorts,
    warn: (message) => app.log.warn(message),
  });
  const remotesMap = (req: FastifyRequest): Promise<RemotesMap> => manifestUrls(req.headers.host);
  const warn = (message: string) => app.log.warn(message);
  const pages = createPageRenderer({
    indexHtml,
    apiTarget: options.apiTarget,
    siteUrl: options.siteUrl,
    // this server reaches a remote that the map places on a port of "the host the browser used" on its own host
    // (never on a host named by a request's Host header)
    screens: createScreenLoader({ locate: () => manifestUrls('127.0.0.1'), warn }),
    warn,
  });

  // /api/* as it is, bodies streamed both ways (uploads included); the API compresses its own responses
  await app.register(async (api) => {
    // reply-from closes the browser's connection when the API answers before the body's end; detachedBody reads
    // that body to its end instead, so the connection is kept (closing it while the browser still sends could reset
    // the answer away before the browser reads it)
    api.addHook('onSend', async (req, reply) => {
      if (!req.raw.complete) reply.removeHeader('connection');
    });
    await api.register(httpProxy, {
      upstream: options.apiTarget,
      prefix: '/api',
      rewritePrefix: '/api',
      // an API answer (a 503 included) goes back to the browser as it is: the browser decides whether to retry
      retryMethods: [],
      preHandler: async (req) => {
        if (req.body instanceof Readable) req.body = detachedBody(req.body, () => req.raw.complete);
      },
      replyOptions: {
        rewriteRequestHeaders: (req, headers) => ({
          ...headers,
          'x-forwarded-for': forwardedFor(req),
          'x-forwarded-proto': req.protocol,
          'x-forwarded-host': req.headers.host ?? '',
        }),
        // (@fastify/reply-from has logged the failure)
        onError: (reply) => {
          const language = languageFromHeader(reply.request.headers['accept-language']);
          reply
            .code(502)
            .header('cache-control', 'no-store')
            .header('content-language', language)
            .send({ code: 502, message: API_UNAVAILABLE_MESSAGE[language], app_js: '' });
        },
      },
    });
  });

  // what the server writes itself, compressed by Accept-Encoding and revalidated by ETag
  await app.register(async (dynamic) => {
    await dynamic.register(compress, { globalDecompression: false });
    // the body depends on Accept-Encoding even when it goes out uncompressed (a cache must not share it)
    dynamic.addHook('onRequest', async (_req, reply) => {
      reply.header('vary', 'accept-encoding');
    });
    // weak: one tag for the identity, gzip and br forms of the same document
    await dynamic.register(etag, { weak: true });

    // the template of every page is not a page of its own: its address is the home page's
    dynamic.get('/index.html', async (_req, reply) => reply.redirect('/', 301));

    // the web app manifest of each language (the page links the one of its language)
    for (const language of LANGUAGES) {
      const body = JSON.stringify(webManifest(language));
      dynamic.get(webManifestPath(language), async (_req, reply) =>
        reply.header('cache-control', REVALIDATE).type(MANIFEST_CONTENT_TYPE).send(body),
      );
    }

    // the page template goes out as a page does (the service worker keeps it with this policy), never as a file
    dynamic.get(APP_SHELL_URL, async (req, reply) => {
      if (appShellHtml === null) return sendStatus(reply, 404);
      const [keyed, remotes] = await Promise.all([thirdParties(), remotesMap(req)]);
      reply.headers(pageSecurityHeaders({ siteUrl: options.siteUrl, thirdParties: keyed }, Object.values(remotes)));
      return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(appShellHtml);
    });

    dynamic.get('/remotes.json', async (req, reply) => {
      reply.header('cache-control', REVALIDATE);
      return await remotesMap(req);
    });

    // robots.txt and the sitemaps, beside the pages they describe
    await dynamic.register(seoRoutes, { apiTarget: options.apiTarget, siteUrl: options.siteUrl });

    dynamic.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      constraints: PAGE,
      handler: async (req, reply) => {
        const query = req.url.indexOf('?');
        const pagePath = query === -1 ? req.url : req.url.slice(0, query);
        const [page, keyed, { remotes, assets }] = await Promise.all([
          pages.render({ path: pagePath, search: query === -1 ? '' : req.url.slice(query), headers: req.headers }),
          thirdParties(),
          remotesMap(req).then(async (remotes) => ({
            remotes,
            assets: await preloader.assets(
              matchRoute(pagePath),
              remotes,
              `${req.protocol}://${req.headers.host ?? ''}`,
            ),
          })),
        ]);
        // a page whose first screen is in its HTML has its styles applied before its first paint
        const preloads = preloadTags(assets, page.screenRendered) + inlineRemotesMap(remotes);
        // the page may load scripts, styles and manifests from the remotes where this very map says they are
        reply.headers(pageSecurityHeaders({ siteUrl: options.siteUrl, thirdParties: keyed }, Object.values(remotes)));
        return (
          reply
            .code(page.status)
            .header('cache-control', REVALIDATE)
            // the head is written in the visitor's language, and for a signed-in owner it may show a private video
            .header('vary', 'accept-encoding, accept-language, cookie')
            .type('text/html; charset=utf-8')
            // the preloads end the head: after the entry script (main.js, which starts everything), so the
            // browser asks for that first, and before the body
            .send(beforeHeadEnd(page.html, preloads))
        );
      },
    });
  });
  return app;
}
