import { useTranslation } from 'page-singleton';
import '../commonStrings';
import './ui.css';

export interface OfflineNoticeProps {
  /** when the newest answer shown was read from the server (ms since the epoch) */
  savedAt: number;
}

/** The time of day as the language writes it, on the 24-hour clock (14:02). */
function clockTime(at: number, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

/** Said while the page shows saved answers because the server cannot be reached: since when they are. */
export function OfflineNotice({ savedAt }: OfflineNoticeProps) {
  const { t, i18n } = useTranslation('common');
  return (
    <p className="ti-offline-notice" role="status">
      {t('ui.offline.notice', { time: clockTime(savedAt, i18n.language) })}
    </p>
  );
}

/** Beside a change made without a connection: it is kept, and sent when the connection is back. */
export function WaitingToSync() {
  const { t } = useTranslation('common');
  return (
    <span className="ti-waiting-to-sync" role="status">
      {t('ui.offline.waiting')}
    </span>
  );
}
