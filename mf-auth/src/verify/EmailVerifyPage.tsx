import { Link, useTranslation } from 'page-singleton';
import { useEffect, useState } from 'react';
import { errorMessage, sharedStore, Spinner, userAtom, type ParcelProps, type User, runApiMutation } from 'shared';
import { NS } from '../i18n';
import { FlowMessage } from '../userform';
import '../common/userform.css';

export type VerifyState =
  { status: 'checking' } | { status: 'done'; user: User } | { status: 'failed'; message: string };

// the link is single use: one request per link even if the page renders twice (StrictMode, remounts)
const inFlight = new Map<string, ReturnType<typeof verifyOnce>>();
function verifyOnce(part1: string, part2: string, part3: string) {
  return runApiMutation('verifyEmail', { params: { part1, part2, part3 } });
}

/** The verification screen (presentational). */
export function EmailVerifyView({ state }: { state: VerifyState }) {
  const { t } = useTranslation(NS);
  if (state.status === 'checking') {
    return (
      <main className="mfa-page" aria-busy="true">
        <h1>{t('verify.title')}</h1>
        <p role="status">
          <Spinner /> {t('verify.checking')}
        </p>
      </main>
    );
  }
  return (
    <main className="mfa-page">
      <FlowMessage
        level={1}
        title={t('verify.title')}
        tone={state.status === 'done' ? 'success' : 'error'}
        actions={<Link to="/">{t('verify.home')}</Link>}
      >
        {state.status === 'done' ? (
          <p>{t('verify.done', { email: state.user.shown_email ?? '' })}</p>
        ) : (
          <>
            <p>{t('verify.failed')}</p>
            <p>{state.message}</p>
          </>
        )}
      </FlowMessage>
    </main>
  );
}

/** `/email-verify/:part1/:part2/:part3`: verifies the address and says so. */
export function EmailVerifyPage({ params }: Partial<Pick<ParcelProps, 'params'>>) {
  const { t } = useTranslation(NS);
  const [state, setState] = useState<VerifyState>({ status: 'checking' });
  const { part1 = '', part2 = '', part3 = '' } = params ?? {};
  useEffect(() => {
    let cancelled = false;
    const key = `${part1}/${part2}/${part3}`;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = verifyOnce(part1, part2, part3);
      inFlight.set(key, pending);
    }
    pending.then(
      (r) => {
        if (cancelled || !r.data) return;
        const user = r.data;
        setState({ status: 'done', user });
        // the signed-in user in this browser is now verified: keep the shared atom in step
        const current = sharedStore.get(userAtom);
        if (current && current.id === user.id) sharedStore.set(userAtom, user);
      },
      (err: unknown) => !cancelled && setState({ status: 'failed', message: errorMessage(err, t('flow.error')) }),
    );
    return () => {
      cancelled = true;
    };
  }, [part1, part2, part3, t]);
  return <EmailVerifyView state={state} />;
}
