import { useTranslation } from 'page-singleton';
import { useState } from 'react';
import { bus, ConfirmDialog, errorMessage, type Post, type ReadRouteName, runApiMutation } from 'shared';
import { NS } from '../../i18n';

/**
 * Deleting a post cannot be undone, so it is asked first in the shared confirm dialog. `ask(post)` opens it;
 * render `dialog`. After the deletion the message box says so and `onDeleted` gets the post; a failure keeps
 * the dialog open with the reason. `updatedHere`: the cached reads `onDeleted` takes the post out of.
 */
export function usePostDeletion(onDeleted: (post: Post) => void, updatedHere: readonly ReadRouteName[] = []) {
  const { t } = useTranslation(NS);
  const [target, setTarget] = useState<Post | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    setError(null);
    try {
      await runApiMutation('deletePost', { params: { id: target.post_id } }, { updatedHere });
      setTarget(null);
      bus.emit('message:show', { message: t('post.deleted'), type: 'success' });
      onDeleted(target);
    } catch (err) {
      setError(errorMessage(err, t('post.deleteError')));
    } finally {
      setBusy(false);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      heading={t('post.deleteHeading')}
      confirmLabel={t('post.deleteConfirm')}
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(null)}
      busy={busy}
      error={error}
    >
      <p>{t('post.deleteText')}</p>
    </ConfirmDialog>
  );

  const ask = (post: Post) => {
    setError(null);
    setTarget(post);
  };
  return { ask, dialog };
}
