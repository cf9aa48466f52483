import type { Language, Place, SeoEntry, VideoType } from 'contract';
import {
  experienceLink,
  pageSubject,
  placeLink,
  postLink,
  tagLink,
  thumbnailUrl,
  type PageItem,
  type PageSubject,
} from 'contract/format';
import { matchRoute } from '../src/routes/table';
import { DEFAULT_SEO_PATH, seoFor } from '../src/seo/seo';
import { SITE_TEXT } from '../src/seo/siteText';
import type { PageHead } from './head';
import { isPrivatePath } from './privatePaths';

export interface PageHeadInput {
  /** the requested path, without the query */
  path: string;
  /** the query string, with its `?` (or empty) */
  search: string;
  language: Language;
  /** the site's origin, e.g. https://travel.example.com */
  siteUrl: string;
  /** `/misc/page-seo` in the visitor's language (empty when it could not be read) */
  entries: readonly SeoEntry[];
  /** the item of the page, when the route shows one and the API gave it */
  item: PageItem | null;
  /** the route exists but its item does not */
  notFound: boolean;
}

const SCHEMA_CONTEXT = 'https://schema.org';

/** The public player address of a video (what a page embeds): YouTube's privacy-enhanced player, or Vimeo's. */
export function videoEmbedUrl(videoType: VideoType, videoId: string): string {
  const id = encodeURIComponent(videoId.trim());
  return videoType === 'vimeo'
    ? `https://player.vimeo.com/video/${id}`
    : `https://www.youtube-nocookie.com/embed/${id}`;
}

