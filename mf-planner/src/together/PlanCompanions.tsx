import { useAtomValue } from 'jotai';
import { useTranslation } from 'page-singleton';
import { useState } from 'react';
import { errorMessage, languageAtom, useApiMutation, useApiQuery, userAtom, type PlanRole } from 'shared';
import { NS } from '../i18n';
import { invitationRoute } from '../routes';
import '../screenStrings';
import { InviteLinks, type OpenInvite } from './components/InviteLinks';
import { MembersPanel } from './components/MembersPanel';
import { PresenceBar } from './components/PresenceBar';
import { usePlanLive } from './usePlanLive';

/** Where an invitation link leads: the planner's invitation page, as its route declares it. */
export const invitationUrl = (token: string) =>
  `${window.location.origin}${invitationRoute.pattern.replace(':token', token)}`;

/**
 * An account plan's companions: its members (the owner changes roles and removes members; a member may leave) and,
 * for those who may invite (the owner, an editor), links that invite new ones. Viewers see the members only.
 */
export function PlanCompanions({ planId, role, onLeft }: { planId: number; role: PlanRole; onLeft: () => void }) {
  const { t } = useTranslation(NS);
  const language = useAtomValue(languageAtom);
  const me = useAtomValue(userAtom);
  const args = { params: { id: planId } };
  const members = useApiQuery('getPlanMembers', t('together.failed'), { args, keepOnLanguageChange: true });
  const mayInvite = role !== 'viewer';
  const invites = useApiQuery('getPlanInvites', t('together.failed'), { args, enabled: mayInvite });
  const setRole = useApiMutation('setPlanMemberRole');
  const remove = useApiMutation('removePlanMember');
  const leave = useApiMutation('leavePlan');
  const invite = useApiMutation('createPlanInvite');
  const revoke = useApiMutation('revokePlanInvite');
  const [made, setMade] = useState<{ link: string; expires: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = [setRole, remove, leave, invite, revoke].some((m) => m.isPending);
  // the plan is followed live while its companions are shown (an open account plan the user is a member of)
  const here = usePlanLive(planId);

  const run = async (write: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await write();
    } catch (err) {
      setFailure(errorMessage(err, t('together.failed')));
    }
  };

  const shownError = failure ?? (members.state.status === 'error' ? members.state.message : null);
  const open: OpenInvite[] =
    invites.state.status === 'ready'
      ? (invites.state.data.data ?? [])
          .filter((i) => i.status === 'open')
          .map(({ id, role: r, created_at, expires_at }) => ({ id, role: r, created_at, expires_at }))
      : [];
  return (
    <>
      <PresenceBar here={here} />
      {members.state.status === 'ready' && me && (
        <MembersPanel
          members={members.state.data.data ?? []}
          meId={me.id}
          busy={busy}
          onChangeRole={(userId, r) =>
            void run(() => setRole.mutateAsync({ params: { id: planId, userId }, body: { role: r } }))
          }
          onRemove={(userId) => void run(() => remove.mutateAsync({ params: { id: planId, userId } }))}
          onLeave={() =>
            void run(async () => {
              await leave.mutateAsync({ params: { id: planId } });
              onLeft();
            })
          }
        />
      )}
      {mayInvite && (
        <InviteLinks
          link={made?.link ?? null}
          linkExpires={made?.expires ?? null}
          invites={open}
          language={language}
          busy={busy}
          onCreate={(r) =>
            void run(async () => {
              const answer = await invite.mutateAsync({ params: { id: planId }, body: { role: r } });
              setMade({ link: invitationUrl(answer.data!.token), expires: answer.data!.invite.expires_at });
            })
          }
          onRevoke={(inviteId) => void run(() => revoke.mutateAsync({ params: { id: planId, inviteId } }))}
        />
      )}
      {shownError && (
        <p className="mfp-together__error" role="alert">
          {shownError}
        </p>
      )}
    </>
  );
}
