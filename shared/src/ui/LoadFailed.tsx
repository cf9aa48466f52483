import { useTranslation } from 'page-singleton';
import '../commonStrings';
import './ui.css';
import { Button } from './Button';

export interface LoadFailedProps {
  /** why it could not load, in the reader's language */
  message: string;
  /** asks again; without it, the message alone (nothing to retry) */
  onRetry?: () => void;
}

/**
 * A screen, section or next page that could not load: why, and Retry. Announced at once (role=alert), so a reader
 * who waited for the content hears that it is not coming.
 */
export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="ti-load-failed">
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </div>
  );
}
