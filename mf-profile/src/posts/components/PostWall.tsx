import { useTranslation } from 'shared/singleton';
import { useCallback, useState } from 'react';
import { useAtomValue } from 'jotai';
import { api, ApiError, bus, Button, errorMessage, sharedStore, userAtom, type Post, type PostListQuery } from 'shared';
import { NS } from '../../i18n';
import { hasMorePages } from '../../common/paging';
import { usePagedList } from '../../common/usePagedList';
import { usePostDeletion } from '../hooks/usePostDeletion';
import { usePostReport } from '../hooks/usePostReport';
import { PostCard } from './PostCard';
import { LazyPostEditor } from './LazyPostEditor';
import '../../common/profileLists.css';

export interface PostWallProps {
  /** the list query (place_id, user_id, filters); page is added per page */
  query: Omit<PostListQuery, 'page'>;
  emptyText: string;
  /** show each post's place (walls of a user) */
  showPlace?: boolean;
  /** a post written elsewhere to put on top (the place page's editor) */
  refreshKey?: number;
  /** called with result.filters of the first page (when query.fields asks for them) */
  onResult?: (result: unknown, posts: Post[]) => void;
  /** the wall's owner or place does not exist (the API answered 404) */
  onNotFound?: () => void;
}

const postIdOf = (post: Post) => post.post_id;

/** A wall of posts, page by page, with like, edit and delete (asked first) for those allowed. */
export function PostWall({ query, emptyText, showPlace = false, refreshKey = 0, onResult, onNotFound }: PostWallProps) {
  const { t } = useTranslation(NS);
  const me = useAtomValue(userAtom, { store: sharedStore });
  const key = JSON.stringify(query) + `#${refreshKey}#${me?.id ?? 0}`;
  const fetchPage = useCallback(
    async (page: number, signal: AbortSignal, cursor: string | null) => {
      const r = await api
        .call('getPosts', { query: { ...query, page, cursor: cursor ?? undefined }, signal })
        .catch((err: unknown) => {
          if (err instanceof ApiError && err.status === 404) onNotFound?.();
          throw err;
        });
      if (page === 1) onResult?.(r.result, r.data ?? []);
      return {
        items: r.data ?? [],
        maxPage: r.result?.max_page ?? 0,
        total: r.result?.total ?? 0,
        nextCursor: r.result?.next_cursor,
      };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const { state, loadMore, retry, update } = usePagedList<Post>(fetchPage, key, t('list.error'), postIdOf);
  const [liking, setLiking] = useState<number[]>([]);
  const [editing, setEditing] = useState<number | null>(null);

  const replace = (post: Post) => update((items) => items.map((p) => (p.post_id === post.post_id ? post : p)));

  const like = async (post: Post) => {
    if (!me) return bus.emit('auth:open-login', { reason: t('post.signInToWrite') });
    const liked = !post.liked;
    // optimistic, as favorites and likes are: shown before the call returns
    replace({ ...post, liked, likes_count: Math.max(0, post.likes_count + (liked ? 1 : -1)) });
    setLiking((l) => [...l, post.post_id]);
    try {
      const r = await api.call(liked ? 'likePost' : 'unlikePost', { params: { id: post.post_id } });
      if (r.data) replace({ ...post, liked: r.data.liked, likes_count: r.data.likes_count });
    } catch (err) {
      replace(post);
      bus.emit('message:show', { message: errorMessage(err, t('post.likeError')), type: 'error' });
    } finally {
      setLiking((l) => l.filter((id) => id !== post.post_id));
    }
  };

  const report = usePostReport();
  const deletion = usePostDeletion((post) => update((items) => items.filter((p) => p.post_id !== post.post_id), -1));

  const more = hasMorePages(state.page, state.maxPage);
  return (
    <div className="mfpr-list-page">
      {state.status === 'loading' && (
        <p role="status" aria-busy="true" className="mfpr-muted">
          {t('list.loading')}
        </p>
      )}
      {state.status !== 'loading' && state.status !== 'error' && state.items.length === 0 && (
        <p className="mfpr-empty">{emptyText}</p>
      )}
      {state.items.length > 0 && (
        <ul className="mfpr-post-list">
          {state.items.map((post) => (
            <li key={post.post_id}>
              {editing === post.post_id ? (
                <LazyPostEditor
                  placeId={post.place_id}
                  post={post}
                  onSaved={(saved) => {
                    replace(saved);
                    setEditing(null);
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <PostCard
                  post={post}
                  signedIn={!!me}
                  canEdit={!!me && (me.id === post.user.id || me.is_admin)}
                  showPlace={showPlace}
                  liking={liking.includes(post.post_id)}
                  onLike={like}
                  onEdit={(p) => setEditing(p.post_id)}
                  onDelete={deletion.ask}
                  onReport={me?.id === post.user.id ? undefined : report.ask}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {state.status === 'error' && (
        <div role="alert" className="mfpr-error">
          <p>{state.error}</p>
          <Button variant="secondary" onClick={retry}>
            {t('retry', { ns: 'common' })}
          </Button>
        </div>
      )}
      {more && state.status !== 'error' && (
        <Button variant="secondary" onClick={loadMore} loading={state.status === 'loading-more'}>
          {t('list.loadMore')}
        </Button>
      )}
      {deletion.dialog}
      {report.dialog}
    </div>
  );
}
