import { Link } from 'react-router-dom';
import '../../i18n';
import { FlowMessage } from './FlowMessage';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { DeadResetLink } from './DeadResetLink';
import { SignUpForm } from './SignUpForm';
import { SocialButtons } from './SocialButtons';
import { EmailVerifyView } from '../../verify/EmailVerifyPage';
import type { User } from 'shared';
import { withRouter } from '../../../../shared/test/stories';

const noop = () => {};
const page = (title: string, body: JSX.Element) => (
  <main className="mfa-page">
    <h1>{title}</h1>
    {body}
  </main>
);

/** Every screen of the login flow and the e-mail verification, from props (no network). */
const meta = {
  title: 'mf-auth/UserFlow',
  decorators: [withRouter],
};
export default meta;

const tncLink = <Link to="/terms-conditions">terms and conditions</Link>;

export const SignUp = { render: () => page('Create an account', <SignUpForm onSubmit={noop} tncLink={tncLink} />) };
export const SignUpSubmitting = {
  render: () =>
    page(
      'Create an account',
      <SignUpForm onSubmit={noop} tncLink={tncLink} submitting initialEmail="new@example.com" />,
    ),
};
export const SignUpServerError = {
  render: () =>
    page(
      'Create an account',
      <SignUpForm
        onSubmit={noop}
        tncLink={tncLink}
        error="This password is too common or too easy to guess. Please choose another one."
      />,
    ),
};
export const SignUpWithSocial = {
  render: () =>
    page(
      'Create an account',
      <>
        <SignUpForm onSubmit={noop} tncLink={tncLink} />
        <SocialButtons providers={['google', 'facebook', 'twitter']} tnc onTncChange={noop} onSelect={noop} />
      </>,
    ),
};
export const LoginWelcomeBack = {
  render: () =>
    page(
      'Welcome back!',
      <>
        <p className="ti-form-note">There is already an account for demo@example.com. Sign in with its password.</p>
        <LoginForm onSubmit={noop} initialEmail="demo@example.com" />
      </>,
    ),
};
export const SignUpSuccess = {
  render: () => (
    <FlowMessage
      level={1}
      title="Welcome aboard!"
      tone="success"
      actions={<button className="mfa-linkbutton">Start exploring</button>}
    >
      <p>Your account is ready. We sent a verification link to new@example.com: open it to confirm your address.</p>
    </FlowMessage>
  ),
};
export const SignupSavePlanSuccessMessage = {
  render: () => (
    <FlowMessage
      level={1}
      title="Your plan is saved"
      tone="success"
      actions={
        <>
          <button className="mfa-linkbutton">See my plan</button>
          <button className="mfa-linkbutton">Start exploring</button>
        </>
      }
    >
      <p>Your account is ready, and your to-go list and saved places (3) moved to it.</p>
    </FlowMessage>
  ),
};
export const ForgotPassword = { render: () => page('Forgot your password?', <ForgotPasswordForm onSubmit={noop} />) };
export const ForgotPasswordCaptchaFailed = {
  render: () =>
    page(
      'Forgot your password?',
      <ForgotPasswordForm onSubmit={noop} error='The "I am not a robot" check failed. Please try again.' />,
    ),
};
export const ForgotPasswordMessage = {
  render: () => (
    <FlowMessage level={1} title="Check your mailbox" tone="success" actions={<Link to="/login">Back to sign in</Link>}>
      <p>If an account exists for this address, we sent it a link to reset the password. The link works for 1 hour.</p>
    </FlowMessage>
  ),
};
export const ResetPassword = { render: () => page('Choose a new password', <ResetPasswordForm onSubmit={noop} />) };
export const ResetPasswordLinkExpired = {
  render: () =>
    page(
      'Choose a new password',
      <ResetPasswordForm
        onSubmit={noop}
        error="This password-reset link is not valid or has expired. Please ask for a new one."
      />,
    ),
};
export const ResetPasswordCheckingLink = {
  render: () =>
    page(
      'Choose a new password',
      <p className="ti-form-note" role="status">
        Checking your link…
      </p>,
    ),
};
export const ResetPasswordLinkDead = {
  render: () => (
    <DeadResetLink message="This password-reset link is not valid or has expired. Please ask for a new one." />
  ),
};
export const AccountMessage = {
  render: () => (
    <FlowMessage level={1} title="Password changed" tone="success" actions={<Link to="/login">Back to sign in</Link>}>
      <p>Your password has been changed. Please sign in with the new password.</p>
    </FlowMessage>
  ),
};
export const EmailVerifyChecking = { render: () => <EmailVerifyView state={{ status: 'checking' }} /> };
export const EmailVerifyDone = {
  render: () => <EmailVerifyView state={{ status: 'done', user: { shown_email: 'me@example.com' } as User }} />,
};
export const EmailVerifyFailed = {
  render: () => (
    <EmailVerifyView
      state={{ status: 'failed', message: 'This verification link is not valid, was already used or has expired.' }}
    />
  ),
};
