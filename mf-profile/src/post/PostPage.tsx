import { useNavigate, useTranslation } from 'page-singleton';
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  ApiError,
  bus,
  errorMessage,
  LoadFailed,
  type Post,
  sharedStore,
  useFirstScreen,
  userAtom,
  runApiMutation,
} from 'shared';
import { postRoute } from '../routes';
import { NS } from '../i18n';
import '../screenStrings';
import { LazyPostEditor, PostCard, usePostDeletion, usePostReport } from '../posts';
import '../common/profileLists.css';

export interface PostPageProps {
  params?: { postId?: string };
}

/** The post this page shows, which its like and its edit update in place and its deletion leaves. */
const POST_UPDATED_HERE = ['getPost'] as const;

/** `/post/{postId}`: one post, with like, edit and delete for those allowed. */
export function PostPage({ params }: PostPageProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const me = useAtomValue(userAtom, { store: sharedStore });
  // the answer depends on who asks (whether they liked it): asked again when someone signs in or out
  const loaded = useFirstScreen(postRoute, 'post', params, t('list.error'), {
    staleOn: ['auth:signed-in', 'auth:signed-up', 'auth:signed-out'],
  });
  const validId = loaded.named;
  const [editing, setEditing] = useState(false);
  const [liking, setLiking] = useState(false);
  const report = usePostReport();
  const deletion = usePostDeletion((p) => navigate(`/user/${p.user.id}/posts`), POST_UPDATED_HERE);
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
      const r = await runApiMutation(
        post.liked ? 'unlikePost' : 'likePost',
        { params: { id: post.post_id } },
        { updatedHere: POST_UPDATED_HERE },
      );
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
          updatedHere={POST_UPDATED_HERE}
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
