import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './contract';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES } from './contract/constants';
import { bus } from './bus';
import { languageAtom, sharedStore } from './store';
import { commonEn, commonZh } from './i18n-common';

/** Browser storage key for a guest's language choice. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(x: unknown): x is Language {
  return (LANGUAGES as readonly unknown[]).includes(x);
}

function initialLanguage(): Language {
  try {
    const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(LANGUAGE_STORAGE_KEY) : null;
    if (isLanguage(stored)) return stored;
  } catch {
    /* storage may be unavailable */
  }
  return DEFAULT_LANGUAGE;
}

/** The one i18next instance. Each remote adds its own namespace with addTranslations(). */
export const i18n: I18n = i18next.createInstance();
i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // keep 'zh-Hant-TW' whole: no 'zh' or 'zh-Hant' lookups
  load: 'currentOnly',
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common: commonEn }, 'zh-Hant-TW': { common: commonZh } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
});
sharedStore.set(languageAtom, i18n.language as Language);
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export type Translations = Record<string, unknown>;

/** Register a module's namespace in both languages (every visible string exists in both). */
export function addTranslations(ns: string, bundles: { en: Translations; 'zh-Hant-TW': Translations }): void {
  i18n.addResourceBundle('en', ns, bundles.en, true, true);
  i18n.addResourceBundle('zh-Hant-TW', ns, bundles['zh-Hant-TW'], true, true);
}

/** i18next plural suffixes: English has `_one` and `_other`, Chinese only `_other`; both count as one string. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function stringKeys(bundle: Record<string, unknown> | undefined, prefix = ''): Set<string> {
  const keys = new Set<string>();
  for (const [k, v] of Object.entries(bundle ?? {})) {
    if (typeof v === 'object' && v !== null)
      for (const inner of stringKeys(v as Record<string, unknown>, `${prefix}${k}.`)) keys.add(inner);
    else keys.add(`${prefix}${k}`.replace(PLURAL_SUFFIX, ''));
  }
  return keys;
}

/** The strings of a namespace that exist in only one language (both lists empty when the two agree). */
export function translationGaps(ns: string): { missingInEn: string[]; missingInZh: string[] } {
  const en = stringKeys(i18n.getResourceBundle('en', ns) as Record<string, unknown> | undefined);
  const zh = stringKeys(i18n.getResourceBundle('zh-Hant-TW', ns) as Record<string, unknown> | undefined);
  return {
    missingInEn: [...zh].filter((k) => !en.has(k)).sort(),
    missingInZh: [...en].filter((k) => !zh.has(k)).sort(),
  };
}

/** Half-width punctuation Chinese writes full-width: （）、，、：、；、！、？ */
const HALF_WIDTH = /[(),:;!?]/;
/** Where half-width marks belong even in Chinese: URLs, placeholders, and between Latin letters or digits (12:30, mm:ss). */
const LATIN_ONLY = /\S+:\/\/\S+|\{\{[^}]*\}\}|[A-Za-z0-9]+(?:[:?,.][A-Za-z0-9]+)+/g;

/**
 * The Chinese strings of a namespace that use half-width punctuation where Chinese writes it full-width
 * ("全部 (4)" instead of "全部（4）"), as `key: string`; empty when every one is written the native way.
 */
export function halfWidthPunctuation(ns: string): string[] {
  const found: string[] = [];
  const walk = (bundle: Record<string, unknown>, prefix: string) => {
    for (const [k, v] of Object.entries(bundle)) {
      if (typeof v === 'object' && v !== null) walk(v as Record<string, unknown>, `${prefix}${k}.`);
      else if (typeof v === 'string' && HALF_WIDTH.test(v.replace(LATIN_ONLY, ''))) found.push(`${prefix}${k}: ${v}`);
    }
  };
  walk((i18n.getResourceBundle('zh-Hant-TW', ns) ?? {}) as Record<string, unknown>, '');
  return found;
}

/**
 * Switch the whole site's language without a reload: i18next, the shared atom, `<html lang>`, browser
 * storage, and the `language:changed` event. Saving it to a signed-in user's account is the caller's job.
 */
export async function setLanguage(language: Language): Promise<void> {
  if (i18n.language !== language) await i18n.changeLanguage(language);
  sharedStore.set(languageAtom, language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    /* storage may be unavailable */
  }
  bus.emit('language:changed', { language });
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
