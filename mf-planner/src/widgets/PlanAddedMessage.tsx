import { useTranslation } from 'page-singleton';
import { NS } from '../i18n';
import '../common/widgets.css';

/** What adding a place did: added it, found it already there, or moved it next to the chosen place. */
export type AddOutcome = 'added' | 'already' | 'moved';

/**
 * The polite message under "Add to plan" (an empty live region until something happened), with a button
 * that opens the plan in the planner drawer.
 */
export function PlanAddedMessage({
  outcome,
  planName,
  onView,
}: {
  outcome: AddOutcome | null;
  planName: string;
  onView: () => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <p className="mfp-add__status" role="status" aria-live="polite">
      {outcome && (
        <>
          {t(`add.${outcome}`, { name: planName })}{' '}
          <button type="button" className="mfp-linkbutton" onClick={onView}>
            {t('add.view')}
          </button>
        </>
      )}
    </p>
  );
}
