import '../i18n';
import { LoginPopupView } from './LoginPopup';

const noop = () => {};

/** The login popup (the shared Modal with the login form), from props (no network). */
const meta = {
  title: 'mf-auth/LoginPopup',
  component: LoginPopupView,
  args: { open: true, onClose: noop, onSubmit: noop, onGo: noop },
};
export default meta;

export const Open = {};

export const WithReason = { args: { reason: 'Sign in to save this place to your list.' } };

export const Submitting = { args: { submitting: true } };

export const ServerError = { args: { error: 'Wrong e-mail or password.' } };
