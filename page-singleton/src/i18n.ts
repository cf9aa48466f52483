import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from 'contract';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES } from 'contract/constants';
import { bus } from './bus';
import { languageAtom, sharedStore } from './store';

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
  // the 'common' strings come with each module's copy of shared (commonStrings.ts, imported by every component that
  // shows one), so the page's singleton doesn't carry a second copy of them
  resources: {},
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
});
/** The language where the shell's server reads it (LANGUAGE_COOKIE): for a year, on every path. */
function languageCookie(language: Language): void {
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
  }
}

sharedStore.set(languageAtom, i18n.language as Language);
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
languageCookie(i18n.language as Language);

export type Translations = Record<string, unknown>;

/** Register a module's namespace in both languages (every visible string exists in both). */
export function addTranslations(ns: string, bundles: { en: Translations; 'zh-Hant-TW': Translations }): void {
  i18n.addResourceBundle('en', ns, bundles.en, true, true);
  i18n.addResourceBundle('zh-Hant-TW', ns, bundles['zh-Hant-TW'], true, true);
}

/**
 * Switch the whole site's language without a reload: i18next, the shared atom, `<html lang>`, browser
 * storage and the language cookie, and the `language:changed` event. Saving it to a signed-in user's account is the caller's job.
 */
export async function setLanguage(language: Language): Promise<void> {
  if (i18n.language !== language) await i18n.changeLanguage(language);
  sharedStore.set(languageAtom, language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  languageCookie(language);
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
