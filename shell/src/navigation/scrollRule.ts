import { compilePattern, matchPattern } from 'shared';

export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';

export interface PageChange {
  /** how the history moved: POP is Back/Forward */
  action: NavigationAction;
  /** the previous pathname (null on the first render) */
  from: string | null;
  /** the new pathname */
  to: string;
}

const EXPERIENCE_DETAIL = ['/experience/:expId--:slug', '/vlog/:expId--:slug'].map(compilePattern);
const SEARCH = ['/search', '/tag/:slug'].map(compilePattern);

const isExperienceDetail = (path: string) => EXPERIENCE_DETAIL.some((p) => matchPattern(p, path) !== null);
const isSearch = (path: string) => SEARCH.some((p) => matchPattern(p, path) !== null);

/**
 * Every page change scrolls to the top, except going back from an experience detail to search
 * or tag search, where the search page restores the position it saved itself. Only a change of path is a
 * page change: a query change on the same page (filters, paging) keeps the scroll position.
 */
export function shouldScrollToTop({ action, from, to }: PageChange): boolean {
  if (from === to) return false;
  if (action === 'POP' && from !== null && isExperienceDetail(from) && isSearch(to)) return false;
  return true;
}
