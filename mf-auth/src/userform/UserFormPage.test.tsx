import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, api, bus, NO_CAPTCHA_TOKEN, setLanguage, type User } from 'shared';
import '../i18n';
import { UserFormPage } from './UserFormPage';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

function renderAt(path: string, query: Record<string, string> = {}) {
  return render(
    <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <UserFormPage query={query} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const user = { id: 1, display_name: 'Demo', interface_language: 'en' } as User;

/** Answers per route name (an ApiError rejects); GET /app answers no providers. */
function mockApi(answers: Record<string, unknown>) {
  return jest.spyOn(api, 'call').mockImplementation((async (name: string) => {
    const a = answers[name];
    if (a instanceof Error) throw a;
    return { code: 200, app_js: 'x', ...(name === 'getApp' ? { data: { app_js: 'x' } } : {}), ...(a as object) };
  }) as never);
}

beforeEach(async () => {
  await act(() => setLanguage('en'));
});
afterEach(() => jest.restoreAllMocks());

describe('UserFormPage', () => {
  it('shows the login form on /login', () => {
    mockApi({});
    renderAt('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('sign-up: an existing address turns into a welcome back', async () => {
    const call = mockApi({ userExists: { result: { is_existing_user: true } } });
    renderAt('/signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'demo@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'travel-demo-2026{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back!' })).toBeInTheDocument();
    expect(screen.getByText(/There is already an account for demo@example.com/)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('demo@example.com');
    expect(call).not.toHaveBeenCalledWith('emailSignUp', expect.anything());
  });

  it('sign-up: refuses a short password before calling the server', async () => {
    const call = mockApi({});
    renderAt('/signup');
    await userEvent.type(screen.getByLabelText('E-mail'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'short{Enter}');
    expect(screen.getByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('userExists', expect.anything());
  });

  it('sign-up: a new account announces signed-up, shows the plan message when the planner saved one, then signed-in', async () => {
    const newUser = { ...user, id: 9, new_user: true, shown_email: 'new@example.com' } as User;
    mockApi({ userExists: { result: { is_existing_user: false } }, emailSignUp: { data: newUser } });
    const events: string[] = [];
    const offUp = bus.on('auth:signed-up', () => {
      events.push('signed-up');
      setTimeout(() => bus.emit('planner:guest-migrated', { planId: 42, poiCount: 3 }), 0);
    });
    const offIn = bus.on('auth:signed-in', () => events.push('signed-in'));
    renderAt('/signup');
    await userEvent.type(screen.getByLabelText('E-mail'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'a fine passphrase{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your plan is saved' })).toBeInTheDocument();
    expect(screen.getByText(/saved places \(3\)/)).toBeInTheDocument();
    expect(events).toEqual(['signed-up']);
    await userEvent.click(screen.getByRole('button', { name: 'See my plan' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/my/plans/42'));
    expect(events).toEqual(['signed-up', 'signed-in']);
    offUp();
    offIn();
  });

  it('sign-up: shows the server message (e.g. a too common password) and stays on the form', async () => {
    mockApi({
      userExists: { result: { is_existing_user: false } },
      emailSignUp: new ApiError(
        'x',
        400,
        { code: 400, message: 'This password is too common.', app_js: 'x' },
        undefined,
      ),
    });
    renderAt('/signup');
    await userEvent.type(screen.getByLabelText('E-mail'), 'new@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common.');
    expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
  });

  it('forgot password: sends the e-mail (no captcha configured) and says what happens next', async () => {
    const call = mockApi({ forgotPassword: { message: 'If an account exists, we sent a link.' } });
    renderAt('/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'demo@example.com{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your mailbox' })).toBeInTheDocument();
    expect(screen.getByText('If an account exists, we sent a link.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('forgotPassword', {
      body: { email: 'demo@example.com', recaptchaToken: NO_CAPTCHA_TOKEN },
    });
  });

  it('reset password: checks both fields match, sends the token from the route, then confirms', async () => {
    const call = mockApi({ resetPassword: { message: 'Your password has been changed.' } });
    render(
      <MemoryRouter
        initialEntries={['/reset-password/tok123']}
        future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
      >
        <UserFormPage params={{ token: 'tok123' }} query={{}} />
      </MemoryRouter>,
    );
    await userEvent.type(await screen.findByLabelText('Password'), 'brand new secret');
    await userEvent.type(screen.getByLabelText('New password again'), 'brand new secreT{Enter}');
    expect(screen.getByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('resetPassword', expect.anything());
    await userEvent.clear(screen.getByLabelText('New password again'));
    await userEvent.type(screen.getByLabelText('New password again'), 'brand new secret{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Password changed' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('resetPassword', { body: { token: 'tok123', password: 'brand new secret' } });
  });

  it('reset password: a dead link says so as the page opens, with a way to ask for a new one', async () => {
    const call = mockApi({
      checkResetToken: new ApiError(
        'x',
        400,
        { code: 400, message: 'This password-reset link is not valid or has expired.', app_js: 'x' },
        undefined,
      ),
    });
    renderAt('/reset-password/dead');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This password-reset link is not valid or has expired.');
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('checkResetToken', { body: { token: 'dead' } });
  });

  it('reset password: when the check itself fails (offline), the form stays', async () => {
    mockApi({ checkResetToken: new ApiError('Network error', 0, undefined, undefined) });
    renderAt('/reset-password/tok123');
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });

  it('reset password: a link that dies while the form is open shows the server message on save', async () => {
    mockApi({
      resetPassword: new ApiError(
        'x',
        400,
        {
          code: 400,
          message: 'This password-reset link is not valid.',
          app_js: 'x',
        },
        undefined,
      ),
    });
    renderAt('/reset-password/bad');
    await userEvent.type(await screen.findByLabelText('Password'), 'brand new secret');
    await userEvent.type(screen.getByLabelText('New password again'), 'brand new secret{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This password-reset link is not valid.');
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('signs in with remember, goes to the returnUrl, then announces the user', async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue({ code: 200, data: user, app_js: 'x' } as never);
    const signedIn = jest.fn();
    const off = bus.on('auth:signed-in', signedIn);
    renderAt('/login?returnUrl=%2Fmy%2Ffavorites', { returnUrl: '/my/favorites' });
    await userEvent.type(screen.getByLabelText('E-mail'), 'demo@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'travel-demo-2026');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(call).toHaveBeenCalledWith('emailLogin', {
      body: { email: 'demo@example.com', password: 'travel-demo-2026', remember: true },
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/my/favorites'));
    // (navigate-then-emit order: see state/signIn.test.ts)
    await waitFor(() => expect(signedIn).toHaveBeenCalledWith({ user }));
    off();
  });

  it('back from Twitter: signs in once with the token, its verifier and the secret this tab kept, then goes on', async () => {
    sessionStorage.setItem('ti-twitter-oauth', JSON.stringify({ oauthToken: 'tok', oauthSecret: 'sec', tnc: true }));
    const call = mockApi({ twitterSignIn: { data: user } });
    const signedIn = jest.fn();
    const off = bus.on('auth:signed-in', signedIn);
    renderAt('/login?oauth_token=tok&oauth_verifier=ver', { oauth_token: 'tok', oauth_verifier: 'ver' });
    await waitFor(() => expect(signedIn).toHaveBeenCalledWith({ user }));
    off();
    expect(call.mock.calls.filter(([name]) => name === 'twitterSignIn')).toEqual([
      ['twitterSignIn', { body: { oauth_token: 'tok', oauth_verifier: 'ver', oauth_secret: 'sec', tnc: true } }],
    ]);
    // the secret is used once
    expect(sessionStorage.getItem('ti-twitter-oauth')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('back from Twitter with a token this tab did not ask for: no secret goes out, and the refusal shows on the form', async () => {
    sessionStorage.setItem('ti-twitter-oauth', JSON.stringify({ oauthToken: 'other', oauthSecret: 'sec', tnc: true }));
    const refused = 'Signing in with Twitter did not work. Please try again.';
    const call = mockApi({
      twitterSignIn: new ApiError(refused, 400, { code: 400, message: refused, app_js: 'x' }, undefined),
    });
    renderAt('/login?oauth_token=tok&oauth_verifier=ver', { oauth_token: 'tok', oauth_verifier: 'ver' });
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(call).toHaveBeenCalledWith('twitterSignIn', {
      body: { oauth_token: 'tok', oauth_verifier: 'ver', oauth_secret: '', tnc: false },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('never follows an off-site returnUrl', async () => {
    jest.spyOn(api, 'call').mockResolvedValue({ code: 200, data: user, app_js: 'x' } as never);
    renderAt('/login?returnUrl=%2F%2Fevil.com', { returnUrl: '//evil.com' });
    await userEvent.type(screen.getByLabelText('E-mail'), 'demo@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'pw{Enter}');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
  });

  it("shows the server's message when signing in fails, and stays", async () => {
    jest
      .spyOn(api, 'call')
      .mockRejectedValue(
        new ApiError(
          'Wrong e-mail or password.',
          401,
          { code: 401, message: 'Wrong e-mail or password.', app_js: 'x' },
          undefined,
        ),
      );
    const signedIn = jest.fn();
    const off = bus.on('auth:signed-in', signedIn);
    renderAt('/login');
    await userEvent.type(screen.getByLabelText('E-mail'), 'demo@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong{Enter}');
    off();
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    expect(signedIn).not.toHaveBeenCalled();
  });
});
