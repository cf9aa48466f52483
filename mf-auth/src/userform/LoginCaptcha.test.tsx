import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, api, setLanguage, type User } from 'shared';
import '../i18n';
import { UserFormPage } from './UserFormPage';

// several form steps in a row: allow for a busy machine
jest.setTimeout(20_000);

const user = { id: 1, display_name: 'Demo', interface_language: 'en' } as User;
const TOO_MANY = 'Too many wrong passwords for this account: please complete the "I am not a robot" check to sign in.';

/**
 * Google's reCAPTCHA script, as the page sees it once loaded: `render` draws the checkbox, ticking it hands the
 * page a token. (The real one comes from google.com, which tests cannot reach.)
 */
function fakeGoogleRecaptcha() {
  const reset = jest.fn();
  (window as unknown as { grecaptcha: unknown }).grecaptcha = {
    render: (el: HTMLElement, opts: { callback: (token: string) => void }) => {
      const box = document.createElement('button');
      box.type = 'button';
      box.textContent = 'I am not a robot';
      box.onclick = () => opts.callback(`human-token-${reset.mock.calls.length}`);
      el.appendChild(box);
      return 7;
    },
    reset,
  };
  return { reset };
}

/** The API as the page calls it: GET /app with a site key; sign-in answers taken one by one from `logins`. */
function answer(logins: Array<Error | { data: User }>) {
  return jest.spyOn(api, 'call').mockImplementation((async (name: string) => {
    if (name === 'getApp') return { code: 200, app_js: 'x', data: { app_js: 'x', recaptcha_site_key: 'site-key' } };
    if (name === 'emailLogin') {
      const next = logins.shift()!;
      if (next instanceof Error) throw next;
      return { code: 200, app_js: 'x', ...next };
    }
    return { code: 200, app_js: 'x' };
  }) as never);
}

/** An answer of the API refusing the call, as the client raises it (the envelope with its message). */
const refusal = (code: number, message: string) =>
  new ApiError(message, code, { code, message, app_js: 'x' }, undefined);

const loginCalls = (call: jest.SpyInstance) => call.mock.calls.filter(([name]) => name === 'emailLogin');

beforeEach(async () => {
  await act(() => setLanguage('en'));
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (window as unknown as { grecaptcha?: unknown }).grecaptcha;
});

async function signIn() {
  render(
    <MemoryRouter initialEntries={['/login']} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <UserFormPage query={{}} />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByLabelText('E-mail'));
  await userEvent.paste('demo@example.com');
  await userEvent.click(screen.getByLabelText('Password'));
  await userEvent.paste('travel-demo-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in after too many wrong passwords on the account', () => {
  it('shows the "I am not a robot" checkbox when the server asks for it, and sends its token', async () => {
    const { reset } = fakeGoogleRecaptcha();
    const call = answer([
      refusal(400, TOO_MANY),
      refusal(400, 'The "I am not a robot" check failed. Please try again.'),
      { data: user },
    ]);
    const signInButton = () => screen.getByRole('button', { name: 'Sign in' });
    await signIn();
    expect(await screen.findByText(TOO_MANY)).toBeInTheDocument();
    const checkbox = await screen.findByRole('button', { name: 'I am not a robot' });

    // not ticked: nothing is sent, the form says why
    await userEvent.click(signInButton());
    expect(await screen.findByText('Please tick "I am not a robot" first.')).toBeInTheDocument();
    expect(loginCalls(call)).toHaveLength(1);

    await userEvent.click(checkbox);
    await userEvent.click(signInButton());
    await waitFor(() => expect(loginCalls(call)).toHaveLength(2));
    expect(loginCalls(call)[1][1]).toEqual({
      body: {
        email: 'demo@example.com',
        password: 'travel-demo-2026',
        remember: false,
        recaptchaToken: 'human-token-0',
      },
    });

    // refused again: the checkbox starts over (a token works once) and must be ticked anew
    expect(await screen.findByText('The "I am not a robot" check failed. Please try again.')).toBeInTheDocument();
    expect(reset).toHaveBeenCalledWith(7);
    await userEvent.click(signInButton());
    expect(await screen.findByText('Please tick "I am not a robot" first.')).toBeInTheDocument();
    expect(loginCalls(call)).toHaveLength(2);
    await userEvent.click(checkbox);
    await userEvent.click(signInButton());
    await waitFor(() => expect(loginCalls(call)).toHaveLength(3));
    expect(loginCalls(call)[2][1]).toMatchObject({ body: { recaptchaToken: 'human-token-1' } });
  });

  it('a wrong password alone (401) asks for no captcha', async () => {
    fakeGoogleRecaptcha();
    answer([refusal(401, 'Wrong e-mail or password.')]);
    await signIn();
    expect(await screen.findByText('Wrong e-mail or password.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I am not a robot' })).toBeNull();
  });
});
