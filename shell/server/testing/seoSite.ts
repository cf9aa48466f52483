// Test support for the shell server's pages and SEO routes: the real API (PGlite with the demo seed) on a
// loopback port, and a front server that hands pages and SEO routes to page.ts and seo.ts the way the
// shell's server does.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { SaxesParser } from 'saxes';
import { buildTestApp, type TestApp } from '../../../api/test/helpers';
import { createPageRenderer } from '../page';
import type { ScreenLoader } from '../serverScreens';
import seoRoutes from '../seo';

export const SITE_URL = 'https://travel.example.com';

/** The built index.html as the production build writes it (minified: unquoted attributes). */
export const INDEX_HTML =
  '<!doctype html><html lang=zh-Hant-TW><head><meta charset=utf-8><meta name=viewport ' +
  'content="width=device-width,initial-scale=1"><title>Travel Inspiration</title>' +
  '<link rel=icon href=/favicon.svg?58c15aec2a2c5573dcc1><script defer src=/main.js?58c15aec2a2c5573dcc1></script>' +
  '</head><body><div id=root></div></body></html>';

export interface SeoSite {
  api: TestApp;
  apiTarget: string;
  front: FastifyInstance;
  frontUrl: string;
  close(): Promise<void>;
}

export const originOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** The API, and in front of it the pages (every other GET path) and robots.txt / sitemaps. */
export async function startSeoSite(
  options: {
    pageSize?: number;
    screens?: ScreenLoader;
    warn?: (message: string) => void;
    /** the page's API deadline (page.ts's default unless given) */
    deadlineMs?: number;
  } = {},
): Promise<SeoSite> {
  const api = await buildTestApp();
  const apiTarget = originOf(api.app);
  const front = Fastify();
  await front.register(seoRoutes, { apiTarget, siteUrl: SITE_URL, pageSize: options.pageSize });
  const pages = createPageRenderer({
    indexHtml: INDEX_HTML,
    apiTarget,
    siteUrl: SITE_URL,
    screens: options.screens,
    warn: options.warn,
    deadlineMs: options.deadlineMs,
  });
  front.get('/*', async (req, reply) => {
    const query = req.url.indexOf('?');
    const page = await pages.render({
      path: query === -1 ? req.url : req.url.slice(0, query),
      search: query === -1 ? '' : req.url.slice(query),
      headers: req.headers,
    });
    return reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
  });
  await front.listen({ port: 0, host: '127.0.0.1' });
  return {
    api,
    apiTarget,
    front,
    frontUrl: originOf(front),
    close: async () => {
      await front.close();
      await api.close();
    },
  };
}

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** Parses an XML document with a conforming parser: anything not well-formed throws. */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser();
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('error', (err) => {
    throw err;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.name,
      attributes: tag.attributes as Record<string, string>,
      children: [],
      text: '',
    };
    stack.at(-1)?.children.push(element);
    stack.push(element);
    root ??= element;
  });
  parser.on('text', (text) => {
    const open = stack.at(-1);
    if (open) open.text += text;
  });
  parser.on('closetag', () => stack.pop());
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return root;
}

/** The text of the named children of an element (e.g. every `<loc>` of the `<url>`s). */
export function childTexts(parent: XmlElement, child: string, grandchild: string): string[] {
  return parent.children
    .filter((c) => c.name === child)
    .map((c) => c.children.find((g) => g.name === grandchild)?.text ?? '');
}

/** A loopback HTTP server standing in for an API that misbehaves; `close` also ends connections it left open. */
export async function startLoopback(
  handler: http.RequestListener,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = http.createServer(handler);
  server.on('connection', (s) => sockets.add(s));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The origin of a loopback port nothing listens on any more: connections are refused. */
export async function refusingOrigin(): Promise<string> {
  const server = await startLoopback(() => undefined);
  await server.close();
  return server.origin;
}
