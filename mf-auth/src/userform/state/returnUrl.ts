const HOME = '/';
const BASE = 'http://same-site.invalid';

/**
 * Where to go after signing in: the `returnUrl` query value when it is a path on this site, else Home.
 * Never an open redirect: only a value starting with exactly one '/' (not '//', not '/\'), with no
 * backslashes, whitespace or control characters anywhere (browsers drop tabs/newlines from URLs and
 * read '\' as '/', which would turn '/\tevil.com' or '/\evil.com' into '//evil.com').
 */
export function safeReturnUrl(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return HOME;
  if (value[0] !== '/' || value[1] === '/' || value[1] === '\\') return HOME;
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return HOME;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return HOME;
  }
  if (url.origin !== BASE) return HOME;
  const path = url.pathname + url.search + url.hash;
  return path.startsWith('//') ? HOME : path;
}
