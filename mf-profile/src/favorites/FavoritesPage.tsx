import { useTranslation } from 'page-singleton';
import { api, useApiPages, type BusEventName } from 'shared';
import { NS } from '../i18n';
import '../screenStrings';
import { ExperienceListView } from '../common/ExperienceListView';
import { pagedByCursor, timedPages } from '../common/timedPages';
import { useUndoableRemoval } from '../common/useUndoableRemoval';

/** A favorite added or taken back on another screen, an experience changed or deleted by its owner. */
const FAVORITES_CHANGE: readonly BusEventName[] = ['experience:reacted', 'experience:changed'];

/** `/my/favorites`: my favorite experiences, page by page; remove one (with undo). */
export function FavoritesPage() {
  const { t } = useTranslation(NS);
  const { list, update } = timedPages(
    useApiPages('getFavorites', t('list.error'), { ...pagedByCursor, staleOn: FAVORITES_CHANGE }),
    (item) => item.favorited_at,
  );
  const { removing, remove } = useUndoableRemoval({
    update,
    remove: (item) => api.call('removeFavorite', { params: { id: item.id } }),
    restore: (item) => api.call('restoreFavorite', { params: { id: item.id }, body: { favorited_at: item.at } }),
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
