import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, bus, setLanguage, type User } from 'shared';
import '../i18n';
import { LoginPopup } from './LoginPopup';

const user = { id: 3, display_name: 'Demo' } as User;

beforeEach(async () => {
  await act(() => setLanguage('en'));
});
afterEach(() => jest.restoreAllMocks());

describe('LoginPopup', () => {
  it('opens on auth:open-login, signs in, announces the user and closes', async () => {
    jest.spyOn(api, 'call').mockResolvedValue({ code: 200, data: user, app_js: 'x' } as never);
    const signedIn = jest.fn();
    const off = bus.on('auth:signed-in', signedIn);
    render(<LoginPopup />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => bus.emit('auth:open-login', { reason: 'Sign in to save places.' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveTextContent('Sign in to save places.');

    await userEvent.type(screen.getByLabelText('E-mail'), 'demo@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'travel-demo-2026{Enter}');
    off();
    expect(signedIn).toHaveBeenCalledWith({ user });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape without signing in', async () => {
    render(<LoginPopup />);
    act(() => bus.emit('auth:open-login', {}));
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes to sign-up through the shell router and closes', async () => {
    const navigate = jest.fn();
    const off = bus.on('route:navigate', navigate);
    render(<LoginPopup />);
    act(() => bus.emit('auth:open-login', {}));
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    off();
    expect(navigate).toHaveBeenCalledWith({ to: '/signup' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
