import type { Language } from 'shared';

// What the shell's server writes into a page's head to mark it as its own, and how the browser reads that back.

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
