/**
 * The canonical-slug redirect decision for the experience detail route.
 * Returns the path to replace the current one with, or null when the URL is already right.
 *
 * - `params` are the route's decoded params (`expId`, `slug`);
 * - `canonical` is the experience's canonical link (the shared experience-link formatter's output);
 * - the query string and hash are carried over.
 * The `/vlog/…` alias is kept while its id and slug are right (`/vlog/:expId--:slug` is a route of its own).
 */
export function canonicalRedirect(
  params: { expId?: string; slug?: string },
  experience: { id: number; slug: string },
  canonical: string,
  location: { search?: string; hash?: string } = {},
): string | null {
  if (params.expId === String(experience.id) && params.slug === experience.slug) return null;
  return canonical + (location.search ?? '') + (location.hash ?? '');
}
