import type { Experience, Place, Post, SharedPlan, Tag } from '..';
import { thumbnailUrl } from './video';
import { formatStrings } from './format.strings';

/**
 * What a page is about, for its title, description and preview image: the video, place, post or tag it
 * shows, in the viewer's language. The shell's server renders it into the page head; the shell writes the
 * same into the document after each navigation.
 */
export interface PageSubject {
  /** the page's own name (the title reads "<name> | <site>") */
  name: string;
  /** a one-paragraph summary; null when the item has none (the route's description stands in) */
  description: string | null;
  /** an absolute or site-relative image URL, or null */
  image: string | null;
}

/** Search results show about this many characters of a description. */
export const DESCRIPTION_MAX_LENGTH = 160;

/** Text on one line, cut at `max` characters (code points) with an ellipsis; null when empty. */
export function summaryText(text: string | null | undefined, max = DESCRIPTION_MAX_LENGTH): string | null {
  const line = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!line) return null;
  const chars = Array.from(line);
  return chars.length <= max
    ? line
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

export function experienceSubject(experience: Experience): PageSubject {
  return {
    name: experience.title,
    description: summaryText(experience.description),
    image: thumbnailUrl(experience.video_type, experience.video_id),
  };
}

/** The names of the area and country a place lies in, without its own name (a country lies in nothing). */
function surroundings(place: Place): string[] {
  const names = [place.area?.area_name, place.country?.country_name].map((n) => (n ?? '').trim());
  return names.filter((n, i) => n && n !== place.place_name && names.indexOf(n) === i);
}

export function placeSubject(place: Place, language: string): PageSubject {
  const around = surroundings(place);
  const named = around.length
    ? formatStrings.text(language, 'place.within', {
        place: place.place_name,
        around: around.join(formatStrings.text(language, 'place.aroundSeparator')),
      })
    : place.place_name;
  const description = formatStrings.text(language, 'place.description', { place: named });
  return { name: place.place_name, description, image: place.thumbnail ?? null };
}

export function postSubject(post: Post, language: string): PageSubject {
  const author = post.user.display_name;
  const place = post.place?.place_name;
  const review = post.recommend > 0;
  const key = place ? (review ? 'post.reviewOfPlace' : 'post.postAboutPlace') : review ? 'post.review' : 'post.post';
  const name = formatStrings.text(language, key, { author, place: place ?? '' });
  return { name, description: summaryText(post.post), image: post.media[0]?.url ?? post.place?.thumbnail ?? null };
}

export function tagSubject(tag: Tag, language: string): PageSubject {
  return {
    name: tag.name,
    description: formatStrings.text(language, 'tag.description', { tag: tag.name }),
    image: null,
  };
}

/** The item a page shows, as the API gives it in the viewer's language. */
/**
 * A shared plan's page is named after the plan, for anyone with its link (the API answers the plan only while it
 * is shared; a revoked or wrong link has no name to give).
 */
export function sharedPlanSubject(plan: SharedPlan, language: string): PageSubject {
  const name = plan.plan_name.trim();
  const label = formatStrings.text(language, 'sharedPlan.label');
  return {
    name: name ? formatStrings.text(language, 'sharedPlan.name', { name, label }) : label,
    description: null,
    image: null,
  };
}

export type PageItem =
  | { kind: 'experience'; experience: Experience }
  | { kind: 'place'; place: Place }
  | { kind: 'post'; post: Post }
  | { kind: 'tag'; tag: Tag }
  | { kind: 'sharedPlan'; plan: SharedPlan };

export function pageSubject(item: PageItem, language: string): PageSubject {
  switch (item.kind) {
    case 'experience':
      return experienceSubject(item.experience);
    case 'place':
      return placeSubject(item.place, language);
    case 'post':
      return postSubject(item.post, language);
    case 'tag':
      return tagSubject(item.tag, language);
    case 'sharedPlan':
      return sharedPlanSubject(item.plan, language);
  }
}
