import { normalizeLanguage, type FormatLanguage } from './language';

/**
 * The one form every app and the API keep their user-facing text in: a key, and beside it the text in each
 * language. A translator (or a third language) goes to the `*.strings.ts` files and nowhere else.
 *
 * Keys are dotted paths (`'plans.empty'`); texts take `{{name}}` placeholders. A text that depends on a count is
 * written as its plural forms (`{ one: '{{count}} photo', other: '{{count}} photos' }`, i18next's CLDR categories),
 * each language with the forms it has.
 */
export type PluralForms = Readonly<Partial<Record<Exclude<Intl.LDMLPluralRule, 'other'>, string>> & { other: string }>;
export type CatalogueText = string | PluralForms;
export type CatalogueEntry = Readonly<Record<FormatLanguage, CatalogueText>>;

/** The nested objects i18next takes as one language's resources for a namespace. */
export interface CatalogueResources {
  [key: string]: string | CatalogueResources;
}

export interface Catalogue<Key extends string = string> {
  readonly entries: Readonly<Record<Key, CatalogueEntry>>;
  /** One language's texts as i18next resources: `'a.b'` nests as `{ a: { b } }`, plural forms as `b_one`, `b_other`. */
  resources(language: FormatLanguage): CatalogueResources;
  /** Every language's resources, the form the page's `addTranslations(ns, bundles)` registers. */
  bundles(): Record<FormatLanguage, CatalogueResources>;
  /** A key's text in a language with its `{{placeholders}}` filled (for code outside i18next: the API, servers, formatters). */
  text(language: string, key: Key, params?: Readonly<Record<string, string | number>>): string;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

export function isPluralForms(text: CatalogueText): text is PluralForms {
  return typeof text === 'object';
}

/** The placeholder names a text uses, across its plural forms, sorted and without repeats. */
export function placeholders(text: CatalogueText): string[] {
  const forms = isPluralForms(text) ? Object.values(text) : [text];
  return [...new Set(forms.flatMap((form) => [...(form ?? '').matchAll(PLACEHOLDER)].map((m) => m[1])))].sort();
}

function fill(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

export function catalogue<const Entries extends Record<string, CatalogueEntry>>(
  entries: Entries,
): Catalogue<Extract<keyof Entries, string>> {
  type Key = Extract<keyof Entries, string>;
  return {
    entries,
    resources(language) {
      const root: CatalogueResources = {};
      for (const [key, entry] of Object.entries(entries)) {
        const path = key.split('.');
        const leaf = path.pop()!;
        let node = root;
        for (const part of path) node = (node[part] ??= {}) as CatalogueResources;
        const text = entry[language];
        if (!isPluralForms(text)) node[leaf] = text;
        else for (const [form, value] of Object.entries(text)) if (value !== undefined) node[`${leaf}_${form}`] = value;
      }
      return root;
    },
    bundles() {
      return { en: this.resources('en'), 'zh-Hant-TW': this.resources('zh-Hant-TW') };
    },
    text(language, key: Key, params = {}) {
      const lang = normalizeLanguage(language);
      const text = entries[key][lang];
      if (!isPluralForms(text)) return fill(text, params);
      const count = Number(params.count);
      const form = new Intl.PluralRules(lang).select(count);
      return fill(text[form] ?? text.other, params);
    },
  };
}
