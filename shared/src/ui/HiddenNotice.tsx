import { useTranslation } from 'page-singleton';
import '../commonStrings';
import './ui.css';

export interface HiddenNoticeProps {
  /** why the administrator hid it */
  reason: string;
  /** who can still see it, in the words of the item (a video, a post) */
  text: string;
}

/**
 * What the author and the administrators see on content an administrator hid (everyone else never receives it):
 * that it is hidden, who can still see it, and why.
 */
export function HiddenNotice({ reason, text }: HiddenNoticeProps) {
  const { t } = useTranslation('common');
  return (
    <div className="ti-hidden-notice" role="note" aria-label={t('ui.hidden.heading')}>
      <strong>{t('ui.hidden.heading')}</strong>
      <p>{text}</p>
      <p>{t('ui.hidden.reason', { reason })}</p>
    </div>
  );
}
