import type { SeoEntry } from 'shared';
import { matchRoute } from '../routes/table';

export interface PageMeta {
  title: string;
  description: string;
  image: string | null;
}

/** The key of the default entry in `/misc/page-seo`. */
export const DEFAULT_SEO_PATH = '*';

/**
 * The SEO data of a path (spec §2: keyed by slug, i.e. the route pattern of the route table): the entry of
 * the matching route, else the default entry `*`, else `fallback`. Unknown paths use the 404 entry. The
 * title reads "<page> | <site>" except on the home page, which carries the site name itself.
 */
export function seoFor(pathname: string, entries: readonly SeoEntry[], fallback: PageMeta): PageMeta {
  const { entry } = matchRoute(pathname);
  const key = entry.pattern === '*' ? '/404' : entry.pattern;
  const byPath = new Map(entries.map((e) => [e.path, e]));
  const site = byPath.get(DEFAULT_SEO_PATH);
  const siteName = site?.title ?? fallback.title;
  const page = byPath.get(key);
  if (!page) {
    return {
      title: siteName,
      description: site?.description ?? fallback.description,
      image: site?.image ?? fallback.image,
    };
  }
  return {
    title: key === '/' || page.title.includes(siteName) ? page.title : `${page.title} | ${siteName}`,
    description: page.description,
    image: page.image ?? site?.image ?? fallback.image,
  };
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
