import { useTranslation } from 'page-singleton';
import { NS } from '../i18n';
import '../common/widgets.css';

/**
 * The polite message beside the save toggle (an empty live region until it is used): saved, with a button
 * that opens the inspiration list in its drawer, or removed.
 */
export function SavedMessage({ saved, onView }: { saved: boolean | null; onView: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <span className="mfp-save__status" role="status" aria-live="polite">
      {saved === true && (
        <>
          {t('save.announceSaved')}{' '}
          <button type="button" className="mfp-linkbutton" onClick={onView}>
            {t('save.view')}
          </button>
        </>
      )}
      {saved === false && t('save.announceRemoved')}
    </span>
  );
}
