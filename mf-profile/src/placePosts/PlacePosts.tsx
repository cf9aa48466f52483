import { useTranslation } from 'page-singleton';
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { bus, Button, loginStateAtom, sharedStore } from 'shared';
import { NS } from '../i18n';
import { LazyPostEditor, PostWall, prefetchPostEditor } from '../posts';

export interface PlacePostsProps {
  placeId: number;
}

/** The posts and reviews of one place (embedded in the place page by mf-discovery), with write-a-post. */
export function PlacePosts({ placeId }: PlacePostsProps) {
  const { t } = useTranslation(NS);
  const login = useAtomValue(loginStateAtom, { store: sharedStore });
  const [writing, setWriting] = useState(false);
  const id = Number(placeId);

  return (
    <section className="mfpr-place-posts" aria-labelledby="mfpr-place-posts-title">
      <h2 id="mfpr-place-posts-title">{t('post.wallTitle')}</h2>
      {login === 'logged-in' ? (
        writing ? (
          <LazyPostEditor
            placeId={id}
            // (the new post heads this wall and its author's: writing it marks every wall stale)
            onSaved={() => setWriting(false)}
            onCancel={() => setWriting(false)}
          />
        ) : (
          <Button onClick={() => setWriting(true)} onPointerEnter={prefetchPostEditor} onFocus={prefetchPostEditor}>
            {t('post.write')}
          </Button>
        )
      ) : (
        login === 'logged-out' && (
          <Button variant="secondary" onClick={() => bus.emit('auth:open-login', { reason: t('post.signInToWrite') })}>
            {t('post.signInToWrite')}
          </Button>
        )
      )}
      <PostWall query={{ place_id: id }} emptyText={t('post.emptyPlace')} />
    </section>
  );
}
