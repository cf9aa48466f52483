import { useTranslation } from 'page-singleton';
import { Button } from 'shared';
import { NS } from '../i18n';

/** "Could not load" with Retry (when the caller can retry), announced to screen readers. */
export function LoadError({
  onRetry,
  className,
  small,
}: {
  onRetry?: () => void;
  className?: string;
  small?: boolean;
}) {
  const { t } = useTranslation(NS);
  return (
    <div role="alert" className={className}>
      <p>{t('error.load')}</p>
      {onRetry && (
        <Button size={small ? 'sm' : undefined} onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </div>
  );
}
