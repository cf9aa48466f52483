import { useTranslation } from 'page-singleton';
import { useEffect, useState } from 'react';
import { api, bus, errorMessage } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';

/** The address of a share link on this site (the shell's `/plans/shared/:token` route). */
export function shareUrl(token: string, origin: string = window.location.origin): string {
  return `${origin}/plans/shared/${encodeURIComponent(token)}`;
}

export interface ShareLinkState {
  shared: boolean;
  link: string | null;
  busy: boolean;
  create: () => Promise<void>;
  revoke: () => Promise<void>;
}

/** Create / revoke the read-only share link of an account plan (`POST` / `DELETE /plan/{id}/share`). */
export function useShareLink(planId: number, initiallyShared: boolean): ShareLinkState {
  const { t } = useTranslation(NS);
  const [shared, setShared] = useState(initiallyShared);
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setShared(initiallyShared), [initiallyShared]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      bus.emit('message:show', { message: errorMessage(err, t('share.failed')), type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return {
    shared,
    link,
    busy,
    create: () =>
      run(async () => {
        const res = await api.call('sharePlan', { params: { id: planId } });
        setLink(shareUrl(res.data!.token));
        setShared(true);
      }),
    revoke: () =>
      run(async () => {
        await api.call('unsharePlan', { params: { id: planId } });
        setLink(null);
        setShared(false);
        bus.emit('message:show', { message: t('share.revoked'), type: 'info' });
      }),
  };
}
