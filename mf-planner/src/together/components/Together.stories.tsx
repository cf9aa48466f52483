import { useTranslation } from 'page-singleton';
import type { PlanActivityEntry } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import { activityEntries } from '../activityText';
import { ActivityList } from './ActivityList';
import { ConflictChoice } from './ConflictChoice';
import { InviteLinks } from './InviteLinks';
import { MembersPanel, type Member } from './MembersPanel';
import { PresenceBar } from './PresenceBar';

const noop = () => undefined;
const members: Member[] = [
  { user_id: 1, display_name: 'Mei', profile_color: '#1f7a8c', role: 'owner' },
  { user_id: 2, display_name: 'Ana', profile_color: '#c0392b', role: 'editor' },
  { user_id: 3, display_name: '小林', profile_color: '#6c5ce7', role: 'viewer' },
];
const invite = {
  id: 5,
  role: 'viewer' as const,
  created_at: '2026-11-28T10:00:00Z',
  expires_at: '2026-12-05T10:00:00Z',
};
const link = 'https://travel.example.com/plans/join/Q2hhbmdlIG1lIHRvIGEgcmVhbCB0b2tlbiBwbGVhc2U';

/** Planning a trip together: companions, invitations, who is here, what changed, and a conflict to settle. */
const meta = { title: 'mf-planner/Planning together', component: MembersPanel };
export default meta;

const memberHandlers = { onChangeRole: noop, onRemove: noop, onLeave: noop };
export const MembersAsOwner = { render: () => <MembersPanel members={members} meId={1} {...memberHandlers} /> };
export const MembersAsEditor = { render: () => <MembersPanel members={members} meId={2} {...memberHandlers} /> };
export const Alone = { render: () => <MembersPanel members={members.slice(0, 1)} meId={1} {...memberHandlers} /> };

export const InviteNoLinkYet = {
  render: () => (
    <InviteLinks link={null} linkExpires={null} invites={[]} language="en" onCreate={noop} onRevoke={noop} />
  ),
};
export const InviteJustMade = {
  render: () => (
    <InviteLinks
      link={link}
      linkExpires={invite.expires_at}
      invites={[invite]}
      language="zh-Hant-TW"
      onCreate={noop}
      onRevoke={noop}
    />
  ),
};

export const Presence = { render: () => <PresenceBar here={members.slice(1)} /> };

export const Activity = {
  render: () => (
    <ActivityList
      language="en"
      entries={[
        { id: '2', who: members[1], text: 'Ana moved Senso-ji to day 2', at: '2026-11-28T10:05:00Z' },
        { id: '1', who: members[0], text: 'Mei renamed day 1 “Asakusa”', at: '2026-11-28T09:40:00Z' },
      ]}
    />
  ),
};
/** A plan's activity as `GET /plan/{id}/activity` answers it, phrased in the story's language. */
const changes: PlanActivityEntry[] = [
  {
    version: 9,
    at: '2026-11-28T10:05:00Z',
    actor: { user_id: 2, display_name: 'Ana', profile_color: '#c0392b' },
    changes: [
      { kind: 'move_stop', place_id: 7, place_name: 'Senso-ji', from_day: 0, to_day: 1 },
      { kind: 'set_stop', place_id: 7, place_name: 'Senso-ji', field: 'start_time', value: '09:30' },
    ],
  },
  {
    version: 8,
    at: '2026-11-28T09:40:00Z',
    actor: { user_id: 1, display_name: 'Mei', profile_color: '#1f7a8c' },
    changes: [{ kind: 'rename_day', day: 0, from: '', to: 'Asakusa' }],
  },
  {
    version: 7,
    at: '2026-11-28T09:30:00Z',
    actor: { user_id: 3, display_name: '小林', profile_color: '#6c5ce7' },
    changes: [{ kind: 'member_joined', user_id: 3, display_name: '小林', role: 'viewer' }],
  },
];
function PhrasedActivity({ language }: { language: string }) {
  const { t } = useTranslation(NS);
  return <ActivityList language={language} entries={activityEntries(changes, t, language)} />;
}
export const ActivityPhrased = { render: () => <PhrasedActivity language="en" />, globals: { locale: 'en' } };
export const ActivityPhrasedChinese = {
  render: () => <PhrasedActivity language="zh-Hant-TW" />,
  globals: { locale: 'zh-Hant-TW' },
};
export const ActivityEmpty = { render: () => <ActivityList language="en" entries={[]} /> };

export const Conflict = {
  render: () => (
    <ConflictChoice
      field="Notes"
      name="Ana"
      mine="Bring an umbrella: rain after 3 pm."
      theirs="Book the tea house for 4 pm."
      onKeepMine={noop}
      onKeepTheirs={noop}
    />
  ),
};
