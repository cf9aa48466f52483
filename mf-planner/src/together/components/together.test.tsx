import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared';
import '../../i18n';
import { ActivityList } from './ActivityList';
import { ConflictChoice } from './ConflictChoice';
import { InviteLinks } from './InviteLinks';
import { MembersPanel, type Member } from './MembersPanel';
import { PresenceBar } from './PresenceBar';

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

const members: Member[] = [
  { user_id: 1, display_name: 'Mei', profile_color: '#1f7a8c', role: 'owner' },
  { user_id: 2, display_name: 'Ana', profile_color: '#c0392b', role: 'editor' },
  { user_id: 3, display_name: 'Ken', profile_color: '#6c5ce7', role: 'viewer' },
];
const handlers = () => ({ onChangeRole: jest.fn(), onRemove: jest.fn(), onLeave: jest.fn() });

describe('MembersPanel', () => {
  it("the owner changes a member's role and removes a member, by keyboard; the owner cannot leave", async () => {
    const user = userEvent.setup();
    const on = handlers();
    render(<MembersPanel members={members} meId={1} {...on} />);
    expect(screen.getByText('Mei (you)')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role of Mei' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Ana' }), 'Can view');
    expect(on.onChangeRole).toHaveBeenCalledWith(2, 'viewer');
    screen.getByRole('button', { name: 'Remove Ken' }).focus();
    await user.keyboard('{Enter}');
    expect(on.onRemove).toHaveBeenCalledWith(3);
    expect(screen.queryByRole('button', { name: 'Leave this plan' })).toBeNull();
  });

  it('a member sees the roles and may leave, but changes no one', async () => {
    const on = handlers();
    render(<MembersPanel members={members} meId={2} {...on} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(screen.getByText('Ken').closest('li')!).getByText('Can view')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave this plan' }));
    expect(on.onLeave).toHaveBeenCalledTimes(1);
  });

  it("paints each member's mark in their colour, and says so in Chinese", async () => {
    await act(() => setLanguage('zh-Hant-TW'));
    render(<MembersPanel members={members.slice(0, 1)} meId={1} {...handlers()} />);
    expect(screen.getByRole('heading', { name: '旅伴' })).toBeInTheDocument();
    expect(screen.getByText('Mei（你）')).toBeInTheDocument();
    expect(screen.getByText('目前只有你看得到這份計畫。邀請旅伴一起規劃這趟旅行吧。')).toBeInTheDocument();
    expect(screen.getByText('M').style.backgroundColor).toBe('rgb(31, 122, 140)');
  });
});

describe('InviteLinks', () => {
  it('makes a link for the chosen role, shows it to copy with its end date, and revokes an open one', async () => {
    const user = userEvent.setup();
    const onCreate = jest.fn();
    const onRevoke = jest.fn();
    const link = 'http://localhost/plans/join/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
    const { rerender } = render(
      <InviteLinks link={null} linkExpires={null} invites={[]} language="en" onCreate={onCreate} onRevoke={onRevoke} />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'They will' }), 'Can view');
    await user.click(screen.getByRole('button', { name: 'Create an invitation link' }));
    expect(onCreate).toHaveBeenCalledWith('viewer');
    const invite = {
      id: 5,
      role: 'viewer' as const,
      created_at: '2026-11-28T10:00:00Z',
      expires_at: '2026-12-05T10:00:00Z',
    };
    rerender(
      <InviteLinks
        link={link}
        linkExpires={invite.expires_at}
        invites={[invite]}
        language="en"
        onCreate={onCreate}
        onRevoke={onRevoke}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(link);
    expect(screen.getAllByText(/Works once, until Dec 5, 2026\./).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Revoke the invitation made Nov 28, 2026' }));
    expect(onRevoke).toHaveBeenCalledWith(5);
  });
});

describe('PresenceBar and ActivityList', () => {
  it('names who else is here, and nothing when no one is', () => {
    const { rerender, container } = render(<PresenceBar here={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PresenceBar here={[members[1]]} />);
    expect(
      within(screen.getByRole('list', { name: 'Here now' })).getByText('Ana is looking at this plan'),
    ).toBeInTheDocument();
  });

  it('lists who changed what, or says nothing changed yet', () => {
    const { rerender } = render(<ActivityList entries={[]} language="en" />);
    expect(screen.getByText('No changes yet.')).toBeInTheDocument();
    rerender(
      <ActivityList
        entries={[{ id: '1', who: members[1], text: 'Ana moved Senso-ji to day 2', at: '2026-11-28T10:00:00Z' }]}
        language="en"
      />,
    );
    expect(within(screen.getByRole('list')).getByText('Ana moved Senso-ji to day 2')).toBeInTheDocument();
  });
});

describe('ConflictChoice', () => {
  it('shows both values, takes the focus, and keeps the one chosen', async () => {
    const onKeepMine = jest.fn();
    const onKeepTheirs = jest.fn();
    render(
      <ConflictChoice
        field="Notes"
        name="Ana"
        mine="Bring an umbrella"
        theirs=""
        onKeepMine={onKeepMine}
        onKeepTheirs={onKeepTheirs}
      />,
    );
    const choice = screen.getByRole('group', { name: 'Changed by someone else' });
    expect(screen.getByRole('heading', { name: 'Changed by someone else' })).toHaveFocus();
    expect(
      within(choice).getByText('Ana changed “Notes” while you were editing it. Which one should stay?'),
    ).toBeInTheDocument();
    expect(within(choice).getByText('Bring an umbrella')).toBeInTheDocument();
    expect(within(choice).getByText('(empty)')).toBeInTheDocument();
    await userEvent.click(within(choice).getByRole('button', { name: 'Keep theirs' }));
    expect(onKeepTheirs).toHaveBeenCalledTimes(1);
    expect(onKeepMine).not.toHaveBeenCalled();
  });
});
