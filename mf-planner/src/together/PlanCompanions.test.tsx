import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { api, queryClient, setLanguage, sharedStore, userAtom } from 'shared';
import '../i18n';
import { PlanCompanions } from './PlanCompanions';

const members = [
  { user_id: 1, display_name: 'Mei', profile_color: '#1f7a8c', role: 'owner' },
  { user_id: 2, display_name: 'Ana', profile_color: '#c0392b', role: 'editor' },
];
const token = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
/** rendered as the page renders it: in the page's one store (who is signed in, the language) */
const inPage = (ui: ReactElement) => render(<Provider store={sharedStore}>{ui}</Provider>);
let calls: Array<{ name: string; args: unknown }>;

beforeEach(async () => {
  await act(() => setLanguage('en'));
  calls = [];
  jest.spyOn(api, 'call').mockImplementation((async (name: string, args: unknown) => {
    calls.push({ name, args });
    if (name === 'getPlanMembers') return { code: 200, data: members };
    if (name === 'getPlanInvites') return { code: 200, data: [] };
    if (name === 'createPlanInvite')
      return {
        code: 200,
        data: {
          token,
          invite: {
            id: 9,
            role: 'viewer',
            email: null,
            created_at: '2026-11-28T10:00:00Z',
            expires_at: '2026-12-05T10:00:00Z',
            status: 'open',
          },
        },
      };
    if (name === 'setPlanMemberRole') return { code: 200, data: members };
    throw new Error(`unexpected ${name}`);
  }) as never);
});
afterEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
  act(() => sharedStore.set(userAtom, null));
});

it("the owner sees the companions, changes a role and makes an invitation link to the planner's invitation page", async () => {
  act(() => sharedStore.set(userAtom, { id: 1, display_name: 'Mei' } as never));
  const user = userEvent.setup();
  inPage(<PlanCompanions planId={12} role="owner" onLeft={jest.fn()} />);
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Ana' }), 'Can view');
  expect(calls).toContainEqual({
    name: 'setPlanMemberRole',
    args: { params: { id: 12, userId: 2 }, body: { role: 'viewer' } },
  });
  await user.selectOptions(screen.getByRole('combobox', { name: 'They will' }), 'Can view');
  await user.click(screen.getByRole('button', { name: 'Create an invitation link' }));
  expect(await screen.findByRole('textbox', { name: 'Invitation link' })).toHaveValue(
    `${window.location.origin}/my/plans/invite/${token}`,
  );
  expect(calls).toContainEqual({ name: 'createPlanInvite', args: { params: { id: 12 }, body: { role: 'viewer' } } });
});

it('a viewer sees who the companions are, but invites no one and asks for no invitations', async () => {
  act(() => sharedStore.set(userAtom, { id: 2, display_name: 'Ana' } as never));
  inPage(<PlanCompanions planId={12} role="viewer" onLeft={jest.fn()} />);
  expect(await screen.findByText('Ana (you)')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Invite by link' })).toBeNull();
  expect(calls.map((c) => c.name)).not.toContain('getPlanInvites');
});
