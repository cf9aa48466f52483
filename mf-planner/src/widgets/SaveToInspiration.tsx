import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, errorMessage } from 'shared';
import { NS } from '../i18n';
import { useInspiration } from '../inspiration/hooks/useInspiration';
import { inspirationStore } from '../inspiration/state/inspirationStore';
import { SaveToggle, type SaveMode } from './SaveToggle';

export interface SaveToInspirationProps {
  placeId: number | string;
  mode?: SaveMode;
  placeName?: string;
}

/**
 * Exposed widget: save / unsave a place in the inspiration list (browser storage for a guest, the account when
 * signed in). Other remotes mount it with `<RemoteWidget remote="mf_planner" module="SaveToInspiration"
 * extra={{ placeId, mode }} />`.
 */
export function SaveToInspiration({ placeId, mode = 'icon', placeName }: SaveToInspirationProps) {
  const { t } = useTranslation(NS);
  const id = Number(placeId);
  const { ids, status } = useInspiration();
  const [busy, setBusy] = useState(false);
  const [announce, setAnnounce] = useState('');
  if (!Number.isInteger(id) || id < 1) return null;
  const saved = ids.includes(id);
  const onToggle = async () => {
    setBusy(true);
    try {
      const nowSaved = await inspirationStore.toggle(id);
      setAnnounce(t(nowSaved ? 'save.announceSaved' : 'save.announceRemoved'));
    } catch (err) {
      bus.emit('message:show', { message: errorMessage(err, t('error.save')), type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="mfp-save">
      <SaveToggle
        saved={saved}
        mode={mode}
        busy={busy || status === 'loading'}
        placeName={placeName}
        onToggle={() => void onToggle()}
      />
      <span className="ti-visually-hidden" role="status" aria-live="polite">
        {announce}
      </span>
    </span>
  );
}
