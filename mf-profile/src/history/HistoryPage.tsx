import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, bus, Button, errorMessage } from 'shared';
import { NS } from '../i18n';
import { ExperienceListView, type TimedExperience } from '../common/ExperienceListView';
import { usePagedList } from '../common/usePagedList';

/** `/my/history`: what I watched, page by page; remove one, clear all, pause recording. */
export function HistoryPage() {
  const { t } = useTranslation(NS);
  const fetchPage = useCallback(async (page: number, signal: AbortSignal) => {
    const r = await api.call('getHistory', { params: { page }, signal });
    return {
      items: (r.data ?? []).map(({ viewed_at, ...e }) => ({ ...e, at: viewed_at })),
      maxPage: r.result?.max_page ?? 0,
      total: r.result?.total ?? 0,
    };
  }, []);
  const { state, loadMore, retry, update, reload } = usePagedList<TimedExperience>(
    fetchPage,
    'history',
    t('list.error'),
  );
  const [removing, setRemoving] = useState<number[]>([]);
  const [paused, setPaused] = useState<boolean | null>(null);
  const [busy, setBusy] = useState<'clear' | 'pause' | null>(null);

  useEffect(() => {
    const c = new AbortController();
    api.call('getHistorySettings', { signal: c.signal }).then(
      (r) => setPaused(r.data?.paused ?? false),
      () => undefined,
    );
    return () => c.abort();
  }, []);

  const fail = (err: unknown, fallback: string) =>
    bus.emit('message:show', { message: errorMessage(err, fallback), type: 'error' });

  const remove = async (item: TimedExperience) => {
    setRemoving((r) => [...r, item.id]);
    try {
      await api.call('deleteHistoryEntry', { params: { id: item.id } });
      update((items) => items.filter((i) => i.id !== item.id), -1);
    } catch (err) {
      fail(err, t('history.removeError'));
    } finally {
      setRemoving((r) => r.filter((id) => id !== item.id));
    }
  };

  const clearAll = async () => {
    if (!window.confirm(t('history.clearConfirm'))) return;
    setBusy('clear');
    try {
      await api.call('clearHistory');
      reload();
      bus.emit('message:show', { message: t('history.cleared'), type: 'success' });
    } catch (err) {
      fail(err, t('history.settingError'));
    } finally {
      setBusy(null);
    }
  };

  const togglePause = async () => {
    setBusy('pause');
    try {
      const r = await api.call('setHistorySettings', { body: { paused: !paused } });
      setPaused(r.data?.paused ?? !paused);
    } catch (err) {
      fail(err, t('history.settingError'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <ExperienceListView
      title={t('history.title')}
      list={state}
      emptyText={t('history.empty')}
      removeLabel={(title) => t('history.remove', { title })}
      timeLabel={(time) => t('history.watched', { time })}
      onRemove={remove}
      onLoadMore={loadMore}
      onRetry={retry}
      removing={removing}
      toolbar={
        <HistoryToolbar
          paused={paused}
          busy={busy}
          canClear={state.items.length > 0}
          onClear={clearAll}
          onTogglePause={togglePause}
        />
      }
    />
  );
}

export interface HistoryToolbarProps {
  paused: boolean | null;
  busy: 'clear' | 'pause' | null;
  canClear: boolean;
  onClear: () => void;
  onTogglePause: () => void;
}

export function HistoryToolbar({ paused, busy, canClear, onClear, onTogglePause }: HistoryToolbarProps) {
  const { t } = useTranslation(NS);
  return (
    <>
      <div className="mfpr-toolbar">
        <Button variant="secondary" onClick={onClear} disabled={!canClear} loading={busy === 'clear'}>
          {t('history.clear')}
        </Button>
        {paused !== null && (
          <Button variant="secondary" onClick={onTogglePause} aria-pressed={paused} loading={busy === 'pause'}>
            {paused ? t('history.resume') : t('history.pause')}
          </Button>
        )}
      </div>
      {paused && (
        <p role="status" className="mfpr-status">
          {t('history.paused')}
        </p>
      )}
    </>
  );
}
