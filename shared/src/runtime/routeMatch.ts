/**
 * Route patterns with params inside segments, like `/experience/:expId--:slug` (react-router matches
 * only whole-segment params). A param matches one or more characters other than `/`; an `id`-named
 * param (`:id`, `:expId`, …) matches digits only, so `/experience/upload` never matches the detail page.
 */
/** Params whose values aren't plain ids: a plan id may be `guest`, a guest's local plan. */
const PARAM_PATTERNS: Record<string, string> = { planId: '\\d+|guest' };

export interface CompiledPattern {
  pattern: string;
  regex: RegExp;
  names: string[];
}

export function compilePattern(pattern: string): CompiledPattern {
  const names: string[] = [];
  const source = pattern
    .split(/(:[A-Za-z][A-Za-z0-9]*)/)
    .map((part) => {
      if (part.startsWith(':')) {
        const name = part.slice(1);
        names.push(name);
        if (name in PARAM_PATTERNS) return `(${PARAM_PATTERNS[name]})`;
        if (/(^id$|Id$)/.test(name)) return '(\\d+)';
        // a slug may itself contain '-' but not '/'
        return '([^/]+?)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { pattern, regex: new RegExp(`^${source}/?$`), names };
}

export function matchPattern(compiled: CompiledPattern, pathname: string): Record<string, string> | null {
  const m = compiled.regex.exec(pathname);
  if (!m) return null;
  const params: Record<string, string> = {};
  compiled.names.forEach((name, i) => {
    params[name] = safeDecode(m[i + 1]);
  });
  return params;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Query string → plain object (last value wins). */
export function queryToObject(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  new URLSearchParams(search).forEach((value, key) => {
    out[key] = value;
  });
  return out;
}
