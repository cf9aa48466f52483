import { withRouter } from '../../../../shared/test/stories';
import '../../i18n';
import { LoginScreen } from './LoginScreen';

const noop = () => {};

/** The /login screen states, from props (no network). The other flow screens: mf-auth/UserFlow. */
const meta = {
  title: 'mf-auth/Login',
  component: LoginScreen,
  decorators: [withRouter],
  args: { onSubmit: noop, onEdit: noop },
};
export default meta;

export const Empty = {};

export const Submitting = { args: { submitting: true, initialEmail: 'demo@example.com' } };

export const ServerError = { args: { error: 'Wrong e-mail or password.', initialEmail: 'demo@example.com' } };

/** Too many wrong passwords on the account: the server asks for the "I am not a robot" checkbox. */
export const CaptchaNeeded = {
  args: {
    error: 'Too many wrong passwords for this account: please complete the "I am not a robot" check to sign in.',
    initialEmail: 'demo@example.com',
    siteKey: 'storybook-site-key',
    captchaNeeded: true,
  },
};
