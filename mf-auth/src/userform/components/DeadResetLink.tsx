import { Link, useTranslation } from 'page-singleton';
import { NS } from '../../i18n';
import { FlowMessage } from './FlowMessage';

/** The reset page of a link that no longer works (used, expired, replaced by a newer one): why, and a new link. */
export function DeadResetLink({ message }: { message: string }) {
  const { t } = useTranslation(NS);
  return (
    <FlowMessage
      title={t('flow.resetLinkDeadTitle')}
      tone="error"
      level={1}
      actions={<Link to="/forgot-password">{t('flow.askNewLink')}</Link>}
    >
      <p>{message}</p>
    </FlowMessage>
  );
}
