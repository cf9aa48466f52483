import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { bus, setLanguage, sharedStore, userAtom } from 'shared';
import '../i18n';
import { sampleUser } from 'contract';
import { ProfileDrawer } from './ProfileDrawer';

beforeEach(async () => {
  await act(() => setLanguage('en'));
});
afterEach(() => act(() => sharedStore.set(userAtom, null)));

describe('ProfileDrawer', () => {
  it('lists the profile screens and closes the drawer when one is chosen', async () => {
    act(() => sharedStore.set(userAtom, { ...sampleUser, id: 42 }));
    const closeDrawer = jest.fn();
    render(
      <MemoryRouter>
        <ProfileDrawer closeDrawer={closeDrawer} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Your profile' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['History', '/my/history'],
      ['Favorites', '/my/favorites'],
      ['My experiences', '/my/experiences'],
      ['My posts', '/user/42/posts'],
      ['My plans', '/my/plans'],
      ['My inspiration', '/my/inspiration'],
      ['Edit profile', '/my/edit-profile'],
      ['Change password', '/my/change-password'],
    ]);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Favorites' }));
    expect(closeDrawer).toHaveBeenCalled();
  });

  it('offers sign-in to a guest', async () => {
    const opened = jest.fn();
    const off = bus.on('auth:open-login', opened);
    render(
      <MemoryRouter>
        <ProfileDrawer />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(opened).toHaveBeenCalled();
    off();
  });
});
