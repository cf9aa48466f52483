import { useTranslation } from 'page-singleton';
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { bus, errorMessage, sharedStore, userAtom, type Post, runApiMutation } from 'shared';
import { NS } from '../../i18n';
import { changeItems, pagedView } from '../../common/pagedView';
import { PagedStates } from '../../common/PagedStates';
import { usePostWall, type WallQuery } from '../hooks/usePostWall';
import { usePostDeletion } from '../hooks/usePostDeletion';
import { usePostReport } from '../hooks/usePostReport';
import { PostCard } from './PostCard';
import { LazyPostEditor } from './LazyPostEditor';
import '../../common/profileLists.css';

export interface PostWallProps {
  /** the list query (place_id, user_id, filters); page is added per page */
  query: WallQuery;
  emptyText: string;
  /** show each post's place (walls of a user) */
  showPlace?: boolean;
}

const postIdOf = (post: Post) => post.post_id;
/** The wall's pages, which a like, an edit and a deletion on it update in place. */
const WALL_UPDATED_HERE = ['getPosts'] as const;

/** A wall of posts, page by page, with like, edit and delete (asked first) for those allowed. */
export function PostWall({ query, emptyText, showPlace = false }: PostWallProps) {
  const { t } = useTranslation(NS);
  const me = useAtomValue(userAtom, { store: sharedStore });
  const wall = usePostWall(query);
  const update = (change: (posts: Post[]) => Post[]) => wall.replace((pages) => changeItems(pages, postIdOf, change));
  const [liking, setLiking] = useState<number[]>([]);
  const [editing, setEditing] = useState<number | null>(null);

  const replace = (post: Post) => update((posts) => posts.map((p) => (p.post_id === post.post_id ? post : p)));

  const like = async (post: Post) => {
    if (!me) return bus.emit('auth:open-login', { reason: t('post.signInToWrite') });
    const liked = !post.liked;
    // optimistic, as favorites and likes are: shown before the call returns
    replace({ ...post, liked, likes_count: Math.max(0, post.likes_count + (liked ? 1 : -1)) });
    setLiking((l) => [...l, post.post_id]);
    try {
      const r = await runApiMutation(
        liked ? 'likePost' : 'unlikePost',
        { params: { id: post.post_id } },
        { updatedHere: WALL_UPDATED_HERE },
      );
      if (r.data) replace({ ...post, liked: r.data.liked, likes_count: r.data.likes_count });
    } catch (err) {
      replace(post);
      bus.emit('message:show', { message: errorMessage(err, t('post.likeError')), type: 'error' });
    } finally {
      setLiking((l) => l.filter((id) => id !== post.post_id));
    }
  };

  const report = usePostReport();
  const deletion = usePostDeletion(
    (post) => update((posts) => posts.filter((p) => p.post_id !== post.post_id)),
    WALL_UPDATED_HERE,
  );

  return (
    <div className="mfpr-list-page">
      <PagedStates view={pagedView(wall, postIdOf)} loading={t('list.loading')} empty={emptyText}>
        {(posts) => (
          <ul className="mfpr-post-list">
            {posts.map((post) => (
              <li key={post.post_id}>
                {editing === post.post_id ? (
                  <LazyPostEditor
                    placeId={post.place_id}
                    post={post}
                    onSaved={(saved) => {
                      replace(saved);
                      setEditing(null);
                    }}
                    updatedHere={WALL_UPDATED_HERE}
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
      </PagedStates>
      {deletion.dialog}
      {report.dialog}
    </div>
  );
}
