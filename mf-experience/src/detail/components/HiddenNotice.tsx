import { useTranslation } from 'shared/singleton';
import type { HiddenMark } from 'shared';
import { NS } from '../../i18n';

/**
 * What the author and the administrators see on a video an administrator hid (everyone else never receives it):
 * that it is hidden, and why. The video page and the author's list of videos show it.
 */
export function HiddenNotice({ hidden }: { hidden: HiddenMark }) {
  const { t } = useTranslation(NS);
  return (
    <div className="mfe-hidden" role="note" aria-label={t('hidden.heading')}>
      <strong>{t('hidden.heading')}</strong>
      <p>{t('hidden.text')}</p>
      <p>{t('hidden.reason', { reason: hidden.reason })}</p>
    </div>
  );
}
