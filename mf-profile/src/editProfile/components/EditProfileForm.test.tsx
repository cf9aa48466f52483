import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared';
import '../../i18n';
import { sampleUser } from 'contract';
import { EditProfileForm } from './EditProfileForm';
import { EditProfileView } from './EditProfileView';

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

describe('EditProfileForm', () => {
  it('sends a changed e-mail, shows a pending address and resends its verification link', async () => {
    const onSave = jest.fn();
    const onResend = jest.fn();
    const { rerender } = render(<EditProfileForm user={sampleUser} onSave={onSave} onResend={onResend} />);
    const email = screen.getByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    await userEvent.click(screen.getByLabelText('Current password'));
    await userEvent.paste('my current password');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'new@example.com', current_password: 'my current password' }),
    );
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();

    // the user as the API answers after the change (the old address is kept until the new one is confirmed)
    const pending = {
      ...sampleUser,
      unverified_email: 'new@example.com',
      shown_email: 'new@example.com',
      verified: false,
      email_before_change: sampleUser.email,
    };
    rerender(<EditProfileForm user={pending} onSave={onSave} onResend={onResend} resend="sent" />);
    expect(screen.getByText(/We sent a verification link to new@example.com/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(onResend).toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('A new verification link was sent to new@example.com.');
  });

  it('a new account whose own address is not confirmed yet is told so, not that its e-mail will change', () => {
    const onResend = jest.fn();
    // as the API answers a new e-mail account: its own address pending, nothing before it
    const fresh = {
      ...sampleUser,
      email: 'fresh@example.com',
      unverified_email: 'fresh@example.com',
      shown_email: 'fresh@example.com',
      is_verified: false,
      verified: false,
      email_before_change: null,
    };
    render(<EditProfileForm user={fresh} onSave={jest.fn()} onResend={onResend} />);
    expect(screen.getByText('Your e-mail address fresh@example.com is not verified yet.')).toBeInTheDocument();
    expect(screen.queryByText(/Your e-mail changes/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
  });

  it('a new address asks for the current password before anything is sent, in both languages', async () => {
    const onSave = jest.fn();
    render(<EditProfileForm user={sampleUser} onSave={onSave} />);
    expect(screen.queryByLabelText('Current password')).toBeNull();
    const email = screen.getByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'elsewhere@example.com');
    expect(screen.getByText('To change your e-mail address, enter your password.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Enter your current password to change your e-mail address.',
    );
    await act(() => setLanguage('zh-Hant-TW'));
    expect(screen.getByLabelText('目前的密碼')).toHaveAccessibleDescription('請輸入目前的密碼，才能變更電子郵件地址。');
    // back to the account's own address: no password needed
    await userEvent.clear(email);
    await userEvent.type(email, sampleUser.shown_email ?? sampleUser.email ?? '');
    expect(screen.queryByLabelText('目前的密碼')).toBeNull();
  });

  it('shows the server’s refusal of the password as an alert under the e-mail', () => {
    render(
      <EditProfileForm
        user={sampleUser}
        onSave={jest.fn()}
        initialEmail="elsewhere@example.com"
        errors={{ field: null, form: null, email: 'The current password is not correct.' }}
      />,
    );
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The current password is not correct.');
  });

  it('does not send the e-mail when unchanged', async () => {
    const onSave = jest.fn();
    render(<EditProfileForm user={sampleUser} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave.mock.calls[0][0]).not.toHaveProperty('email');
  });

  it("starts from the user's values, e-mail editable", () => {
    render(<EditProfileForm user={sampleUser} onSave={jest.fn()} />);
    expect(screen.getByLabelText('Display name')).toHaveValue('Demo Traveller');
    expect(screen.getByRole('combobox', { name: 'Interface language' })).toHaveValue('en');
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveValue('demo@example.com');
    // an e-mail user may change the address (the new address then has to be verified)
    expect(email).not.toHaveAttribute('readonly');
  });

  it('saves the trimmed display name and the chosen language', async () => {
    const onSave = jest.fn();
    render(<EditProfileForm user={sampleUser} onSave={onSave} />);
    const name = screen.getByLabelText('Display name');
    await userEvent.clear(name);
    await userEvent.type(name, '  Mei  ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Interface language' }), '繁體中文');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledWith({ display_name: 'Mei', interface_language: 'zh-Hant-TW' });
  });

  it('submits with Enter in the name field', async () => {
    const onSave = jest.fn();
    render(<EditProfileForm user={sampleUser} onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('Display name'), '!{Enter}');
    expect(onSave).toHaveBeenCalledWith({ display_name: 'Demo Traveller!', interface_language: 'en' });
  });

  it('counts characters and stops at 50', async () => {
    render(<EditProfileForm user={{ ...sampleUser, display_name: '' }} onSave={jest.fn()} />);
    const name = screen.getByLabelText('Display name');
    expect(screen.getByText('0 of 50 characters')).toBeInTheDocument();
    await userEvent.type(name, 'a'.repeat(55));
    expect(name).toHaveValue('a'.repeat(50));
    expect(screen.getByText('50 of 50 characters')).toBeInTheDocument();
  });

  it('refuses a blank name, with the message on the field', async () => {
    const onSave = jest.fn();
    render(<EditProfileForm user={sampleUser} onSave={onSave} />);
    await userEvent.clear(screen.getByLabelText('Display name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Display name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a display name.')).toBeInTheDocument();
  });

  it("shows the server's validation message on the field and other failures as an alert", () => {
    const { rerender } = render(
      <EditProfileForm
        user={sampleUser}
        onSave={jest.fn()}
        errors={{ field: 'display_name must not be blank.', form: null }}
      />,
    );
    expect(screen.getByLabelText('Display name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('display_name must not be blank.')).toBeInTheDocument();
    rerender(
      <EditProfileForm user={sampleUser} onSave={jest.fn()} errors={{ field: null, form: 'Please sign in first.' }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please sign in first.');
  });

  it('confirms a save and shows progress while saving: the busy button keeps focus and a second press saves nothing', async () => {
    const onSave = jest.fn();
    const { rerender } = render(<EditProfileForm user={sampleUser} onSave={onSave} saving />);
    const busy = screen.getByRole('button', { name: /Saving/ });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toBeEnabled();
    busy.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(busy);
    expect(onSave).not.toHaveBeenCalled();
    expect(busy).toHaveFocus();
    rerender(<EditProfileForm user={sampleUser} onSave={jest.fn()} saved />);
    expect(screen.getByRole('status')).toHaveTextContent('Your profile has been saved.');
  });
});

describe('EditProfileView', () => {
  it('shows loading, then error with Retry', async () => {
    const onRetry = jest.fn();
    const { rerender } = render(<EditProfileView me={{ status: 'loading' }} onRetry={onRetry} onSave={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
    rerender(
      <EditProfileView
        me={{ status: 'error', message: 'Your profile could not be loaded.' }}
        onRetry={onRetry}
        onSave={jest.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your profile could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('speaks Traditional Chinese', async () => {
    await act(() => setLanguage('zh-Hant-TW'));
    render(<EditProfileView me={{ status: 'ready', data: sampleUser }} onRetry={jest.fn()} onSave={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: '編輯個人資料' })).toBeInTheDocument();
    expect(screen.getByLabelText('顯示名稱')).toBeInTheDocument();
    expect(screen.getByText('14 / 50 個字元')).toBeInTheDocument();
  });
});
