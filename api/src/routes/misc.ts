import type { FastifyInstance } from 'fastify';
import { routes, type Language, type Menu, type PageContent, type SeoEntry } from 'contract';
import type { Database } from '../db';
import { notFound } from '../http/errors';
import { implement } from '../http/implement';

/** A static page (terms, privacy) in the caller's language (migration 0008 holds the content). */
async function sitePage(db: Database, slug: 'tnc' | 'privacy', lang: Language): Promise<PageContent> {
  const row = await db
    .selectFrom('site_pages')
    .select(['title', 'html'])
    .where('slug', '=', slug)
    .where('language', '=', lang)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The misc (footer) menu in the caller's language. */
export async function miscMenu(db: Database, lang: Language): Promise<Menu> {
  const items = await db
    .selectFrom('misc_menu')
    .select(['title', 'url'])
    .where('language', '=', lang)
    .orderBy('position')
    .execute();
  return { items };
}

/** SEO entries of every route pattern (and the default `*`) in the caller's language. */
export async function pageSeo(db: Database, lang: Language): Promise<SeoEntry[]> {
  return db
    .selectFrom('page_seo')
    .select(['path', 'title', 'description', 'image'])
    .where('language', '=', lang)
    .orderBy('path')
    .execute();
}

/** GET /misc/tnc, /misc/privacy, /misc/menu, /misc/page-seo. Public, read-only. */
export function miscRoutes(app: FastifyInstance): void {
  implement(app, routes.getTnc, async (req) => ({ data: await sitePage(app.db, 'tnc', req.lang) }));
  implement(app, routes.getPrivacy, async (req) => ({ data: await sitePage(app.db, 'privacy', req.lang) }));
  implement(app, routes.getMiscMenu, async (req) => ({ data: await miscMenu(app.db, req.lang) }));
  implement(app, routes.getPageSeo, async (req) => ({ data: await pageSeo(app.db, req.lang) }));
}
