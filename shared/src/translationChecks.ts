import { i18n } from 'page-singleton';

// Checks the i18n tests run on every module's strings (not shipped: only tests import them).

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
 * Words the site's Chinese doesn't use, with the word it uses instead: one word for one thing everywhere (a trip
 * plan is a 計畫, never a 行程).
 */
const OFF_GLOSSARY: Record<string, string> = { 行程: '計畫' };

/** The Chinese strings of a namespace that use an off-glossary word, as `key: string`; empty when none does. */
export function offGlossaryWords(ns: string): string[] {
  const found: string[] = [];
  const walk = (bundle: Record<string, unknown>, prefix: string) => {
    for (const [k, v] of Object.entries(bundle)) {
      if (typeof v === 'object' && v !== null) walk(v as Record<string, unknown>, `${prefix}${k}.`);
      else if (typeof v === 'string' && Object.keys(OFF_GLOSSARY).some((word) => v.includes(word)))
        found.push(`${prefix}${k}: ${v}`);
    }
  };
  walk((i18n.getResourceBundle('zh-Hant-TW', ns) ?? {}) as Record<string, unknown>, '');
  return found;
}
