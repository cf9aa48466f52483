import { useTranslation } from 'page-singleton';
import { useState } from 'react';
import { bus, errorMessage } from 'shared';
import { NS } from '../i18n';
import type { TimedExperience } from './ExperienceListView';
import { putBack } from './putBack';

export interface UndoableRemovalOptions<T extends TimedExperience> {
  /** a change of the list's items made here (the cached pages') */
  update: (change: (items: T[]) => T[]) => void;
  /** remove the item on the server */
  remove: (item: T) => Promise<unknown>;
  /** put the item back on the server, at the time it had */
  restore: (item: T) => Promise<unknown>;
  /** the message after a removal ("… was removed from your history.") */
  removedText: (item: T) => string;
  removeError: string;
}

/**
 * Removing a favorite or a history entry takes effect at once, without asking; the message that says so offers
 * "Undo", which puts the item back where it was, on the server and in the list.
 */
export function useUndoableRemoval<T extends TimedExperience>({
  update,
  remove,
  restore,
  removedText,
  removeError,
}: UndoableRemovalOptions<T>) {
  const { t } = useTranslation(NS);
  const [removing, setRemoving] = useState<number[]>([]);
  const fail = (err: unknown, fallback: string) =>
    bus.emit('message:show', { message: errorMessage(err, fallback), type: 'error' });

  const undo = async (item: T) => {
    try {
      await restore(item);
      update((items) => putBack(items, item));
    } catch (err) {
      fail(err, t('list.restoreError', { title: item.title }));
    }
  };

  const removeItem = async (item: T) => {
    setRemoving((r) => [...r, item.id]);
    try {
      await remove(item);
      update((items) => items.filter((i) => i.id !== item.id));
      bus.emit('message:show', {
        message: removedText(item),
        type: 'success',
        action: { label: t('list.undo'), onAction: () => void undo(item) },
      });
    } catch (err) {
      fail(err, removeError);
    } finally {
      setRemoving((r) => r.filter((id) => id !== item.id));
    }
  };

  return { removing, remove: removeItem };
}
