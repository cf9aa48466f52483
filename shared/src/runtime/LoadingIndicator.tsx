import { useTranslation } from 'page-singleton';
import '../ui/ui.css';
import '../commonStrings';

/** The loading bar shown while a page or a remote loads. */
export function LoadingIndicator() {
  const { t } = useTranslation('common');
  return (
    <div className="ti-loading" role="status" aria-live="polite">
      <span className="ti-loading__bar" aria-hidden="true" />
      <span className="ti-visually-hidden">{t('loading')}</span>
    </div>
  );
}
