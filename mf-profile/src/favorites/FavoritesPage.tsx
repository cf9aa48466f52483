import { useTranslation } from 'shared/singleton';
import { useCallback } from 'react';
import { api } from 'shared';
import { NS } from '../i18n';
import '../screenStrings';
import { ExperienceListView, type TimedExperience } from '../common/ExperienceListView';
import { usePagedList } from '../common/usePagedList';
import { useUndoableRemoval } from '../common/useUndoableRemoval';

const idOf = (item: TimedExperience) => item.id;

/** `/my/favorites`: my favorite experiences, page by page; remove one (with undo). */
export function FavoritesPage() {
  const { t } = useTranslation(NS);
  const fetchPage = useCallback(async (page: number, signal: AbortSignal, cursor: string | null) => {
    const r = await api.call('getFavorites', { params: { page }, query: cursor ? { cursor } : {}, signal });
    return {
      items: (r.data ?? []).map(({ favorited_at, ...e }) => ({ ...e, at: favorited_at })),
      maxPage: r.result?.max_page ?? 0,
      total: r.result?.total ?? 0,
      nextCursor: r.result?.next_cursor,
    };
  }, []);
  const { state, loadMore, retry, update } = usePagedList<TimedExperience>(
    fetchPage,
    'favorites',
    t('list.error'),
    idOf,
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
      list={state}
      emptyText={t('favorites.empty')}
      removeLabel={(title) => t('favorites.remove', { title })}
      timeLabel={(time) => t('favorites.added', { time })}
      onRemove={(item) => void remove(item)}
      onLoadMore={loadMore}
      onRetry={retry}
      removing={removing}
    />
  );
}
