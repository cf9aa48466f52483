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
    <main className="mfp-plans mfp-together__invitation">
      <h1>{t('invitation.title')}</h1>
      {state.status === 'loading' && <p role="status">{t('invitation.loading')}</p>}
      {state.status === 'error' && (
        <p className="mfp-together__error" role="alert">
          {state.message}
        </p>
      )}
      {state.status === 'ready' && state.data.data && (
        <>
          <p>
            {state.data.data.invited_by
              ? t(`invitation.offer.${state.data.data.role}`, {
                  name: state.data.data.invited_by,
                  plan: state.data.data.plan_name,
                })
              : t(`invitation.offerAnonymous.${state.data.data.role}`, { plan: state.data.data.plan_name })}
          </p>
          {signedIn ? (
            <Button onClick={() => void join()} disabled={accept.isPending}>
              {t('invitation.join')}
            </Button>
          ) : (
            <>
              <p className="mfp-hint">{t('invitation.signInFirst')}</p>
              <Button onClick={() => bus.emit('auth:open-login', {})}>{t('invitation.signIn')}</Button>
            </>
          )}
          {failure && (
            <p className="mfp-together__error" role="alert">
              {failure}
            </p>
          )}
        </>
      )}
    </main>
  );
}
