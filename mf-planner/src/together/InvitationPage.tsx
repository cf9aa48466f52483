import { useAtomValue } from 'jotai';
import { useNavigate, useParams, useTranslation } from 'page-singleton';
import { useState } from 'react';
import { bus, Button, errorMessage, loginStateAtom, useApiMutation, useApiQuery } from 'shared';
import { NS } from '../i18n';
import '../screenStrings';
import './components/together.css';

/**
 * `/my/plans/invite/:token`: what an invitation link offers (the plan, the role, who invited). A guest signs in or
 * signs up first (their own plan on this device still moves to the account as at any sign-up); a signed-in person
 * joins and is taken to the plan. A used, revoked or expired link says so, in the reader's language.
 */
export function InvitationPage({ params }: { params?: Record<string, string> }) {
  const { t } = useTranslation(NS);
  const routeParams = useParams();
  const token = params?.token ?? routeParams.token ?? '';
  const signedIn = useAtomValue(loginStateAtom) === 'logged-in';
  const navigate = useNavigate();
  const invitation = useApiQuery('getPlanInvitation', t('invitation.failed'), { args: { params: { token } } });
  const accept = useApiMutation('acceptPlanInvite');
  const [failure, setFailure] = useState<string | null>(null);

  const join = async () => {
    setFailure(null);
    try {
      const answer = await accept.mutateAsync({ params: { token } });
      navigate(`/my/plans/${answer.data!.plan_id}`);
    } catch (err) {
      setFailure(errorMessage(err, t('invitation.failed')));
    }
  };

  const state = invitation.state;
  return (
    <InvitationView
      invitation={state.status === 'ready' ? (state.data.data ?? null) : null}
      loading={state.status === 'loading'}
      error={state.status === 'error' ? state.message : (failure ?? null)}
      signedIn={signedIn}
      joining={accept.isPending}
      onJoin={() => void join()}
      onSignIn={() => bus.emit('auth:open-login', {})}
    />
  );
}

/** What an invitation offers, as the invitation page shows it (a screen state of its own, for its stories). */
export interface InvitationViewProps {
  invitation: { plan_name: string; role: 'editor' | 'viewer'; invited_by: string | null } | null;
  loading: boolean;
  /** the invitation could not be read (used, revoked, expired) or joining failed: what to say */
  error: string | null;
  signedIn: boolean;
  joining: boolean;
  onJoin: () => void;
  onSignIn: () => void;
}

export function InvitationView({
  invitation,
  loading,
  error,
  signedIn,
  joining,
  onJoin,
  onSignIn,
}: InvitationViewProps) {
  const { t } = useTranslation(NS);
  return (
    <main className="mfp-plans mfp-together__invitation">
      <h1>{t('invitation.title')}</h1>
      {loading && <p role="status">{t('invitation.loading')}</p>}
      {invitation && (
        <>
          <p>
            {invitation.invited_by
              ? t(`invitation.offer.${invitation.role}`, { name: invitation.invited_by, plan: invitation.plan_name })
              : t(`invitation.offerAnonymous.${invitation.role}`, { plan: invitation.plan_name })}
          </p>
          {signedIn ? (
            <Button onClick={onJoin} disabled={joining}>
              {t('invitation.join')}
            </Button>
          ) : (
            <>
              <p className="mfp-hint">{t('invitation.signInFirst')}</p>
              <Button onClick={onSignIn}>{t('invitation.signIn')}</Button>
            </>
          )}
        </>
      )}
      {error && (
        <p className="mfp-together__error" role="alert">
          {error}
        </p>
      )}
    </main>
  );
}
