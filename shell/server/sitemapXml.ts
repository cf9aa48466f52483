/** The XML of sitemaps (sitemaps.org protocol 0.9). */

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapEntry {
  /** absolute URL */
  loc: string;
  /** ISO 8601 time of the last change, when known */
  lastmod?: string | null;
}

/** Characters XML 1.0 does not allow anywhere (C0 controls but tab and line ends, lone surrogates, U+FFFE/F). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for XML content or an attribute: the five markup characters escaped, characters XML forbids dropped. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}

function entries(tag: 'url' | 'sitemap', list: readonly SitemapEntry[]): string {
  return list
    .map((e) => {
      const lastmod = e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : '';
      return `<${tag}><loc>${escapeXml(e.loc)}</loc>${lastmod}</${tag}>`;
    })
    .join('\n');
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** A sitemap index: the child sitemaps. */
export function sitemapIndexXml(sitemaps: readonly SitemapEntry[]): string {
  return `${DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries('sitemap', sitemaps)}\n</sitemapindex>\n`;
}

/** A sitemap: the pages. */
export function urlsetXml(urls: readonly SitemapEntry[]): string {
  return `${DECLARATION}\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${entries('url', urls)}\n</urlset>\n`;
}
