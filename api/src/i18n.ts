import type { Language } from 'contract';
import { apiStrings } from './api.strings';

export type MessageKey = keyof typeof apiStrings.entries;

/** A message of the API (api.strings.ts) in the caller's language, its `{{name}}` placeholders filled. */
export function t(lang: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return apiStrings.text(lang, key, params);
}

/** The caller's language from Accept-Language (the rule is shared with the shell's server). */
export { languageFromHeader } from 'contract/format';
