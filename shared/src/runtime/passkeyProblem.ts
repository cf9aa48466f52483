/**
 * Why the browser's passkey prompt ended without an answer, from what navigator.credentials threw (directly, or
 * wrapped by a WebAuthn library as its `cause`): the person cancelled it or let it time out (NotAllowedError,
 * AbortError: the browser does not tell which, on purpose), this authenticator already holds one of the account's
 * passkeys (InvalidStateError at registration), or the browser cannot do WebAuthn at all. Null: another failure
 * (the server's refusal among them), said by its own message.
 */
export type PasskeyProblem = 'cancelled' | 'alreadyRegistered' | 'unsupported';

const BY_NAME: Record<string, PasskeyProblem> = {
  NotAllowedError: 'cancelled',
  AbortError: 'cancelled',
  InvalidStateError: 'alreadyRegistered',
  NotSupportedError: 'unsupported',
};

export function passkeyProblem(error: unknown): PasskeyProblem | null {
  for (let e = error, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth++) {
    const problem = BY_NAME[e.name];
    if (problem) return problem;
    // @simplewebauthn/browser's own codes for the same cases
    const code = (e as { code?: unknown }).code;
    if (code === 'ERROR_CEREMONY_ABORTED') return 'cancelled';
    if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'alreadyRegistered';
  }
  return null;
}
