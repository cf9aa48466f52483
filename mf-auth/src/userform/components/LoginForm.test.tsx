import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared';
import '../../i18n';
import { LoginForm } from './LoginForm';

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

describe('LoginForm', () => {
  it('submits e-mail, password and remember', async () => {
    const onSubmit = jest.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('E-mail'), ' demo@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'travel-demo-2026');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'demo@example.com', password: 'travel-demo-2026', remember: true });
  });

  it('submits with Enter in a field, remember off by default', async () => {
    const onSubmit = jest.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'demo@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'demo@example.com', password: 'secret', remember: false });
  });

  it('marks empty or malformed fields invalid with a message and does not submit', async () => {
    const onSubmit = jest.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter your e-mail address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    await userEvent.type(screen.getByLabelText('E-mail'), 'demo');
    expect(screen.getByText('Enter an e-mail address like name@example.com.')).toBeInTheDocument();
  });

  it('lets the password be shown and hidden', async () => {
    render(<LoginForm onSubmit={jest.fn()} />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("shows the server's message", () => {
    render(<LoginForm onSubmit={jest.fn()} error="Wrong e-mail or password." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
  });

  it('is busy while signing in and does not submit twice', async () => {
    const onSubmit = jest.fn();
    render(<LoginForm onSubmit={onSubmit} submitting initialEmail="demo@example.com" />);
    const button = screen.getByRole('button', { name: /Signing in/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(screen.getByLabelText('Password'), 'x{Enter}');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('speaks Traditional Chinese', async () => {
    await act(() => setLanguage('zh-Hant-TW'));
    render(<LoginForm onSubmit={jest.fn()} />);
    expect(screen.getByLabelText('電子郵件')).toBeInTheDocument();
    expect(screen.getByLabelText('密碼')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '記住我' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登入' })).toBeInTheDocument();
  });
});
