import { useTranslation } from 'shared/singleton';
import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { api, bus, errorMessage, languageAtom, type MyExperience } from 'shared';
import { NS } from '../../i18n';
import type { MineState } from '../components/MineView';
import type { Visibility } from '../../publish/components/PublishView';

/** My experiences (GET /video_experience/me): load, change visibility, delete after confirmation. */
export function useMine() {
  const { t } = useTranslation(NS);
  const language = useAtomValue(languageAtom);
  const [state, setState] = useState<MineState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState<number[]>([]);
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const [confirming, setConfirming] = useState<MyExperience | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    api.call('getMyExperiences', { signal: controller.signal }).then(
      (r) => !controller.signal.aborted && setState({ status: 'ready', experiences: r.data ?? [] }),
      (err: unknown) =>
        !controller.signal.aborted && setState({ status: 'error', message: errorMessage(err, t('mine.error')) }),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, attempt]);

  const patch = (id: number, change: Partial<MyExperience> | null) =>
    setState((s) =>
      s.status !== 'ready'
        ? s
        : {
            status: 'ready',
            experiences:
              change === null
                ? s.experiences.filter((e) => e.id !== id)
                : s.experiences.map((e) => (e.id === id ? { ...e, ...change } : e)),
          },
    );
  const setRowError = (id: number, message: string | null) =>
    setRowErrors((all) => {
      const next = { ...all };
      if (message === null) delete next[id];
      else next[id] = message;
      return next;
    });

  const changeVisibility = useCallback(
    async (experience: MyExperience, value: Visibility) => {
      if (value === experience.visible_type) return;
      setPending((p) => [...p, experience.id]);
      setRowError(experience.id, null);
      try {
        const r = await api.call('updateExperience', {
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
    },

    [t],
  );

  const askDelete = useCallback((experience: MyExperience) => {
    setDeleteError(undefined);
    setConfirming(experience);
  }, []);
  const cancelDelete = useCallback(() => {
    if (!deleting) setConfirming(null);
  }, [deleting]);
  const confirmDelete = useCallback(async () => {
    if (!confirming) return;
    setDeleting(true);
    setDeleteError(undefined);
    try {
      await api.call('deleteExperience', { params: { id: confirming.id } });
      patch(confirming.id, null);
      setConfirming(null);
      bus.emit('message:show', { message: t('mine.deleted'), type: 'success' });
    } catch (err) {
      setDeleteError(errorMessage(err, t('mine.deleteFailed')));
    } finally {
      setDeleting(false);
    }
  }, [confirming, t]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
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
