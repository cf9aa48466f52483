/**
 * The parts of the site that are one visitor's own (account pages, uploads and edits, sign-in flows,
 * shared plans, the UI sandbox) and the API: robots.txt keeps crawlers out of them, and their pages ask
 * not to be indexed. Prefixes, as robots.txt reads them.
 */
export const PRIVATE_PATH_PREFIXES = [
  '/my/',
  '/experience/upload',
  '/experience/edit/',
  '/experience/publish/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password/',
  '/email-verify/',
  '/plans/shared/',
  '/sandbox',
  '/admin/',
  '/api/',
] as const;

export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}
