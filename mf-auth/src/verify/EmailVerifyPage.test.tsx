import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, api, setLanguage, sharedStore, userAtom, type User } from 'shared';
import '../i18n';
import { EmailVerifyPage } from './EmailVerifyPage';

beforeEach(async () => {
  await act(() => setLanguage('en'));
});
afterEach(() => jest.restoreAllMocks());

const renderWith = (params: Record<string, string>) =>
  render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <EmailVerifyPage params={params} />
    </MemoryRouter>,
  );

describe('EmailVerifyPage', () => {
  it('verifies the link once and says so; the signed-in user is updated', async () => {
    const verified = { id: 5, shown_email: 'me@example.com', verified: true } as User;
    sharedStore.set(userAtom, { id: 5, shown_email: 'me@example.com', verified: false } as User);
    const call = jest.spyOn(api, 'call').mockResolvedValue({ code: 200, data: verified, app_js: 'x' } as never);
    renderWith({ part1: '5', part2: 'abc', part3: 'S'.repeat(43) });
    expect(screen.getByText('Checking your link…')).toBeInTheDocument();
    expect(await screen.findByText('Thank you! Your e-mail address me@example.com is verified.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('verifyEmail', { params: { part1: '5', part2: 'abc', part3: 'S'.repeat(43) } });
    expect(sharedStore.get(userAtom)?.verified).toBe(true);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows the server message for a used or expired link', async () => {
    jest
      .spyOn(api, 'call')
      .mockRejectedValue(
        new ApiError(
          'x',
          400,
          { code: 400, message: 'This verification link was already used.', app_js: 'x' },
          undefined,
        ),
      );
    renderWith({ part1: '6', part2: 'abc', part3: 'T'.repeat(43) });
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link was already used.');
    expect(screen.getByText('This link could not be used.')).toBeInTheDocument();
  });
});
