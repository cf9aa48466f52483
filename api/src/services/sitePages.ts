import type { Language, Menu, PageContent, SeoEntry } from 'contract';
import type { Database } from '../db';
import { notFound } from '../http/errors';

/** A static page (terms, privacy) in the caller's language (migration 0008 holds the content). */
export async function sitePage(db: Database, slug: 'tnc' | 'privacy', lang: Language): Promise<PageContent> {
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
