import { useTranslation } from 'page-singleton';
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { bus, errorMessage, languageAtom, useApiMutation } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import { changeCachedPlan } from '../../common/planCache';

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

/** A share link changes whether the plan is shared, which its cached answer is told here. */
const SHARE_WRITE = { updatedHere: ['getPlan'] } as const;

/** Create / revoke the read-only share link of an account plan (`POST` / `DELETE /plan/{id}/share`). */
export function useShareLink(planId: number, initiallyShared: boolean): ShareLinkState {
  const { t } = useTranslation(NS);
  const language = useAtomValue(languageAtom);
  const sharePlan = useApiMutation('sharePlan', SHARE_WRITE);
  const unsharePlan = useApiMutation('unsharePlan', SHARE_WRITE);
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
  const sharedNow = (now: boolean) => {
    setShared(now);
    changeCachedPlan(planId, language, (plan) => ({ ...plan, shared: now }));
  };

  return {
    shared,
    link,
    busy,
    create: () =>
      run(async () => {
        const res = await sharePlan.mutateAsync({ params: { id: planId } });
        setLink(shareUrl(res.data!.token));
        sharedNow(true);
      }),
    revoke: () =>
      run(async () => {
        await unsharePlan.mutateAsync({ params: { id: planId } });
        setLink(null);
        sharedNow(false);
        bus.emit('message:show', { message: t('share.revoked'), type: 'info' });
      }),
  };
}
