import { passkeyProblem } from './passkeyProblem';

const named = (name: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error('x'), { name }, extra) as Error;

describe('passkeyProblem', () => {
  it('says "cancelled" for the prompt dismissed or timed out, also when a library wraps it', () => {
    expect(passkeyProblem(named('NotAllowedError'))).toBe('cancelled');
    expect(passkeyProblem(named('WebAuthnError', { cause: named('NotAllowedError') }))).toBe('cancelled');
    expect(passkeyProblem(named('WebAuthnError', { code: 'ERROR_CEREMONY_ABORTED' }))).toBe('cancelled');
  });

  it('knows an authenticator that already holds a passkey of the account, and a browser without WebAuthn', () => {
    expect(passkeyProblem(named('InvalidStateError'))).toBe('alreadyRegistered');
    expect(passkeyProblem(named('NotSupportedError'))).toBe('unsupported');
  });

  it('leaves every other failure to its own message', () => {
    expect(passkeyProblem(new Error('server said no'))).toBeNull();
    expect(passkeyProblem('text')).toBeNull();
  });
});
