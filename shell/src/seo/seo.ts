import type { PageSubject, SeoEntry } from 'shared';
import { matchRoute } from '../routes';
import { SERVER_HEAD_ATTRIBUTE } from './serverHead';

export { OG_LOCALE, SERVER_HEAD_ATTRIBUTE, serverHeadLanguage } from './serverHead';

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
