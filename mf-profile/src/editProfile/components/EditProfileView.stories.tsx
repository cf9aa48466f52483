import '../../i18n';
import { sampleUser } from 'contract';
import { EditProfileView } from './EditProfileView';

const noop = () => {};

/** Edit profile states, from props (no network). */
const meta = {
  title: 'mf-profile/EditProfile',
  component: EditProfileView,
  args: { onRetry: noop, onSave: noop, onEdit: noop },
};
export default meta;

export const Data = { args: { me: { status: 'ready', data: sampleUser } } };

export const Loading = { args: { me: { status: 'loading' } } };

export const Error = { args: { me: { status: 'error', message: 'Your profile could not be loaded.' } } };

export const Saving = { args: { me: { status: 'ready', data: sampleUser }, saving: true } };

export const Saved = { args: { me: { status: 'ready', data: sampleUser }, saved: true } };

export const ServerFieldError = {
  args: { me: { status: 'ready', data: sampleUser }, errors: { field: 'display_name must not be blank.', form: null } },
};

export const SaveFailed = {
  args: {
    me: { status: 'ready', data: sampleUser },
    errors: { field: null, form: 'Your profile could not be saved. Please try again.' },
  },
};

/** A new address typed in: the current password is asked for before the change is sent. */
export const EmailChangeAsksPassword = {
  args: { me: { status: 'ready', data: sampleUser }, initialEmail: 'new@example.com' },
};

/** The server refused the change (a wrong current password, or too many changes lately). */
export const EmailChangeRefused = {
  args: {
    me: { status: 'ready', data: sampleUser },
    initialEmail: 'new@example.com',
    errors: { field: null, form: null, email: 'The current password is not correct.' },
  },
};

export const PendingEmailChange = {
  args: {
    me: {
      status: 'ready',
      user: {
        ...sampleUser,
        unverified_email: 'new@example.com',
        shown_email: 'new@example.com',
        verified: false,
        email_before_change: 'demo@example.com',
      },
    },
  },
};

/** A new e-mail account before it opened its verification link: its own address, not a change. */
export const NewAccountNotVerified = {
  args: {
    me: {
      status: 'ready',
      user: {
        ...sampleUser,
        email: 'new@example.com',
        unverified_email: 'new@example.com',
        shown_email: 'new@example.com',
        is_verified: false,
        verified: false,
      },
    },
  },
};
