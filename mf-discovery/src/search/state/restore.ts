/** The query values a place page reached from search or tag search carries over when planning. */
export const CARRIED_QUERY = ['layout', 'planId', 'action', 'onPlaceId'] as const;

/** The link to a place page, carrying over layout/planId/action/onPlaceId when the query has a planId. */
export function placeHref(place: { id: number; slug: string }, query: URLSearchParams): string {
  const base = `/place/${place.id}--${place.slug}`;
  if (!query.get('planId')) return base;
  const carried = new URLSearchParams();
  for (const key of CARRIED_QUERY) {
    const value = query.get(key);
    if (value !== null) carried.set(key, value);
  }
  return `${base}?${carried.toString()}`;
}
