/**
 * camelCase aliases of snake_case body fields. Some user calls were first described with both namings
 * ("displayName, interfaceLanguage, currentPassword, newPassword, recaptchaToken, oauthToken");
 * the snake_case form is canonical and the camelCase form is accepted as an alias.
 *
 * `recaptchaToken` is not listed: the bodies themselves (forgot_password, report) spell it camelCase, so
 * that spelling is the canonical one.
 */
export const BODY_ALIASES = {
  displayName: 'display_name',
  interfaceLanguage: 'interface_language',
  currentPassword: 'current_password',
  newPassword: 'new_password',
  oauthToken: 'oauth_token',
  oauthVerifier: 'oauth_verifier',
  oauthSecret: 'oauth_secret',
} as const;

/**
 * JSON-schema options requiring, for each pair, at least one of the two spellings of a field. Used on
 * bodies whose required fields have an alias (both spellings are optional properties in the schema).
 */
export function eitherRequired(...pairs: Array<[string, string]>): {
  allOf: Array<{ anyOf: Array<{ required: string[] }> }>;
} {
  return { allOf: pairs.map(([a, b]) => ({ anyOf: [{ required: [a] }, { required: [b] }] })) };
}

/**
 * The canonical (snake_case) form of a body: each camelCase alias is moved to its snake_case name
 * unless that name is present too (then the snake_case value wins). Other fields are kept as they are.
 */
export function canonicalBody<T extends Record<string, unknown>>(body: T): T {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...body };
  for (const [alias, name] of Object.entries(BODY_ALIASES)) {
    if (alias in out) {
      if (out[name] === undefined) out[name] = out[alias];
      delete out[alias];
    }
  }
  return out as T;
}
