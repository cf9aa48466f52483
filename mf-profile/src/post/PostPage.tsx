import { useNavigate, useTranslation } from 'page-singleton';
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { api, ApiError, bus, errorMessage, LoadFailed, type Post, sharedStore, useApiQuery, userAtom } from 'shared';
import { NS } from '../i18n';
import '../screenStrings';
import { LazyPostEditor, PostCard, usePostDeletion, usePostReport } from '../posts';
import '../common/profileLists.css';

export interface PostPageProps {
  params?: { postId?: string };
}

/** `/post/{postId}`: one post, with like, edit and delete for those allowed. */
export function PostPage({ params }: PostPageProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const me = useAtomValue(userAtom, { store: sharedStore });
  const id = Number(params?.postId);
  const validId = Number.isInteger(id) && id >= 1;
  // the answer depends on who asks (whether they liked it): asked again when someone signs in or out
  const loaded = useApiQuery('getPost', t('list.error'), {
    args: { params: { id } },
    enabled: validId,
    staleOn: ['auth:signed-in', 'auth:signed-up', 'auth:signed-out'],
  });
  const [editing, setEditing] = useState(false);
  const [liking, setLiking] = useState(false);
  const report = usePostReport();
  const deletion = usePostDeletion((p) => navigate(`/user/${p.user.id}/posts`));
  /** Show `post` as the post (what a like or a save answered), wherever the page's cache shows it. */
  const show = (post: Post) => loaded.replace((answer) => ({ ...answer, data: post }));

  const missing =
    !validId ||
    (loaded.error instanceof ApiError && loaded.error.status === 404) ||
    (loaded.state.status === 'ready' && !loaded.state.data.data);
  if (missing)
    return (
      <main className="mfpr-list-page">
        <h1>{t('screen.post')}</h1>
        <p role="alert">{t('post.notFound')}</p>
      </main>
    );
  if (loaded.state.status === 'loading')
    return (
      <main className="mfpr-list-page">
        <p role="status" aria-busy="true">
          {t('list.loading')}
        </p>
      </main>
    );
  if (loaded.state.status === 'error')
    return (
      <main className="mfpr-list-page">
        <h1>{t('screen.post')}</h1>
        <LoadFailed message={loaded.state.message} onRetry={loaded.retry} />
      </main>
    );

  const post = loaded.state.data.data!;
  const like = async () => {
    if (!me) return bus.emit('auth:open-login', { reason: t('post.signInToWrite') });
    setLiking(true);
    try {
      const r = await api.call(post.liked ? 'unlikePost' : 'likePost', { params: { id: post.post_id } });
      if (r.data) show({ ...post, liked: r.data.liked, likes_count: r.data.likes_count });
    } catch (err) {
      bus.emit('message:show', { message: errorMessage(err, t('post.likeError')), type: 'error' });
    } finally {
      setLiking(false);
    }
  };

  return (
    <main className="mfpr-list-page">
      <h1>{post.place ? t('post.about', { place: post.place.place_name }) : t('screen.post')}</h1>
      {editing ? (
        <LazyPostEditor
          placeId={post.place_id}
          post={post}
          onSaved={(saved) => {
            show(saved);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <PostCard
          post={post}
          signedIn={!!me}
          canEdit={!!me && (me.id === post.user.id || me.is_admin)}
          showPlace
          linkToPost={false}
          liking={liking}
          onLike={() => void like()}
          onEdit={() => setEditing(true)}
          onDelete={() => deletion.ask(post)}
          onReport={me?.id === post.user.id ? undefined : report.ask}
        />
      )}
      {deletion.dialog}
      {report.dialog}
    </main>
  );
}
