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

function mockApi(answers: Record<string, unknown>) {
  return jest.spyOn(api, 'call').mockImplementation((async (name: string) => {
    const a = answers[name];
    if (a instanceof Error) throw a;
    return { code: 200, app_js: 'x', ...(name === 'getApp' ? { data: { app_js: 'x' } } : {}), ...(a as object) };
  }) as never);
}

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

  it('goes to forgot-password through the shell router and closes', async () => {
    const navigate = jest.fn();
    const off = bus.on('route:navigate', navigate);
    render(<LoginPopup />);
    act(() => bus.emit('auth:open-login', {}));
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    off();
    expect(navigate).toHaveBeenCalledWith({ to: '/forgot-password' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signs up inside the popup: Loading → SignUpSuccess; signed-up, then signed-in when closed', async () => {
    const newUser = { ...user, id: 12, new_user: true, shown_email: 'new@example.com' } as User;
    mockApi({ userExists: { result: { is_existing_user: false } }, emailSignUp: { data: newUser } });
    const events: string[] = [];
    const offUp = bus.on('auth:signed-up', () => {
      events.push('signed-up');
      setTimeout(() => bus.emit('planner:guest-migrated', { planId: null, poiCount: 0 }), 0);
    });
    const offIn = bus.on('auth:signed-in', () => events.push('signed-in'));
    render(<LoginPopup />);
    act(() => bus.emit('auth:open-login', {}));
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'a fine passphrase{Enter}');
    expect(await screen.findByText(/We sent a verification link to new@example.com/)).toBeInTheDocument();
    expect(events).toEqual(['signed-up']);
    await userEvent.click(screen.getByRole('button', { name: 'Start exploring' }));
    expect(events).toEqual(['signed-up', 'signed-in']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    offUp();
    offIn();
  });

  it('an existing address becomes WelcomeBack with the e-mail filled in', async () => {
    mockApi({ userExists: { result: { is_existing_user: true } } });
    render(<LoginPopup />);
    act(() => bus.emit('auth:open-login', {}));
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    await userEvent.type(screen.getByLabelText('E-mail'), 'demo@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'travel-demo-2026{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Welcome back!' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('demo@example.com');
  });

  it('shows the terms (GET /misc/tnc) and goes back to the sign-up form', async () => {
    mockApi({ getTnc: { data: { title: 'Terms', html: '<p>Be kind to places.</p><script>x()</script>' } } });
    render(<LoginPopup />);
    act(() => bus.emit('auth:open-login', {}));
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    await userEvent.click(screen.getByRole('button', { name: 'terms and conditions' }));
    expect(screen.getByRole('dialog', { name: 'Terms and conditions' })).toBeInTheDocument();
    expect(await screen.findByText('Be kind to places.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
  });

  it('Tnc says where the terms are when they cannot be loaded', async () => {
    mockApi({ getTnc: new Error('404') });
    render(<LoginPopup />);
    act(() => bus.emit('auth:open-login', {}));
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    await userEvent.click(screen.getByRole('button', { name: 'terms and conditions' }));
    expect(await screen.findByText(/terms-conditions/)).toBeInTheDocument();
  });
});
