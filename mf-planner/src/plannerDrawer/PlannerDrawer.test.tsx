import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'jotai';
import { api, bus, loginStateAtom, setLanguage, sharedStore, userAtom } from 'shared';
import { sampleUser } from 'contract';
import '../i18n';
import { PlannerDrawer } from './PlannerDrawer';
import { resetPlannerDrawer } from '../common/openedPlan';

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('plan', JSON.stringify({ id: 'guest', plan_name: 'Trip', notes: '', plan_places: [] }));
  resetPlannerDrawer();
  await act(() => setLanguage('en'));
});

/** What the shell's DrawerHost does with the flag: keeps it, shows Back while it is on, clears it on Back. */
function ShellDrawer({ initial }: { initial?: boolean }) {
  const [flag, setFlag] = useState(initial ?? false);
  // subscribed before the content's effects run, as the long-mounted DrawerHost is
  useLayoutEffect(
    () =>
      bus.on('drawer:open', ({ drawer, backToList }) => {
        if (drawer === 'planner' && backToList !== undefined) setFlag(backToList);
      }),
    [],
  );
  return (
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Provider store={sharedStore}>
        {flag && (
          <button type="button" onClick={() => setFlag(false)}>
            Back to list
          </button>
        )}
        <PlannerDrawer backToList={flag} closeDrawer={jest.fn()} />
      </Provider>
    </MemoryRouter>
  );
}

describe('PlannerDrawer with the shell back-to-list flag', () => {
  it('opening a plan turns the flag on; the shell Back returns to the list and turns it off', async () => {
    const user = userEvent.setup();
    render(<ShellDrawer />);
    expect(screen.queryByRole('button', { name: 'Back to list' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Trip' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Trip' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No places yet' })).toBeInTheDocument();
    // the shell's header button is the only way back (no second one inside)
    expect(screen.getAllByRole('button', { name: /back to (the )?list/i })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Back to list' }));
    expect(screen.getByRole('button', { name: 'Trip' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No places yet' })).not.toBeInTheDocument();
  });

  it('opened again with the flag on, it shows the last plan; with nothing opened yet it clears the flag', async () => {
    const user = userEvent.setup();
    const first = render(<ShellDrawer initial />);
    // nothing opened before: the list, and the flag goes off
    expect(screen.getByRole('button', { name: 'Trip' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to list' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Trip' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Trip' })).toBeInTheDocument();
    first.unmount();

    render(<ShellDrawer initial />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Trip' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to list' })).toBeInTheDocument();
  });

  it('outside the shell (no flag) it has its own way back', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Provider store={sharedStore}>
          <PlannerDrawer />
        </Provider>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Trip' }));
    await user.click(await screen.findByRole('button', { name: '← Back to the list' }));
    expect(screen.getByRole('button', { name: 'Trip' })).toBeInTheDocument();
  });
});

describe('PlannerDrawer: the guest plan moved to the account', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => {
      sharedStore.set(userAtom, null);
      sharedStore.set(loginStateAtom, 'unknown');
    });
  });

  it("signed in with a plan left on the device, its Move it to my account shows the account's plan in the drawer", async () => {
    const user = userEvent.setup();
    const accountPlan = { id: 7, plan_name: 'Trip', notes: '', plan_places: [] };
    const call = jest.spyOn(api, 'call').mockImplementation((async (name: string) => {
      if (name === 'createPlan' || name === 'getPlan') return { code: 200, app_js: 'x', data: accountPlan };
      return { code: 200, app_js: 'x', data: [] };
    }) as never);
    act(() => {
      sharedStore.set(userAtom, { ...sampleUser, id: 42 });
      sharedStore.set(loginStateAtom, 'logged-in');
    });
    render(<ShellDrawer />);
    await user.click(screen.getByRole('button', { name: 'Trip' }));
    await user.click(await screen.findByRole('button', { name: 'Move it to my account' }));

    expect(await screen.findByRole('link', { name: 'Open as a full page' })).toHaveAttribute('href', '/my/plans/7');
    expect(screen.queryByRole('button', { name: 'Move it to my account' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Trip' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to list' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('createPlan', expect.anything());
    expect(localStorage.getItem('plan')).toBeNull();
  });
});
