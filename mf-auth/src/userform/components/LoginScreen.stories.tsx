import { MemoryRouter } from 'react-router-dom';
import '../../i18n';
import { LoginScreen } from './LoginScreen';
import { NotBuiltYet } from './NotBuiltYet';

const noop = () => {};

/** The /login screen states and the not-built-yet starts of the user form, from props (no network). */
const meta = {
  title: 'mf-auth/Login',
  component: LoginScreen,
  decorators: [
    (Story: () => JSX.Element) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { onSubmit: noop, onEdit: noop },
};
export default meta;

export const Empty = {};

export const Submitting = { args: { submitting: true, initialEmail: 'demo@example.com' } };

export const ServerError = { args: { error: 'Wrong e-mail or password.', initialEmail: 'demo@example.com' } };

export const SignUpNotBuilt = { render: () => <NotBuiltYet mode="signup" /> };

export const ResetPasswordNotBuilt = { render: () => <NotBuiltYet mode="reset-password" /> };
