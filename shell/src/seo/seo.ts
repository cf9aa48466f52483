import type { Language, PageSubject, SeoEntry } from 'shared';
import { matchRoute } from '../routes';

export interface PageMeta {
  title: string;
  description: string;
  image: string | null;
}

/** The key of the default entry in `/misc/page-seo`. */
export const DEFAULT_SEO_PATH = '*';

/** What the page shows beyond its route: the item it is about, or that the item does not exist. */
export interface PageContext {
  /** the video, place, post or tag the page shows: its name titles the page */
  subject?: PageSubject | null;
  /** the route exists but its item does not: the page is the 404 page */
  notFound?: boolean;
}

/**
 * The SEO data of a path (keyed by slug, i.e. the route pattern of the route table): the entry of
 * the matching route, else the default entry `*`, else `fallback`. Unknown paths (and routes whose item does
 * not exist) use the 404 entry. The title reads "<page> | <site>" except on the home page, which carries the
 * site name itself; a page about an item is titled with the item's own name and uses its description and
 * image when it has them.
 */
export function seoFor(
  pathname: string,
  entries: readonly SeoEntry[],
  fallback: PageMeta,
  context: PageContext = {},
): PageMeta {
  const { entry } = matchRoute(pathname);
  const key = entry.pattern === '*' || context.notFound ? '/404' : entry.pattern;
  const byPath = new Map(entries.map((e) => [e.path, e]));
  const site = byPath.get(DEFAULT_SEO_PATH);
  const siteName = site?.title ?? fallback.title;
  const siteImage = site?.image ?? fallback.image;
  const page = byPath.get(key);
  const subject = context.notFound ? null : context.subject;
  if (subject) {
    return {
      title: `${subject.name} | ${siteName}`,
      description: subject.description ?? page?.description ?? site?.description ?? fallback.description,
      image: subject.image ?? page?.image ?? siteImage,
    };
  }
  if (!page) {
    return { title: siteName, description: site?.description ?? fallback.description, image: siteImage };
  }
  return {
    title: key === '/' || page.title.includes(siteName) ? page.title : `${page.title} | ${siteName}`,
    description: page.description,
    image: page.image ?? siteImage,
  };
}

/**
 * Marks every tag the shell's server writes into a page's head: the canonical address, the cards and the
 * structured data describe only the page it rendered, so they go when the visitor moves on.
 */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';

/** The Open Graph locale of each language: the server's head names the language it was rendered in with it. */
export const OG_LOCALE: Record<Language, string> = { 'zh-Hant-TW': 'zh_TW', en: 'en_US' };

/**
 * The language the shell's server rendered the page's head in (its `og:locale`), or null when the head is not the
 * server's. Not `<html lang>`: the app sets that to its own language as it starts, and a guest's language (the
 * one stored in this browser, else the site's default) may differ from the one the server took from the
 * browser's Accept-Language.
 */
export function serverHeadLanguage(): Language | null {
  // (the shell's server renders the page with no document: it wrote that head itself)
  if (typeof document === 'undefined') return null;
  const locale = document.head
    .querySelector(`meta[property="og:locale"][${SERVER_HEAD_ATTRIBUTE}]`)
    ?.getAttribute('content');
  const found = (Object.keys(OG_LOCALE) as Language[]).find((language) => OG_LOCALE[language] === locale);
  return found ?? null;
}

/** Remove what the server wrote into the head for the page it rendered. */
export function dropServerHead(): void {
  document.head.querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}]`).forEach((el) => el.remove());
}

function setMeta(attr: 'name' | 'property', key: string, content: string | null): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (content === null) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

/** Write the page's title and meta tags (description, Open Graph) into the document. */
export function applyPageMeta(meta: PageMeta): void {
  document.title = meta.title;
  setMeta('name', 'description', meta.description);
  setMeta('property', 'og:title', meta.title);
  setMeta('property', 'og:description', meta.description);
  setMeta('property', 'og:image', meta.image);
}
