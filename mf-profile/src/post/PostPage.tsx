import { useNavigate, useTranslation } from 'shared/singleton';
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { api, ApiError, bus, Button, errorMessage, sharedStore, userAtom, type Post } from 'shared';
import { NS } from '../i18n';
import { PostCard } from '../posts/components/PostCard';
import { PostEditor } from '../posts/components/PostEditor';
import { usePostDeletion } from '../posts/hooks/usePostDeletion';
import '../common/profileLists.css';

export interface PostPageProps {
  params?: { postId?: string };
}

type State =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; message: string }
  | { status: 'ready'; post: Post };

/** `/post/{postId}`: one post, with like, edit and delete for those allowed. */
export function PostPage({ params }: PostPageProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const me = useAtomValue(userAtom, { store: sharedStore });
  const id = Number(params?.postId);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState(false);
  const [liking, setLiking] = useState(false);
  const deletion = usePostDeletion((post) => navigate(`/user/${post.user.id}/posts`));

  useEffect(() => {
    if (!Number.isInteger(id) || id < 1) return setState({ status: 'missing' });
    const c = new AbortController();
    setState({ status: 'loading' });
    api.call('getPost', { params: { id }, signal: c.signal }).then(
      (r) => setState(r.data ? { status: 'ready', post: r.data } : { status: 'missing' }),
      (err: unknown) => {
        if (c.signal.aborted) return;
        if (err instanceof ApiError && err.status === 404) setState({ status: 'missing' });
        else setState({ status: 'error', message: errorMessage(err, t('list.error')) });
      },
    );
    return () => c.abort();
  }, [id, attempt, me?.id, t]);

  if (state.status === 'loading')
    return (
      <main className="mfpr-list-page">
        <p role="status" aria-busy="true">
          {t('list.loading')}
        </p>
      </main>
    );
  if (state.status === 'missing')
    return (
      <main className="mfpr-list-page">
        <h1>{t('screen.post')}</h1>
        <p role="alert">{t('post.notFound')}</p>
      </main>
    );
  if (state.status === 'error')
    return (
      <main className="mfpr-list-page">
        <h1>{t('screen.post')}</h1>
        <div role="alert" className="mfpr-error">
          <p>{state.message}</p>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry', { ns: 'common' })}
          </Button>
        </div>
      </main>
    );

  const post = state.post;
  const like = async () => {
    if (!me) return bus.emit('auth:open-login', { reason: t('post.signInToWrite') });
    setLiking(true);
    try {
      const r = await api.call(post.liked ? 'unlikePost' : 'likePost', { params: { id: post.post_id } });
      if (r.data)
        setState({ status: 'ready', post: { ...post, liked: r.data.liked, likes_count: r.data.likes_count } });
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
        <PostEditor
          placeId={post.place_id}
          post={post}
          onSaved={(saved) => {
            setState({ status: 'ready', post: saved });
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
        />
      )}
      {deletion.dialog}
    </main>
  );
}
