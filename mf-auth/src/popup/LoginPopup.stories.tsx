import '../i18n';
import { PasskeySignIn } from '../userform/components/PasskeySignIn';
import { SocialButtons } from '../userform/components/SocialButtons';
import { LoginPopupView } from './LoginPopup';

const noop = () => {};

/**
 * The login popup in each display state (Loading, SignupForm, LoginForm, SignUpSuccess, WelcomeBack, Tnc), from
 * props.
 */
const meta = {
  title: 'mf-auth/LoginPopup',
  component: LoginPopupView,
  args: { open: true, screen: 'LoginForm', onClose: noop, onLogin: noop, onSignUp: noop, onGo: noop, onScreen: noop },
};
export default meta;

export const LoginForm = {};
export const LoginWithReason = { args: { reason: 'Sign in to save this place to your list.' } };
export const LoginSubmitting = { args: { submitting: true } };
export const LoginServerError = { args: { error: 'Wrong e-mail or password.' } };
export const LoginWithSocialProviders = {
  args: {
    social: (
      <SocialButtons providers={['google', 'facebook', 'twitter']} tnc={false} onTncChange={noop} onSelect={noop} />
    ),
  },
};
/** With passkeys: "Sign in with a passkey" under the form, and "Sign up with a passkey" on the sign-up form. */
export const LoginWithPasskey = { args: { passkeySignIn: <PasskeySignIn onSignIn={noop} /> } };
export const LoginWithPasskeyChinese = {
  name: 'Login with passkey (zh-Hant-TW)',
  args: { passkeySignIn: <PasskeySignIn onSignIn={noop} /> },
  globals: { locale: 'zh-Hant-TW' },
};
export const SignupWithPasskey = { args: { screen: 'SignupForm', onPasskeySignUp: noop } };
export const Loading = { args: { screen: 'Loading' } };
export const SignupForm = { args: { screen: 'SignupForm' } };
export const SignupTooCommon = {
  args: { screen: 'SignupForm', error: 'This password is too common or too easy to guess. Please choose another one.' },
};
export const WelcomeBack = { args: { screen: 'WelcomeBack', email: 'demo@example.com' } };
export const SignUpSuccess = { args: { screen: 'SignUpSuccess', email: 'new@example.com' } };
export const TncLoading = { args: { screen: 'Tnc' } };
export const Tnc = {
  args: {
    screen: 'Tnc',
    tnc: {
      title: 'Terms',
      html: '<h2>Using the site</h2><p>Be kind to the places you visit and to other travellers.</p>',
    },
  },
};
export const TncUnavailable = { args: { screen: 'Tnc', tnc: null } };
