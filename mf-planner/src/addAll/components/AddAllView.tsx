import { Link, useTranslation } from 'page-singleton';
import { Button } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import { LoadError } from '../../common/LoadError';
import type { PlanId } from '../../common/planSource';
import '../../common/widgets.css';

export interface AddAllOption {
  /** a plan, or 'new' for a new plan named after the video */
  id: PlanId | 'new';
  label: string;
}

export interface AddAllResult {
  planId: PlanId;
  name: string;
  added: number;
  skipped: number;
}

export interface AddAllViewProps {
  /** the picker is open */
  open: boolean;
  /** what the picker offers; null while loading */
  options: AddAllOption[] | null;
  loadError?: boolean;
  busy?: boolean;
  /** the video has no places: nothing to add */
  noPlaces?: boolean;
  result?: AddAllResult | null;
  onToggle: () => void;
  onChoose: (id: PlanId | 'new') => void;
  onRetry?: () => void;
}

/** "Add all places of this video to a plan": a button, then a choice of plan, then what was added. */
export function AddAllView(props: AddAllViewProps) {
  const { open, options, loadError = false, busy = false, noPlaces = false, result, onToggle, onChoose } = props;
  const { t } = useTranslation(NS);
  return (
    <div className="mfp-add mfp-addall">
      <Button
        size="sm"
        variant="secondary"
        aria-expanded={open}
        aria-controls="mfp-addall-picker"
        loading={busy}
        onClick={onToggle}
      >
        {t('addAll.button')}
      </Button>
      {open && (
        <div className="mfp-add__picker" id="mfp-addall-picker" role="group" aria-label={t('addAll.choose')}>
          {loadError ? (
            <LoadError onRetry={props.onRetry} small />
          ) : noPlaces ? (
            <p>{t('addAll.noPlaces')}</p>
          ) : options === null ? (
            <p role="status">{t('loading')}</p>
          ) : (
            <ul className="mfp-add__plans">
              {options.map((o) => (
                <li key={String(o.id)}>
                  <button type="button" className="mfp-add__plan" disabled={busy} onClick={() => onChoose(o.id)}>
                    {o.label}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <p className="mfp-add__status" role="status" aria-live="polite">
        {result && (
          <>
            {result.added === 0
              ? t('addAll.nothing', { name: result.name })
              : t('addAll.added', { count: result.added, name: result.name })}
            {result.added > 0 && result.skipped > 0 && <> {t('addAll.skipped', { count: result.skipped })}</>}{' '}
            <Link to={`/my/plans/${result.planId}`}>{t('add.view')}</Link>
          </>
        )}
      </p>
    </div>
  );
}
