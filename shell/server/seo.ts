import type { FastifyInstance, FastifyReply } from 'fastify';
import { experienceLink, placeLink, tagLink } from 'contract/format';
import { createApiClient } from './apiClient';
import { PRIVATE_PATH_PREFIXES } from './privatePaths';
import { sitemapIndexXml, urlsetXml, type SitemapEntry } from './sitemapXml';

export interface SeoRoutesOptions {
  /** origin of the API, e.g. http://127.0.0.1:3000 */
  apiTarget: string;
  /** the site's public origin: every URL in robots.txt and the sitemaps is absolute */
  siteUrl: string;
  /** items per child sitemap (default: the API's, the protocol's maximum of 50,000) */
  pageSize?: number;
}

/** The public pages that are no item's: home, search, and the site's terms and privacy policy. */
export const STATIC_PAGES = ['/', '/search', '/terms-conditions', '/privacy-policy'] as const;

/** The lists of the sitemap, each split into parts by id range (the API's `/sitemap`). */
const LISTS = ['experiences', 'places', 'tags'] as const;
type ListName = (typeof LISTS)[number];

interface Part {
  part: number;
  lastmod: string | null;
}
type SitemapIndexData = Record<ListName, Part[]>;
/** An item of a part: an experience or place has an id and a slug, a tag only its slug; lastmod when known. */
interface SitemapItem {
  id: number;
  slug: string;
  lastmod?: string;
}

/** The site path of an item of each list. */
const ITEM_PATH: Record<ListName, (item: SitemapItem) => string> = {
  experiences: (experience) => experienceLink(experience),
  places: (place) => placeLink(place),
  tags: (tag) => tagLink(tag.slug),
};

/** Crawlers read these often enough; an hour keeps them current without asking the API on every read. */
const CACHE_CONTROL = 'public, max-age=3600';
/** The sitemaps' reads of the API may take a while for 50,000 items, but never forever. */
const API_DEADLINE_MS = 20_000;
/** A crawler that found the API down tries again after this many seconds. */
const RETRY_AFTER_S = 600;

const CHILD = /^(experiences|places|tags)-(\d{1,10})\.xml$/;

function sendXml(reply: FastifyReply, xml: string): FastifyReply {
  return reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);
}

function sendUnavailable(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_S))
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('Service Unavailable');
}

/**
 * robots.txt and the sitemaps. robots.txt lets crawlers into the public site, keeps them out of the
 * private routes and the API (but not the post photos the API serves, which link previews show), and names
 * the sitemap. `/sitemap.xml` is a sitemap index: the static pages, then the public experiences, the places
 * they show and their tags, each list in parts of at most `pageSize` URLs (`/sitemaps/<list>-<part>.xml`).
 */
export default async function seoRoutes(app: FastifyInstance, opts: SeoRoutesOptions): Promise<void> {
  const api = createApiClient(opts.apiTarget);
  const origin = opts.siteUrl.replace(/\/+$/, '');
  const absolute = (path: string) => `${origin}${path}`;
  const sizeQuery = opts.pageSize ? `?size=${opts.pageSize}` : '';
  const read = <D>(path: string) =>
    api.get<D>(`/api/v1/sitemap${path}${sizeQuery}`, {
      language: 'en',
      signal: AbortSignal.timeout(API_DEADLINE_MS),
    });

  const robots = [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    'Allow: /api/media/',
    '',
    `Sitemap: ${absolute('/sitemap.xml')}`,
    '',
  ].join('\n');

  app.get('/robots.txt', async (_req, reply) =>
    reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(robots),
  );

  app.get('/sitemap.xml', async (_req, reply) => {
    const index = await read<SitemapIndexData>('');
    if (index.outcome !== 'ok') return sendUnavailable(reply);
    const children: SitemapEntry[] = [{ loc: absolute('/sitemaps/pages.xml') }];
    for (const list of LISTS) {
      for (const { part, lastmod } of index.data[list]) {
        children.push({ loc: absolute(`/sitemaps/${list}-${part}.xml`), lastmod });
      }
    }
    return sendXml(reply, sitemapIndexXml(children));
  });

  app.get('/sitemaps/pages.xml', async (_req, reply) =>
    sendXml(reply, urlsetXml(STATIC_PAGES.map((path) => ({ loc: absolute(path) })))),
  );

  app.get<{ Params: { name: string } }>('/sitemaps/:name', async (req, reply) => {
    const match = CHILD.exec(req.params.name);
    if (!match) return reply.callNotFound();
    const list = match[1] as ListName;
    const items = await read<SitemapItem[]>(`/${list}/${Number(match[2])}`);
    if (items.outcome === 'missing') return reply.callNotFound();
    if (items.outcome !== 'ok') return sendUnavailable(reply);
    const urls = items.data.map((item) => ({ loc: absolute(ITEM_PATH[list](item)), lastmod: item.lastmod }));
    // a part with nothing (left) in it is no sitemap
    if (urls.length === 0) return reply.callNotFound();
    return sendXml(reply, urlsetXml(urls));
  });
}
