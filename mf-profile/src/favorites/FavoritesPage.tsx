import { useTranslation } from 'page-singleton';
import { useApiPages, type BusEventName, runApiMutation } from 'shared';
import { NS } from '../i18n';
import '../screenStrings';
import { ExperienceListView } from '../common/ExperienceListView';
import { pagedByCursor, timedPages } from '../common/timedPages';
import { useUndoableRemoval } from '../common/useUndoableRemoval';

/** A favorite added or taken back on another screen, an experience changed or deleted by its owner. */
const FAVORITES_CHANGE: readonly BusEventName[] = ['experience:reacted', 'experience:changed'];

const FAVORITES_UPDATED_HERE = { updatedHere: ['getFavorites'] } as const;

/** `/my/favorites`: my favorite experiences, page by page; remove one (with undo). */
export function FavoritesPage() {
  const { t } = useTranslation(NS);
  const { list, update } = timedPages(
    useApiPages('getFavorites', t('list.error'), { ...pagedByCursor, staleOn: FAVORITES_CHANGE }),
    (item) => item.favorited_at,
  );
  const { removing, remove } = useUndoableRemoval({
    update,
    // (the list's pages are updated here with the change: asking them again would be a wasted request)
    remove: (item) => runApiMutation('removeFavorite', { params: { id: item.id } }, FAVORITES_UPDATED_HERE),
    restore: (item) =>
      runApiMutation(
        'restoreFavorite',
        { params: { id: item.id }, body: { favorited_at: item.at } },
        FAVORITES_UPDATED_HERE,
      ),
    removedText: (item) => t('favorites.removed', { title: item.title }),
    removeError: t('favorites.removeError'),
  });

  return (
    <ExperienceListView
      title={t('favorites.title')}
      list={list}
      emptyText={t('favorites.empty')}
      removeLabel={(title) => t('favorites.remove', { title })}
      timeLabel={(time) => t('favorites.added', { time })}
      onRemove={(item) => void remove(item)}
      removing={removing}
    />
  );
}
