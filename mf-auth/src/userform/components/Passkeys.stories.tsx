import { Link } from 'react-router-dom';
import '../../i18n';
import { withRouter } from '../../../../shared/test/stories';
import { LoginForm } from './LoginForm';
import { PasskeySignIn } from './PasskeySignIn';
import { SignUpForm } from './SignUpForm';

const noop = () => {};
const tncLink = <Link to="/terms-conditions">terms and conditions</Link>;

/** Passkeys on the sign-in and sign-up screens, from props (no network, no browser prompt). */
const meta = {
  title: 'mf-auth/Passkeys',
  decorators: [withRouter],
};
export default meta;

const signIn = (props: Parameters<typeof PasskeySignIn>[0]) => (
  <main className="mfa-page">
    <LoginForm onSubmit={noop} />
    <PasskeySignIn {...props} />
  </main>
);
const signUp = (props: Partial<Parameters<typeof SignUpForm>[0]>) => (
  <main className="mfa-page">
    <SignUpForm onSubmit={noop} onPasskey={noop} tncLink={tncLink} {...props} />
  </main>
);

export const SignInWithPasskey = { render: () => signIn({ onSignIn: noop }), globals: { locale: 'en' } };
export const SignInWithPasskeyChinese = {
  name: 'Sign in with passkey (zh-Hant-TW)',
  render: () => signIn({ onSignIn: noop }),
  globals: { locale: 'zh-Hant-TW' },
};
/** The browser's prompt is open. */
export const SignInWaiting = { render: () => signIn({ onSignIn: noop, busy: true }) };
/** The person closed the prompt (or let it time out): said plainly, nothing changed. */
export const SignInCancelled = {
  render: () =>
    signIn({
      onSignIn: noop,
      error: 'The passkey request was cancelled or timed out. Nothing was changed: you can try again.',
    }),
  globals: { locale: 'en' },
};
export const SignInCancelledChinese = {
  name: 'Sign in cancelled (zh-Hant-TW)',
  render: () => signIn({ onSignIn: noop, error: '通行密鑰的要求已取消或逾時，沒有任何變更，您可以再試一次。' }),
  globals: { locale: 'zh-Hant-TW' },
};
export const SignInUnknownPasskey = {
  render: () =>
    signIn({
      onSignIn: noop,
      error: 'This passkey is not registered on this site. Sign in another way, then add it in your profile.',
    }),
  globals: { locale: 'en' },
};

export const SignUpChoice = { render: () => signUp({}), globals: { locale: 'en' } };
export const SignUpChoiceChinese = {
  name: 'Sign-up choice (zh-Hant-TW)',
  render: () => signUp({}),
  globals: { locale: 'zh-Hant-TW' },
};
export const SignUpWithPasskeyWaiting = {
  render: () => signUp({ passkeyBusy: true, initialEmail: 'new@example.com' }),
};
export const SignUpWithPasskeyCancelled = {
  render: () =>
    signUp({
      initialEmail: 'new@example.com',
      error: 'The passkey request was cancelled or timed out. Nothing was changed: you can try again.',
    }),
  globals: { locale: 'en' },
};
