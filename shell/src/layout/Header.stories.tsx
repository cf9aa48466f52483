import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import { loginStateAtom, sharedStore, userAtom, type LoginState, type User } from 'shared';
import { sampleUser } from 'contract';
import '../i18n';
import '../shell.css';
import { Header } from './Header';

const traveller: User = { ...sampleUser, display_name: 'Mei-Ling Chen', interface_language: 'zh-Hant-TW' };

/** The header as the session leaves it. The phone stories use Storybook's 414 px viewport (the layout follows the window). */
function HeaderAs({ state }: { state: LoginState }) {
  sharedStore.set(loginStateAtom, state);
  sharedStore.set(userAtom, state === 'logged-in' ? traveller : null);
  return (
    <MemoryRouter>
      <Header />
    </MemoryRouter>
  );
}

const meta = {
  title: 'shell/Header',
  component: HeaderAs,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeaderAs>;
export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'mobile2', isRotated: false } };

export const GuestDesktop: Story = { args: { state: 'logged-out' } };
export const SignedInDesktop: Story = { args: { state: 'logged-in' } };
/**
 * Signed in, in English (its longest labels): in a window under 1440 px the search shows its icon and the account
 * its initial, so the header stays one row down to 1024 px.
 */
export const SignedInDesktopEnglish: Story = { args: { state: 'logged-in' }, globals: { locale: 'en' } };
/** A phone: one row — page links and language in the menu drawer, logging out in the profile drawer. */
export const GuestPhone: Story = { args: { state: 'logged-out' }, globals: PHONE };
/** A phone, signed in: the account shows as its initial in a circle (named with the whole name). */
export const SignedInPhone: Story = { args: { state: 'logged-in' }, globals: PHONE };
/** While the session is still being checked, neither Log in nor the account shows. */
export const SessionUnknown: Story = { args: { state: 'unknown' }, globals: PHONE };
