import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, api, bus, setLanguage, type User } from 'shared';
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

beforeEach(async () => {
  await act(() => setLanguage('en'));
});
afterEach(() => jest.restoreAllMocks());

describe('UserFormPage', () => {
  it('shows the login form on /login', () => {
    renderAt('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it.each([
    ['/signup', 'Sign up'],
    ['/forgot-password', 'Forgot password'],
    ['/reset-password/tok123', 'Reset password'],
  ])('says plainly that %s is not built yet, with a link to sign in', (path, screenName) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: 'Not built yet' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(screenName))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
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
