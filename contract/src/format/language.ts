/**
 * The formatters take the viewer's language as a plain string (usually `i18n.language`), so they stay
 * pure and usable outside React. Anything starting with `zh` is Traditional Chinese; everything else English.
 */
export type FormatLanguage = 'en' | 'zh-Hant-TW';

export function normalizeLanguage(language?: string | null): FormatLanguage {
  return typeof language === 'string' && language.toLowerCase().startsWith('zh') ? 'zh-Hant-TW' : 'en';
}

export function isChinese(language?: string | null): boolean {
  return normalizeLanguage(language) === 'zh-Hant-TW';
}

/**
 * Pick the caller's language from Accept-Language: the highest-weighted entry that is English or any Chinese
 * (zh, zh-TW, zh-Hant…; all answered in Traditional Chinese). Nothing usable → the site default zh-Hant-TW.
 */
export function languageFromHeader(header: string | string[] | undefined): FormatLanguage {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'zh-Hant-TW';
  const entries = value
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...rest] = part.trim().split(';');
      const qParam = rest.map((s) => s.trim()).find((s) => s.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((e) => e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of entries) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-Hant-TW';
  }
  return 'zh-Hant-TW';
}
