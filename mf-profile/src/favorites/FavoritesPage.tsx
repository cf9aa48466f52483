import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, bus, errorMessage } from 'shared';
import { NS } from '../i18n';
import { ExperienceListView, type TimedExperience } from '../common/ExperienceListView';
import { usePagedList } from '../common/usePagedList';

/** `/my/favorites`: my favorite experiences, page by page; remove one. */
export function FavoritesPage() {
  const { t } = useTranslation(NS);
  const fetchPage = useCallback(async (page: number, signal: AbortSignal) => {
    const r = await api.call('getFavorites', { params: { page }, signal });
    return {
      items: (r.data ?? []).map(({ favorited_at, ...e }) => ({ ...e, at: favorited_at })),
      maxPage: r.result?.max_page ?? 0,
      total: r.result?.total ?? 0,
    };
  }, []);
  const { state, loadMore, retry, update } = usePagedList<TimedExperience>(fetchPage, 'favorites', t('list.error'));
  const [removing, setRemoving] = useState<number[]>([]);

  const remove = async (item: TimedExperience) => {
    setRemoving((r) => [...r, item.id]);
    try {
      await api.call('removeFavorite', { params: { id: item.id } });
      update((items) => items.filter((i) => i.id !== item.id), -1);
      bus.emit('message:show', { message: t('favorites.removed', { title: item.title }), type: 'success' });
    } catch (err) {
      bus.emit('message:show', { message: errorMessage(err, t('favorites.removeError')), type: 'error' });
    } finally {
      setRemoving((r) => r.filter((id) => id !== item.id));
    }
  };

  return (
    <ExperienceListView
      title={t('favorites.title')}
      list={state}
      emptyText={t('favorites.empty')}
      removeLabel={(title) => t('favorites.remove', { title })}
      timeLabel={(time) => t('favorites.added', { time })}
      onRemove={remove}
      onLoadMore={loadMore}
      onRetry={retry}
      removing={removing}
    />
  );
}
