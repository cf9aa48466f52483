export interface IdSlug {
  id: number | string;
  slug?: string | null;
}

function idSlugPath(prefix: string, a: IdSlug | number | string, slug?: string | null): string {
  const item = typeof a === 'object' ? a : { id: a, slug };
  const s = (item.slug ?? '').trim();
  return `${prefix}/${encodeURIComponent(String(item.id))}--${encodeURIComponent(s)}`;
}

/** Experience link: "/experience/{id}--{slug}". Takes an experience or (id, slug). */
export function experienceLink(experience: IdSlug | number | string, slug?: string | null): string {
  return idSlugPath('/experience', experience, slug);
}

/** Place detail link: "/place/{id}--{slug}". Takes a place or (id, slug). */
export function placeLink(place: IdSlug | number | string, slug?: string | null): string {
  return idSlugPath('/place', place, slug);
}

/** Tag page link: "/tag/{slug}". */
export function tagLink(slug: string): string {
  return `/tag/${encodeURIComponent(slug)}`;
}

/** Post page link: "/post/{id}". */
export function postLink(id: number | string): string {
  return `/post/${encodeURIComponent(String(id))}`;
}
