import { useTranslation } from 'page-singleton';
import { useCallback, useState } from 'react';
import { bus, errorMessage, useApiQuery, type MyExperience, runApiMutation } from 'shared';
import { NS } from '../../i18n';
import '../../publishingStrings';
import { EXPERIENCE_CHANGES } from '../../common/useExperience';
import type { Visibility } from '../../publish';

/**
 * My experiences (GET /video_experience/me, from the page's server-data cache, asked again after a like or a
 * save of an experience on any screen, and after a sign-in): change visibility, delete after confirmation.
 */
export function useMine() {
  const { t } = useTranslation(NS);
  const { state, retry, replace } = useApiQuery('getMyExperiences', t('mine.error'), {
    select: (r) => r.data ?? [],
    // (the list is the account's: another account signing in on this page has its own)
    staleOn: [...EXPERIENCE_CHANGES, 'auth:signed-in'],
    // a language change leaves the list as it is (no spinner) while the new answer comes
    keepOnLanguageChange: true,
  });
  const [pending, setPending] = useState<number[]>([]);
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const [confirming, setConfirming] = useState<MyExperience | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();

  /**
   * What a change answered, into the list every screen shows (null: deleted). (The change, as declared, marks the
   * lists stale, this one too, and announces `experience:changed`.)
   */
  const patch = (id: number, change: Partial<MyExperience> | null) => {
    replace((answer) => ({
      ...answer,
      data:
        change === null
          ? answer.data?.filter((e) => e.id !== id)
          : answer.data?.map((e) => (e.id === id ? { ...e, ...change } : e)),
    }));
  };
  const setRowError = (id: number, message: string | null) =>
    setRowErrors((all) => {
      const next = { ...all };
      if (message === null) delete next[id];
      else next[id] = message;
      return next;
    });

  const changeVisibility = async (experience: MyExperience, value: Visibility) => {
    if (value === experience.visible_type) return;
    setPending((p) => [...p, experience.id]);
    setRowError(experience.id, null);
    try {
      const r = await runApiMutation('updateExperience', {
        params: { id: experience.id },
        body: { id: experience.id, visible_type: value },
      });
      patch(experience.id, { visible_type: r.data?.visible_type ?? value });
      bus.emit('message:show', { message: t('mine.visibilityChanged'), type: 'success' });
    } catch (err) {
      setRowError(experience.id, errorMessage(err, t('mine.visibilityFailed')));
    } finally {
      setPending((p) => p.filter((id) => id !== experience.id));
    }
  };

  const askDelete = useCallback((experience: MyExperience) => {
    setDeleteError(undefined);
    setConfirming(experience);
  }, []);
  const cancelDelete = useCallback(() => {
    if (!deleting) setConfirming(null);
  }, [deleting]);
  const confirmDelete = async () => {
    if (!confirming) return;
    setDeleting(true);
    setDeleteError(undefined);
    try {
      await runApiMutation('deleteExperience', { params: { id: confirming.id } });
      patch(confirming.id, null);
      setConfirming(null);
      bus.emit('message:show', { message: t('mine.deleted'), type: 'success' });
    } catch (err) {
      setDeleteError(errorMessage(err, t('mine.deleteFailed')));
    } finally {
      setDeleting(false);
    }
  };

  return {
    state,
    retry,
    pending,
    rowErrors,
    changeVisibility,
    confirming,
    askDelete,
    cancelDelete,
    confirmDelete,
    deleting,
    deleteError,
  };
}
