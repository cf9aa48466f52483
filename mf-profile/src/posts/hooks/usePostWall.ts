import { useTranslation } from 'page-singleton';
import { useApiPages, type PostListQuery } from 'shared';
import { NS } from '../../i18n';
import { afterCursor } from '../../common/pagedView';

/** The query of a wall: a place's or a traveller's posts, with their filters (the page is added per page). */
export type WallQuery = Omit<PostListQuery, 'page' | 'cursor'>;

/**
 * A wall of posts, page by page: each page from where the page before ended (`result.next_cursor`), so a post
 * deleted or written above it skips and repeats none. Every screen showing the same wall shares one answer.
 * Asked again when the viewer signs in or out (whether they liked a post comes with it).
 */
export function usePostWall(query: WallQuery, enabled = true) {
  const { t } = useTranslation(NS);
  return useApiPages('getPosts', t('list.error'), {
    args: { query },
    enabled,
    pageArgs: (page, previous) => ({ query: { ...query, page, cursor: afterCursor(previous).cursor } }),
    maxPage: (answer) => answer.result?.max_page ?? 0,
    staleOn: ['auth:signed-in', 'auth:signed-up', 'auth:signed-out'],
  });
}
