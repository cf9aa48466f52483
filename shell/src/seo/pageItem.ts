import { matchRoute } from '../routes';

/** The item a page shows, by the route table: which video, place, post, tag or shared plan to read from the API. */
export type PageItemRequest =
  | { kind: 'experience'; id: number }
  | { kind: 'place'; id: number }
  | { kind: 'post'; id: number }
  | { kind: 'tag'; slug: string }
  | { kind: 'sharedPlan'; token: string };

/**
 * The item the page at `pathname` shows (the detail pages of a video — also at /vlog/ —, a place and a
 * post, a tag's search page, and a shared plan), or null for a page that shows none. The shell reads it to title the
 * page after the item; the shell's server reads it for the head and the status it renders.
 */
export function pageItemRequest(pathname: string): PageItemRequest | null {
  const { entry, params } = matchRoute(pathname);
  switch (entry.remote?.module) {
    case 'ExperiencePage':
      return { kind: 'experience', id: Number(params.expId) };
    case 'PlacePage':
      return { kind: 'place', id: Number(params.placeId) };
    case 'PostPage':
      return { kind: 'post', id: Number(params.postId) };
    case 'SearchPage':
      return params.slug === undefined ? null : { kind: 'tag', slug: params.slug };
    case 'SharedPlanPage':
      return { kind: 'sharedPlan', token: params.token };
    default:
      return null;
  }
}
