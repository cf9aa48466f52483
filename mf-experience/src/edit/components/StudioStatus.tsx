import { useTranslation } from 'shared/singleton';
import { Button, Spinner } from 'shared';
import { NS } from '../../i18n';
import '../../common/detail.css';
import '../../common/studio.css';

/** A publishing screen while its data loads. */
export function StudioLoading({ heading, label }: { heading: string; label: string }) {
  return (
    <main className="mfe-studio" aria-busy="true">
      <h1>{heading}</h1>
      <Spinner label={label} />
    </main>
  );
}

/** A publishing screen that could not load (with Retry when it may help). */
export function StudioError({ heading, message, onRetry }: { heading: string; message: string; onRetry?: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <main className="mfe-studio">
      <h1>{heading}</h1>
      <div role="alert" className="mfe-error">
        <p>{message}</p>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {t('retry', { ns: 'common' })}
          </Button>
        )}
      </div>
    </main>
  );
}
