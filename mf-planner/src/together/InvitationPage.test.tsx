import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api, ApiError, bus, loginStateAtom, queryClient, setLanguage, sharedStore } from 'shared';
import '../i18n';
import { InvitationPage } from './InvitationPage';

const token = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const offer = { plan_name: 'Kyoto in spring', role: 'editor', invited_by: 'Mei', expires_at: '2026-12-05T10:00:00Z' };

function open() {
  return render(
    <Provider store={sharedStore}>
      <MemoryRouter
        initialEntries={[`/my/plans/invite/${token}`]}
        future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
      >
        <Routes>
          <Route path="/my/plans/invite/:token" element={<InvitationPage />} />
          <Route path="/my/plans/:planId" element={<p>the plan</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

beforeEach(async () => {
  await act(() => setLanguage('en'));
});
afterEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
  act(() => sharedStore.set(loginStateAtom, 'logged-out'));
});

it('a guest is told what the invitation offers and asked to sign in first', async () => {
  jest.spyOn(api, 'call').mockResolvedValue({ code: 200, data: offer } as never);
  const asked = jest.fn();
  const stop = bus.on('auth:open-login', asked);
  open();
  expect(
    await screen.findByText('Mei invites you to plan “Kyoto in spring” together: you can change it.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Join the plan' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Sign in or sign up' }));
  expect(asked).toHaveBeenCalledTimes(1);
  stop();
});

it('a signed-in person joins and is taken to the plan; a used link says so', async () => {
  act(() => sharedStore.set(loginStateAtom, 'logged-in'));
  let used = false;
  jest.spyOn(api, 'call').mockImplementation((async (name: string) => {
    if (name === 'getPlanInvitation') return { code: 200, data: offer };
    const message = 'This invitation link has already been used. Ask for a new one.';
    if (used) throw new ApiError(message, 410, { code: 410, message, app_js: 'x' } as never, undefined);
    return { code: 200, data: { plan_id: 42, role: 'editor' } };
  }) as never);
  const { unmount } = open();
  await userEvent.click(await screen.findByRole('button', { name: 'Join the plan' }));
  expect(await screen.findByText('the plan')).toBeInTheDocument();
  unmount();
  used = true;
  open();
  await userEvent.click(await screen.findByRole('button', { name: 'Join the plan' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This invitation link has already been used.');
});
