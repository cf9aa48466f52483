import { useTranslation } from 'page-singleton';
import { useState } from 'react';
import { bus, Button, ConfirmDialog, errorMessage, useApiPages, useApiQuery, runApiMutation } from 'shared';
import { NS } from '../i18n';
import '../screenStrings';
import { ExperienceListView } from '../common/ExperienceListView';
import { pagedByCursor, timedPages } from '../common/timedPages';
import { useUndoableRemoval } from '../common/useUndoableRemoval';

const HISTORY_UPDATED_HERE = { updatedHere: ['getHistory'] } as const;

/** `/my/history`: what I watched, page by page; remove one (with undo), clear all (asked first), pause recording. */
export function HistoryPage() {
  const { t } = useTranslation(NS);
  // (an experience changed or deleted by its owner shows as it is now)
  const pages = useApiPages('getHistory', t('list.error'), { ...pagedByCursor, staleOn: ['experience:changed'] });
  const { list, update } = timedPages(pages, (item) => item.viewed_at);
  const { removing, remove } = useUndoableRemoval({
    update,
    // (the list's pages are updated here with the change: asking them again would be a wasted request)
    remove: (item) => runApiMutation('deleteHistoryEntry', { params: { id: item.id } }, HISTORY_UPDATED_HERE),
    restore: (item) =>
      runApiMutation(
        'restoreHistoryEntry',
        { params: { id: item.id }, body: { viewed_at: item.at } },
        HISTORY_UPDATED_HERE,
      ),
    removedText: (item) => t('history.removed', { title: item.title }),
    removeError: t('history.removeError'),
  });
  // whether recording is paused, from the page's one cache (null until it is known)
  const settings = useApiQuery('getHistorySettings', t('history.settingError'), {
    select: (r) => r.data?.paused ?? false,
  });
  const paused = settings.state.status === 'ready' ? settings.state.data : null;
  const [busy, setBusy] = useState<'clear' | 'pause' | null>(null);
  const [asking, setAsking] = useState(false);
  const [clearError, setClearError] = useState<string | null>(null);

  const fail = (err: unknown, fallback: string) =>
    bus.emit('message:show', { message: errorMessage(err, fallback), type: 'error' });

  const clearAll = async () => {
    setBusy('clear');
    setClearError(null);
    try {
      // (the list is asked again: clearing it is declared to change it)
      await runApiMutation('clearHistory');
      setAsking(false);
      bus.emit('message:show', { message: t('history.cleared'), type: 'success' });
    } catch (err) {
      setClearError(errorMessage(err, t('history.clearError')));
    } finally {
      setBusy(null);
    }
  };

  const togglePause = async () => {
    setBusy('pause');
    try {
      const r = await runApiMutation(
        'setHistorySettings',
        { body: { paused: !paused } },
        { updatedHere: ['getHistorySettings'] },
      );
      // what the server answered is the setting now, wherever it is shown
      settings.replace((answer) => ({ ...answer, data: { paused: r.data?.paused ?? !paused } }));
    } catch (err) {
      fail(err, t('history.settingError'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <ExperienceListView
      title={t('history.title')}
      list={list}
      emptyText={t('history.empty')}
      removeLabel={(title) => t('history.remove', { title })}
      timeLabel={(time) => t('history.watched', { time })}
      onRemove={(item) => void remove(item)}
      removing={removing}
      toolbar={
        <>
          <HistoryToolbar
            paused={paused}
            busy={busy}
            canClear={list.state.status === 'ready' && list.state.items.length > 0}
            onClear={() => {
              setClearError(null);
              setAsking(true);
            }}
            onTogglePause={togglePause}
          />
          <ConfirmDialog
            open={asking}
            heading={t('history.clearHeading')}
            confirmLabel={t('history.clearConfirm')}
            onConfirm={() => void clearAll()}
            onCancel={() => setAsking(false)}
            busy={busy === 'clear'}
            error={clearError}
          >
            <p>{t('history.clearText')}</p>
          </ConfirmDialog>
        </>
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