/** Seconds as an ISO 8601 duration: 3725 → PT1H2M5S, 0 → PT0S. */
export function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  const parts = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${rest || (!h && !m) ? `${rest}S` : ''}`;
  return `PT${parts}`;
}

/** The site path an item is known by, whatever address it was requested at (other slug, /vlog/). */
function canonicalPath(item: PageItem, path: string): string {
  switch (item.kind) {
    case 'experience':
      return experienceLink(item.experience);
    case 'place':
      return placeLink(item.place);
    case 'post':
      return postLink(item.post.post_id);
    case 'tag':
      return tagLink(item.tag.slug);
    case 'sharedPlan':
      return path;
  }
}

/** schema.org type of a place by its kind: points of interest are tourist attractions. */
const PLACE_TYPES: Record<Place['type'], string> = {
  poi: 'TouristAttraction',
  city: 'City',
  area: 'AdministrativeArea',
  country: 'Country',
};

function placeLd(place: Place, url: string | undefined, description?: string | null): Record<string, unknown> {
  const area = place.area?.area_name;
  const country = place.country?.country_name;
  const ld: Record<string, unknown> = { '@type': PLACE_TYPES[place.type], name: place.place_name };
  if (url) ld.url = url;
  if (description) ld.description = description;
  if (place.lat !== null && place.lng !== null) {
    ld.geo = { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lng };
  }
  if (place.type !== 'country' && (area || country)) {
    ld.address = { '@type': 'PostalAddress', addressRegion: area, addressCountry: country };
    const countryLd = country ? { '@type': 'Country', name: country } : undefined;
    ld.containedInPlace =
      area && place.type === 'poi'
        ? { '@type': 'AdministrativeArea', name: area, containedInPlace: countryLd }
        : countryLd;
  }
  if (place.thumbnail) ld.image = place.thumbnail;
  return ld;
}

function jsonLdOf(item: PageItem, subject: PageSubject, url: string, absolute: (u: string) => string) {
  switch (item.kind) {
    case 'experience': {
      const e = item.experience;
      return {
        '@type': 'VideoObject',
        name: e.title,
        description: e.description.trim() || e.title,
        thumbnailUrl: [thumbnailUrl(e.video_type, e.video_id)],
        uploadDate: e.published_at ?? e.created_at,
        duration: isoDuration(e.duration),
        embedUrl: videoEmbedUrl(e.video_type, e.video_id),
        url,
        author: e.author ? { '@type': 'Person', name: e.author } : undefined,
        interactionStatistic: {
          '@type': 'InteractionCounter',
          interactionType: { '@type': 'WatchAction' },
          userInteractionCount: e.views_count,
        },
        keywords: e.tags.length ? e.tags.map((t) => t.name).join(', ') : undefined,
        contentLocation: e.places.length
          ? e.places.map((p) => placeLd(p.place, absolute(placeLink(p.place))))
          : undefined,
      };
    }
    case 'place':
      return placeLd(item.place, url, subject.description);
    case 'post': {
      const p = item.post;
      const about = p.place ? placeLd(p.place, absolute(placeLink(p.place))) : undefined;
      const common = {
        url,
        author: { '@type': 'Person', name: p.user.display_name },
        datePublished: p.created_at,
        dateModified: p.updated_at ?? undefined,
        image: p.media.length ? p.media.map((m) => absolute(m.url)) : undefined,
      };
      if (p.recommend > 0) {
        return {
          '@type': 'Review',
          ...common,
          name: subject.name,
          itemReviewed: about,
          reviewRating: { '@type': 'Rating', ratingValue: p.recommend, bestRating: 5, worstRating: 1 },
          reviewBody: p.post,
        };
      }
      return { '@type': 'SocialMediaPosting', ...common, headline: subject.name, articleBody: p.post, about };
    }
    case 'tag':
      return { '@type': 'CollectionPage', name: subject.name, description: subject.description ?? undefined, url };
    case 'sharedPlan':
      // a page by link, for no search engine: nothing to describe to them
      return null;
  }
}

/**
 * Whether search engines may index the page: not the 404 page, no private route (accounts, uploads,
 * shared plans: robots.txt keeps crawlers out of them too), no search with parameters (endless result
 * pages), and an experience only when it is public and published (private and unlisted ones are shared by
 * link, never listed).
 */
function indexable(input: PageHeadInput): boolean {
  if (input.notFound || matchRoute(input.path).entry.pattern === '*') return false;
  if (isPrivatePath(input.path)) return false;
  if (matchRoute(input.path).entry.pattern === '/search' && new URLSearchParams(input.search).size > 0) return false;
  const item = input.item;
  if (item?.kind === 'experience') return item.experience.visible_type === 0 && item.experience.status === 'published';
  return true;
}

/** The head of a page: route + the item it shows + language → title, description, canonical, cards, JSON-LD. */
export function pageHead(input: PageHeadInput): PageHead {
  const { language, item } = input;
  const site = SITE_TEXT[language];
  const subject = item && !input.notFound ? pageSubject(item, language) : null;
  const meta = seoFor(
    input.path,
    input.entries,
    { title: site.brand, description: site.description, image: null },
    { subject, notFound: input.notFound },
  );
  const origin = input.siteUrl.replace(/\/+$/, '');
  const absolute = (u: string) => new URL(u, `${origin}/`).href;
  const noindex = !indexable(input);
  const ownPath = input.path.length > 1 ? input.path.replace(/\/+$/, '') : input.path;
  // an item's page is canonical at the item's own address; another page at its path without the query
  const canonicalUrl = noindex ? null : absolute(item && subject ? canonicalPath(item, ownPath) : ownPath);
  const siteName = input.entries.find((e) => e.path === DEFAULT_SEO_PATH)?.title ?? site.brand;
  const itemLd = item && subject ? jsonLdOf(item, subject, absolute(canonicalPath(item, ownPath)), absolute) : null;
  const jsonLd = itemLd ? { '@context': SCHEMA_CONTEXT, ...itemLd } : null;
  return {
    language,
    title: meta.title,
    description: meta.description,
    canonicalUrl,
    image: meta.image ? absolute(meta.image) : null,
    ogType: item?.kind === 'experience' ? 'video.other' : item?.kind === 'post' ? 'article' : 'website',
    siteName,
    noindex,
    // the video page's first screen is its player, which shows the video's still until it is played
    leadImage:
      item?.kind === 'experience' && subject
        ? thumbnailUrl(item.experience.video_type, item.experience.video_id)
        : null,
    jsonLd,
  };
}
