import { useTranslation } from 'page-singleton';
import { LoadFailed } from 'shared';
import { NS } from '../../i18n';
import '../../common/detail.css';

/** The detail page while the experience loads. */
export function ExperienceLoading() {
  const { t } = useTranslation(NS);
  return (
    <main className="mfe-detail" aria-busy="true">
      <p role="status" className="ti-visually-hidden">
        {t('detail.loading')}
      </p>
      <div aria-hidden="true">
        <div className="mfe-player mfe-skeleton" />
        <div className="mfe-skeleton mfe-skeleton__title" />
        <div className="mfe-skeleton mfe-skeleton__line" />
      </div>
    </main>
  );
}

/** The detail page when loading failed, with Retry. */
export function ExperienceError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <main className="mfe-detail">
      <h1>{t('screen.detail')}</h1>
      <LoadFailed message={message} onRetry={onRetry} />
    </main>
  );
}
