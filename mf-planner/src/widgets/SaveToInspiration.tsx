import { useTranslation } from 'page-singleton';
import { useState } from 'react';
import { bus, errorMessage } from 'shared';
import { NS } from '../i18n';
import { useInspiration } from '../inspiration';
import { toggleInspiration } from '../common/inspiration';
import { SavedMessage } from './SavedMessage';
import { SaveToggle, type SaveMode } from './SaveToggle';

export interface SaveToInspirationProps {
  placeId: number | string;
  mode?: SaveMode;
  placeName?: string;
}

/**
 * Exposed widget: save / unsave a place in the inspiration list (browser storage for a guest, the account when
 * signed in), saying what it did, with a way to open the list in its drawer. Other remotes mount it with
 * `<RemoteWidget remote="mf_planner" module="SaveToInspiration" extra={{ placeId, mode }} />`.
 */
export function SaveToInspiration({ placeId, mode = 'icon', placeName }: SaveToInspirationProps) {
  const { t } = useTranslation(NS);
  const id = Number(placeId);
  const { ids, status } = useInspiration();
  const [busy, setBusy] = useState(false);
  /** what the last toggle did: saved (true) or removed (false) */
  const [lastSaved, setLastSaved] = useState<boolean | null>(null);
  if (!Number.isInteger(id) || id < 1) return null;
  const saved = ids.includes(id);
  const onToggle = async () => {
    setBusy(true);
    try {
      const nowSaved = await toggleInspiration(id);
      setLastSaved(nowSaved);
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
      <SavedMessage saved={lastSaved} onView={() => bus.emit('drawer:open', { drawer: 'inspiration' })} />
    </span>
  );
}
