import { escapeHtml } from './richText';

/** Elements kept by `sanitizeHtml`; everything else is removed (its text kept, unless listed below). */
export const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'a', 'br', 'p', 'ul', 'ol', 'li'] as const;
const ALLOWED = new Set<string>(ALLOWED_TAGS);
/** Also kept with `{ headings: true }`: section headings of long documents (terms, privacy). */
export const HEADING_TAGS = ['h2', 'h3', 'h4'] as const;
const ALLOWED_WITH_HEADINGS = new Set<string>([...ALLOWED_TAGS, ...HEADING_TAGS]);
const VOID = new Set(['br']);

/** Elements removed together with everything inside them (code, styles, embedded documents, forms). */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'svg',
  'math',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'textarea',
  'select',
  'option',
  'xmp',
  'plaintext',
  'canvas',
  'audio',
  'video',
  'picture',
  'source',
  'track',
]);

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The href if it is an absolute http, https or mailto URL, else null (javascript:, data:, relative…). */
export function safeHref(href: string | null): string | null {
  if (!href) return null;
  // browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:")
  // eslint-disable-next-line no-control-regex
  const cleaned = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!cleaned) return null;
  let url: URL;
  try {
    url = new URL(cleaned);
  } catch {
    return null;
  }
  return SAFE_PROTOCOLS.has(url.protocol) ? url.href : null;
}

function serialize(node: Node, out: string[], allowed: Set<string>): void {
  node.childNodes.forEach((child) => {
    if (child.nodeType === 3 /* text */) {
      out.push(escapeHtml(child.textContent ?? ''));
      return;
    }
    if (child.nodeType !== 1 /* element */) return; // comments, processing instructions…
    const el = child as Element;
    const tag = el.localName.toLowerCase();
    if (DROP_WITH_CONTENT.has(tag) || el.namespaceURI !== 'http://www.w3.org/1999/xhtml') return;
    if (!allowed.has(tag)) {
      serialize(el, out, allowed); // unwrap: keep the text, drop the element and its attributes
      return;
    }
    if (tag === 'a') {
      const href = safeHref(el.getAttribute('href'));
      if (!href) {
        serialize(el, out, allowed);
        return;
      }
      out.push(`<a href="${escapeHtml(href)}" rel="noopener noreferrer nofollow" target="_blank">`);
      serialize(el, out, allowed);
      out.push('</a>');
      return;
    }
    if (VOID.has(tag)) {
      out.push(`<${tag}>`);
      return;
    }
    out.push(`<${tag}>`);
    serialize(el, out, allowed);
    out.push(`</${tag}>`);
  });
}

/**
 * An allow-list HTML sanitiser for server- or user-provided snippets (MessageBox `html`). Keeps only
 * b, strong, i, em, br, p, ul, ol, li and a (http/https/mailto href only, opened with
 * rel="noopener noreferrer nofollow"), drops every attribute, event handler, comment and unsafe URL,
 * removes script/style/iframe/svg… with their content and unwraps any other element to its text.
 *
 * The input is parsed by the browser's inert `DOMParser` (nothing runs, nothing loads) and the output is
 * rebuilt from scratch, so nothing from the input reaches the result unescaped. Without a DOM (Node), it
 * falls back to escaping the whole input as text. `{ headings: true }` also keeps h2–h4 (long documents).
 */
export function sanitizeHtml(html: string | null | undefined, options: { headings?: boolean } = {}): string {
  const input = String(html ?? '');
  if (!input) return '';
  if (typeof DOMParser === 'undefined') return escapeHtml(input);
  const doc = new DOMParser().parseFromString(`<!DOCTYPE html><html><body>${input}</body></html>`, 'text/html');
  const out: string[] = [];
  serialize(doc.body, out, options.headings ? ALLOWED_WITH_HEADINGS : ALLOWED);
  return out.join('');
}
