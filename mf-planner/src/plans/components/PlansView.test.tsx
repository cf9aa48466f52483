import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage, type LoginState } from 'shared';
import '../../i18n';
import type { GuestPlan } from '../../common/guestPlan';
import { PlansView } from './PlansView';

const unnamed: GuestPlan = {
  id: 'guest',
  plan_name: '',
  notes: '',
  plan_places: [
    { id: 1, type: 'poi', notes: '' },
    { id: 2, type: 'poi', notes: '' },
    { id: 3, type: 'city', notes: '' },
  ],
};

function renderView(loginState: LoginState, guestPlan: GuestPlan | null, language = 'en') {
  return render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <PlansView loginState={loginState} guestPlan={guestPlan} language={language} />
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

describe('PlansView', () => {
  it.each<LoginState>(['logged-out', 'unknown'])(
    'shows a guest (%s) the local plan with its default name and place count',
    (state) => {
      renderView(state, unnamed);
      expect(screen.getByRole('heading', { level: 1, name: 'My plans' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'My to-go list' })).toHaveAttribute('href', '/my/plans/guest');
      expect(screen.getByText('3 places')).toBeInTheDocument();
    },
  );

  it('uses the singular for one place', () => {
    renderView('logged-out', { ...unnamed, plan_places: [{ id: 1, type: 'poi', notes: '' }] });
    expect(screen.getByText('1 place')).toBeInTheDocument();
  });

  it('derives the default name from the current language', async () => {
    await act(() => setLanguage('zh-Hant-TW'));
    renderView('logged-out', unnamed, 'zh-Hant-TW');
    expect(screen.getByRole('link', { name: '我的計畫' })).toHaveAttribute('href', '/my/plans/guest');
    expect(screen.getByText('3 個地點')).toBeInTheDocument();
  });

  it("shows the guest's own plan name", () => {
    renderView('logged-out', { ...unnamed, plan_name: 'Kyoto in spring' });
    expect(screen.getByRole('link', { name: 'Kyoto in spring' })).toBeInTheDocument();
  });

  it('shows an empty state when there is no local plan', () => {
    renderView('logged-out', null);
    expect(screen.getByRole('heading', { name: 'No plan yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start your to-go list' })).toHaveAttribute('href', '/my/plans/guest');
    expect(screen.getByRole('link', { name: 'Sign in to see the plans in your account' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Fmy%2Fplans',
    );
  });

  it('shows a signed-in user the account plans, and still the local plan', () => {
    render(
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <PlansView
          loginState="logged-in"
          guestPlan={unnamed}
          language="en"
          accountPlans={[{ id: 5, plan_name: 'Kyoto', notes: '', plan_places: [{ id: 1, type: 'poi', notes: '' }] }]}
          onCreate={jest.fn().mockResolvedValue(true)}
          onDelete={jest.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Kyoto' })).toHaveAttribute('href', '/my/plans/5');
    expect(screen.getByText('1 place')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Kyoto' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New plan name' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My to-go list' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /sign in/i })).not.toBeInTheDocument();
  });

  it('marks the plans shared with me, with their owner and what I may do; only my own have Delete', async () => {
    const shared = [
      { id: 5, plan_name: 'Kyoto', notes: '', plan_places: [], role: 'owner' as const },
      { id: 7, plan_name: 'Tokyo', notes: '', plan_places: [], role: 'editor' as const, owner_name: 'Ana' },
      { id: 8, plan_name: 'Tainan', notes: '', plan_places: [], role: 'viewer' as const, owner_name: 'Mei' },
    ];
    const view = (
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <PlansView loginState="logged-in" guestPlan={null} language="en" accountPlans={shared} onDelete={jest.fn()} />
      </MemoryRouter>
    );
    const { rerender } = render(view);
    expect(screen.getByText('Shared with you by Ana · you can edit it')).toBeInTheDocument();
    expect(screen.getByText('Shared with you by Mei · you can view it')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Kyoto' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Tokyo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Tainan' })).not.toBeInTheDocument();
    await act(() => setLanguage('zh-Hant-TW'));
    rerender(view);
    expect(screen.getByText('Ana 分享給你，你可以編輯')).toBeInTheDocument();
    await act(() => setLanguage('en'));
  });

  it('creates a plan (the name field empties once it exists, and keeps the name when it fails) and asks before deleting one', async () => {
    const user = userEvent.setup();
    const onCreate = jest.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const onDelete = jest.fn();
    const kyoto = { id: 5, plan_name: 'Kyoto', notes: '', plan_places: [] };
    render(
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <PlansView
          loginState="logged-in"
          guestPlan={null}
          language="en"
          accountPlans={[kyoto]}
          onCreate={onCreate}
          onDelete={onDelete}
        />
      </MemoryRouter>,
    );
    const field = screen.getByRole('textbox', { name: 'New plan name' });
    await user.type(field, 'Osaka');
    await user.click(screen.getByRole('button', { name: 'Create plan' }));
    expect(onCreate).toHaveBeenCalledWith('Osaka');
    expect(field).toHaveValue('Osaka');
    await user.click(screen.getByRole('button', { name: 'Create plan' }));
    expect(onCreate).toHaveBeenCalledTimes(2);
    expect(field).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Delete Kyoto' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(kyoto);
  });

  it('shows a signed-in user with no plans the empty account notice', () => {
    render(
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <PlansView loginState="logged-in" guestPlan={null} language="en" accountPlans={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('No plans in your account yet. Create one below.')).toBeInTheDocument();
  });
});
