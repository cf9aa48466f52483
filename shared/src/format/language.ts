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
