import Fastify from 'fastify';
import { createUser, insertHiddenExperiences } from '../../api/test/helpers';
import seoRoutes from './seo';
import {
  childTexts,
  originOf,
  parseXml,
  refusingOrigin,
  SITE_URL,
  startSeoSite,
  type SeoSite,
} from './testing/seoSite';

/** Small parts, so the demo content spans several child sitemaps. */
const PAGE_SIZE = 7;
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

let site: SeoSite;
let hidden: { privateId: number; unlistedId: number; draftId: number };
beforeAll(async () => {
  site = await startSeoSite({ pageSize: PAGE_SIZE });
  const ownerId = await createUser(site.api.app, 'sitemap-owner@example.com', 'owner-pass-123', 'Owner');
  hidden = await insertHiddenExperiences(site.api.app, ownerId);
});
afterAll(() => site?.close());

async function get(path: string) {
  const res = await fetch(`${site.frontUrl}${path}`);
  return { status: res.status, headers: res.headers, body: await res.text() };
}

/** A child sitemap's URLs (after checking it is a well-formed urlset of at most PAGE_SIZE entries). */
async function urlsOf(loc: string): Promise<{ locs: string[]; lastmods: string[] }> {
  expect(loc.startsWith(`${SITE_URL}/sitemaps/`)).toBe(true);
  const res = await get(loc.slice(SITE_URL.length));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const urlset = parseXml(res.body);
  expect(urlset.name).toBe('urlset');
  expect(urlset.attributes.xmlns).toBe(NS);
  const locs = childTexts(urlset, 'url', 'loc');
  return { locs, lastmods: childTexts(urlset, 'url', 'lastmod').filter(Boolean) };
}

describe('robots.txt', () => {
  it('allows the public site, keeps crawlers out of private routes and the API, names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/my/',
      '/experience/upload',
      '/experience/edit/',
      '/experience/publish/',
      '/login',
      '/signup',
      '/forgot-password',
      '/reset-password/',
      '/email-verify/',
      '/plans/shared/',
      '/sandbox',
      '/api/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // public pages and the post photos link previews show stay open
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Allow: /api/media/');
    expect(lines.filter((l) => /^Disallow: \/(experience\/|place|post|tag|search)?$/.test(l))).toEqual([]);
    expect(lines).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('is a well-formed sitemap index of child sitemaps that list exactly the public content, paged', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const index = parseXml(res.body);
    expect(index.name).toBe('sitemapindex');
    expect(index.attributes.xmlns).toBe(NS);
    const children = childTexts(index, 'sitemap', 'loc');
    expect(children[0]).toBe(`${SITE_URL}/sitemaps/pages.xml`);

    const byList: Record<string, string[]> = { pages: [], experiences: [], places: [], tags: [] };
    let experienceParts = 0;
    for (const loc of children) {
      const list = /\/sitemaps\/(pages|experiences|places|tags)[-.]/.exec(loc)![1];
      const { locs, lastmods } = await urlsOf(loc);
      expect(locs.length).toBeGreaterThan(0);
      expect(locs.length).toBeLessThanOrEqual(PAGE_SIZE);
      if (list === 'experiences') {
        experienceParts++;
        expect(lastmods).toHaveLength(locs.length);
        for (const lastmod of lastmods) expect(new Date(lastmod).toISOString()).toBe(lastmod);
      }
      byList[list].push(...locs);
    }
    expect(experienceParts).toBeGreaterThan(1);
    // every child's lastmod in the index is a time
    for (const lastmod of childTexts(index, 'sitemap', 'lastmod').filter(Boolean)) {
      expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
    }

    expect(byList.pages).toEqual(
      ['/', '/search', '/terms-conditions', '/privacy-policy'].map((p) => `${SITE_URL}${p}`),
    );

    const db = site.api.app.db;
    const experiences = await db
      .selectFrom('experiences')
      .select(['id', 'slug'])
      .where('status', '=', 'published')
      .where('visible_type', '=', 0)
      .orderBy('id')
      .execute();
    expect(byList.experiences).toEqual(
      experiences.map((e) => `${SITE_URL}/experience/${e.id}--${encodeURIComponent(e.slug)}`),
    );
    for (const id of Object.values(hidden)) {
      expect(byList.experiences.some((loc) => loc.startsWith(`${SITE_URL}/experience/${id}--`))).toBe(false);
    }

    const placeIds = byList.places.map((loc) => Number(/\/place\/(\d+)--/.exec(loc)![1]));
    expect(placeIds.length).toBeGreaterThan(PAGE_SIZE);
    expect(new Set(placeIds).size).toBe(placeIds.length);
    const places = await db.selectFrom('places').select(['id', 'slug']).where('id', 'in', placeIds).execute();
    const slugOf = new Map(places.map((p) => [p.id, p.slug]));
    for (const loc of byList.places) {
      const id = Number(/\/place\/(\d+)--/.exec(loc)![1]);
      expect(loc).toBe(`${SITE_URL}/place/${id}--${encodeURIComponent(slugOf.get(id)!)}`);
    }

    const tags = await db.selectFrom('tags').select('slug').execute();
    const tagSlugs = new Set(tags.map((t) => t.slug));
    expect(byList.tags.length).toBeGreaterThan(0);
    for (const loc of byList.tags) {
      expect(tagSlugs.has(decodeURIComponent(/\/tag\/(.+)$/.exec(loc)![1]))).toBe(true);
    }
  });

  it('a child that does not exist or has nothing in it is 404', async () => {
    for (const path of [
      '/sitemaps/experiences-99999.xml',
      '/sitemaps/experiences-99999999999.xml',
      '/sitemaps/places-x.xml',
      '/sitemaps/unknown-0.xml',
    ]) {
      expect({ path, status: (await get(path)).status }).toEqual({ path, status: 404 });
    }
  });

  it('is 503 with Retry-After when the API cannot answer (crawlers come back later)', async () => {
    const front = Fastify();
    await front.register(seoRoutes, { apiTarget: await refusingOrigin(), siteUrl: SITE_URL });
    await front.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const path of ['/sitemap.xml', '/sitemaps/experiences-0.xml']) {
        const res = await fetch(`${originOf(front)}${path}`);
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('600');
      }
      // robots.txt and the static pages need no API
      expect((await fetch(`${originOf(front)}/robots.txt`)).status).toBe(200);
      expect((await fetch(`${originOf(front)}/sitemaps/pages.xml`)).status).toBe(200);
    } finally {
      await front.close();
    }
  });
});
