import type { Config, DOMPurify } from 'dompurify';
import { escapeHtml } from 'contract/format';

/** Elements kept by the sanitiser; everything else is removed (its text kept, unless listed below). */
export const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'a', 'br', 'p', 'ul', 'ol', 'li'] as const;
/** Also kept with `{ headings: true }`: section headings of long documents (terms, privacy). */
export const HEADING_TAGS = ['h2', 'h3', 'h4'] as const;

/** Elements removed together with everything inside them (code, styles, embedded documents, forms). */
const DROP_WITH_CONTENT = [
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
];

/** What a kept link opens with: a new tab that can't reach this page, and no endorsement for search engines. */
const LINK_REL = 'noopener noreferrer nofollow';

export interface SanitizeOptions {
  /** also keep h2–h4 (long documents: terms, privacy) */
  headings?: boolean;
}

/** Cleans a snippet synchronously, once DOMPurify is loaded. */
export type Sanitize = (html: string, options?: SanitizeOptions) => string;

function policy(tags: readonly string[]): Config & { RETURN_DOM: true } {
  return {
    ALLOWED_TAGS: [...tags],
    // an href is the only attribute kept, and only on a link (the hook below drops it anywhere else)
    ALLOWED_ATTR: ['href'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // DOMPurify tests the value with ASCII whitespace and control characters removed ("java\tscript:"), as a browser
    // reads it: only absolute http, https and mailto URLs stay (no javascript:, data:, relative or protocol-relative)
    ALLOWED_URI_REGEXP: /^(?:https?|mailto):/i,
    // parsed as the content of a body, like the element it goes into: at the start of a whole document a <noscript>
    // or <style> would be put in its head, and the text after it leak into the body
    FORCE_BODY: true,
    KEEP_CONTENT: true,
    FORBID_CONTENTS: DROP_WITH_CONTENT,
    RETURN_DOM: true,
  };
}
const POLICY = policy(ALLOWED_TAGS);
const POLICY_WITH_HEADINGS = policy([...ALLOWED_TAGS, ...HEADING_TAGS]);

function configure(purify: DOMPurify): Sanitize {
  if (!purify.isSupported) {
    // without a DOM DOMPurify hands the input back unchanged: show it as text instead
    return (html) => escapeHtml(html);
  }
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (node.nodeName !== 'A') data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    // DOMPurify lets an empty href through (a link to this very page): no URL, no link
    if (!node.getAttribute('href')) node.removeAttribute('href');
    else {
      node.setAttribute('rel', LINK_REL);
      node.setAttribute('target', '_blank');
    }
  });
  return (html, options = {}) => {
    if (!html) return '';
    const body = purify.sanitize(html, options.headings ? POLICY_WITH_HEADINGS : POLICY);
    // a link whose href was refused is no link: its text stays (the tree is already clean, so moving it is safe)
    body.querySelectorAll('a:not([href])').forEach((a) => a.replaceWith(...Array.from(a.childNodes)));
    return body.innerHTML;
  };
}

let loaded: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/** The sanitiser if it is already loaded (a later snippet is then cleaned at once), else null. */
export function loadedSanitizer(): Sanitize | null {
  return loaded;
}

/**
 * The allow-list sanitiser for server- or user-provided snippets, on DOMPurify: keeps b, strong, i, em, br, p, ul,
 * ol, li and a (an absolute http, https or mailto href only, opened in a new tab with rel="noopener noreferrer
 * nofollow"), and with `{ headings: true }` h2–h4; drops every other attribute, event handler, comment and unsafe URL;
 * removes script, style, iframe, svg, math… with their content and unwraps any other element to its text.
 *
 * DOMPurify (~8 KB compressed) is fetched on demand, in a chunk of its own, the first time there is HTML to clean:
 * the components that may show HTML (a message box, the modal) are in many first paints that never do. A failed
 * fetch is asked again by the next call.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import(/* webpackChunkName: "dompurify" */ 'dompurify').then(
    ({ default: purify }) => (loaded = configure(purify)),
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/** A snippet cleaned by the policy of {@link loadSanitizer} ("" for none). */
export async function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions = {}): Promise<string> {
  const input = String(html ?? '');
  if (!input) return '';
  return (await loadSanitizer())(input, options);
}
