import { LANGUAGES } from 'contract/constants';
import type { Language } from 'contract';
import { shellStrings } from '../shell.strings';

/**
 * The site's name and one-line summary in each language (the shell's `brand` and `seo.description`), for what the
 * shell's server writes into a page head when the API cannot give its SEO entries.
 */
export const SITE_TEXT = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    { brand: shellStrings.text(language, 'brand'), description: shellStrings.text(language, 'seo.description') },
  ]),
) as Record<Language, { brand: string; description: string }>;
