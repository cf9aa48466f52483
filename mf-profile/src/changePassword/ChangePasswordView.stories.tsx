import '../i18n';
import { ChangePasswordView } from './ChangePasswordPage';

/** Change password states, from props (no network). */
const meta = {
  title: 'mf-profile/ChangePassword',
  component: ChangePasswordView,
  args: { onSubmit: () => {} },
};
export default meta;

export const Form = {};
export const Saving = { args: { saving: true } };
export const Saved = { args: { saved: true } };
export const WrongCurrentPassword = { args: { serverError: 'The current password is not correct.' } };
export const SocialAccount = { args: { socialProvider: 'Google' } };
