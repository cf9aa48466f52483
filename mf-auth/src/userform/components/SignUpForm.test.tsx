import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared';
import '../../i18n';
import { SignUpForm } from './SignUpForm';

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

describe('SignUpForm: the passkey choice', () => {
  it('asks for the address only: no password, and the password field says nothing', async () => {
    const onPasskey = jest.fn();
    const onSubmit = jest.fn();
    render(<SignUpForm onSubmit={onSubmit} onPasskey={onPasskey} tncLink={null} />);
    await userEvent.type(screen.getByLabelText('E-mail'), ' new@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up with a passkey' }));
    expect(onPasskey).toHaveBeenCalledWith('new@example.com');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a missing address with its message, from the keyboard too', async () => {
    const onPasskey = jest.fn();
    render(<SignUpForm onSubmit={jest.fn()} onPasskey={onPasskey} tncLink={null} />);
    screen.getByRole('button', { name: 'Sign up with a passkey' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onPasskey).not.toHaveBeenCalled();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter your e-mail address.');
  });
});
