import { escapeHtml } from 'contract/format';
import type { Language } from 'contract';
import { OG_LOCALE, SERVER_HEAD_ATTRIBUTE } from '../src/seo/seo';
import { THEME_COLOUR, webManifestPath } from './webManifest';

/** Everything the server writes into a page's head. */
export interface PageHead {
  language: Language;
  title: string;
  description: string;
  /** absolute URL of the page's canonical address; null when it has none (e.g. the 404 page) */
  canonicalUrl: string | null;
  /** absolute URL of the preview image, or null */
  image: string | null;
  /**
   * The picture at the top of the page's first screen (a video's still), or null: preloaded with high priority, so
   * the browser fetches it with the page instead of after the scripts have rendered the screen that shows it. The
   * very URL the screen's `<img>` asks for, else the browser downloads it twice.
   */
  leadImage: string | null;
  /** Open Graph type: website, video.other, article */
  ogType: string;
  siteName: string;
  /** ask search engines to leave the page out of their index */
  noindex: boolean;
  /** schema.org data of what the page shows, as JSON-LD */
  jsonLd: Record<string, unknown> | null;
}

/**
 * JSON for a `<script>` element: `<`, `>` and `&` as JSON escapes, so no text inside (a title holding
 * `</script>` or `<!--`) can end or alter the element, and the line separators U+2028/U+2029 escaped too.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function meta(attr: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attr}="${key}" content="${escapeHtml(content)}" ${SERVER_HEAD_ATTRIBUTE}>`;
}

/**
 * The head's tags after `<title>`: description, the web app manifest of the page's language and the theme colour,
 * canonical, robots, Open Graph, Twitter card, the lead image's preload, JSON-LD.
 */
export function headTags(head: PageHead): string {
  const tags = [
    meta('name', 'description', head.description),
    // the app's, not the page's: kept when the visitor moves on (no SERVER_HEAD_ATTRIBUTE), so the site stays
    // installable on every screen
    `<link rel="manifest" href="${webManifestPath(head.language)}">`,
    `<meta name="theme-color" content="${THEME_COLOUR}">`,
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonicalUrl) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" ${SERVER_HEAD_ATTRIBUTE}>`);
  }
  tags.push(
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', OG_LOCALE[head.language]),
  );
  if (head.canonicalUrl) tags.push(meta('property', 'og:url', head.canonicalUrl));
  if (head.image) tags.push(meta('property', 'og:image', head.image));
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) tags.push(meta('name', 'twitter:image', head.image));
  if (head.leadImage) {
    const href = escapeHtml(head.leadImage);
    tags.push(`<link rel="preload" as="image" href="${href}" fetchpriority="high" ${SERVER_HEAD_ATTRIBUTE}>`);
  }
  if (head.jsonLd) {
    tags.push(`<script type="application/ld+json" ${SERVER_HEAD_ATTRIBUTE}>${scriptJson(head.jsonLd)}</script>`);
  }
  return tags.join('\n    ');
}

const HTML_TAG = /<html\b[^>]*>/i;
/** A lang attribute however the build wrote it: quoted either way or (minified) unquoted. */
const LANG_ATTRIBUTE = /\slang\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+)/i;
const TITLE = /<title>[\s\S]*?<\/title>/i;
const HEAD_END = /<\/head>/i;

/** `html` with `tags` written just before `</head>` (a function replacement: `$` in the tags is never a pattern). */
export function beforeHeadEnd(html: string, tags: string): string {
  return html.replace(HEAD_END, (end) => tags + end);
}

/**
 * The built index.html with the head filled in: `<html lang>`, the `<title>` replaced, and the other tags
 * right after it (before the scripts). Everything else — the root element, the scripts — is left as built.
 */
export function renderHead(indexHtml: string, head: PageHead): string {
  const lang = `lang="${escapeHtml(head.language)}"`;
  let html = indexHtml.replace(HTML_TAG, (tag) =>
    LANG_ATTRIBUTE.test(tag) ? tag.replace(LANG_ATTRIBUTE, ` ${lang}`) : tag.replace(/^<html/i, `<html ${lang}`),
  );
  const titleAndTags = `<title>${escapeHtml(head.title)}</title>\n    ${headTags(head)}`;
  // a function, so `$` in user text is never read as a replacement pattern
  if (TITLE.test(html)) html = html.replace(TITLE, () => titleAndTags);
  else html = beforeHeadEnd(html, `${titleAndTags}\n  `);
  return html;
}
