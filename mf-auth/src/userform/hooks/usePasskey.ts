import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useTranslation } from 'page-singleton';
import { useCallback } from 'react';
import { passkeyProblem, runApiMutation, type User } from 'shared';
import { NS } from '../../i18n';
import { useAuthCall } from './useAuthCall';

/** The browser cannot show a passkey prompt at all (said as the browser says it). */
class PasskeysUnsupported extends Error {
  constructor() {
    super('WebAuthn is not available');
    this.name = 'NotSupportedError';
  }
}

/**
 * Sign in or sign up with a passkey: the server's options (a fresh challenge), the browser's prompt, then the
 * answer to the server, which starts the session. One at a time, with `busy` and a localized `error`: the prompt
 * cancelled or timed out said plainly, the server's refusal in its own words. Each resolves with the signed-in
 * user, or null after a failure.
 */
export function usePasskey() {
  const { t } = useTranslation(NS);
  const explain = useCallback(
    (err: unknown) => {
      const problem = passkeyProblem(err);
      return problem ? t(`passkey.${problem}`) : null;
    },
    [t],
  );
  const { run, submitting, error, clearError } = useAuthCall(explain);

  const ceremony = useCallback(
    (steps: () => Promise<User | undefined>) =>
      run(async () => {
        if (!browserSupportsWebAuthn()) throw new PasskeysUnsupported();
        return (await steps()) ?? null;
      }).then((user) => user ?? null),
    [run],
  );

  const signIn = useCallback(
    (remember = false) =>
      ceremony(async () => {
        const options = await runApiMutation('passkeySignInOptions');
        const optionsJSON = options.data as PublicKeyCredentialRequestOptionsJSON;
        const response = await startAuthentication({ optionsJSON });
        return (await runApiMutation('passkeySignIn', { body: { response, remember } })).data;
      }),
    [ceremony],
  );

  const signUp = useCallback(
    (email: string) =>
      ceremony(async () => {
        const options = await runApiMutation('passkeySignUpOptions', { body: { email } });
        const optionsJSON = options.data as PublicKeyCredentialCreationOptionsJSON;
        const response = await startRegistration({ optionsJSON });
        return (await runApiMutation('passkeySignUp', { body: { response } })).data;
      }),
    [ceremony],
  );

  return { busy: submitting, error, signIn, signUp, clearError };
}
