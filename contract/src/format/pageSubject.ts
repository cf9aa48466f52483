import type { Experience, Place, Post, SharedPlan, Tag } from '..';
import { thumbnailUrl } from './video';
import { isChinese } from './language';

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
  const description = isChinese(language)
    ? `${place.place_name}${around.length ? `（${around.join('，')}）` : ''}的旅遊影片、評論與詳細資訊。`
    : `Travel videos, reviews and details of ${[place.place_name, ...around].join(', ')}.`;
  return { name: place.place_name, description, image: place.thumbnail ?? null };
}

export function postSubject(post: Post, language: string): PageSubject {
  const author = post.user.display_name;
  const place = post.place?.place_name;
  const review = post.recommend > 0;
  let name: string;
  if (isChinese(language)) {
    if (!place) name = `${author}的${review ? '評論' : '貼文'}`;
    else name = review ? `${author}對${place}的評論` : `${author}關於${place}的貼文`;
  } else {
    const what = review ? 'a review' : 'a post';
    name = place ? `${place}: ${what} by ${author}` : `${review ? 'A review' : 'A post'} by ${author}`;
  }
  return { name, description: summaryText(post.post), image: post.media[0]?.url ?? post.place?.thumbnail ?? null };
}

export function tagSubject(tag: Tag, language: string): PageSubject {
  return {
    name: tag.name,
    description: isChinese(language)
      ? `標籤為「${tag.name}」的旅遊影片與景點。`
      : `Travel videos and places tagged “${tag.name}”.`,
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
  const label = isChinese(language) ? '分享的計畫' : 'shared plan';
  return {
    name: name ? (isChinese(language) ? `${name}——${label}` : `${name} — ${label}`) : label,
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
