import { useTranslation } from 'page-singleton';
import { NS } from '../../i18n';

export type ExperienceViewMode = 'normal' | 'map';

/** Normal view / map view of the experience detail page, as two toggle buttons. */
export function ViewSwitch({
  view,
  onChange,
}: {
  view: ExperienceViewMode;
  onChange: (v: ExperienceViewMode) => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <div className="mfe-switch" role="group" aria-label={t('view.label')}>
      {(['normal', 'map'] as const).map((v) => (
        <button key={v} type="button" aria-pressed={view === v} onClick={() => onChange(v)}>
          {t(`view.${v}`)}
        </button>
      ))}
    </div>
  );
}
