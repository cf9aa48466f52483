import '../i18n';
import '../screenStrings';
import { InvitationView, type InvitationViewProps } from './InvitationPage';

const noop = () => undefined;
const offer = { plan_name: 'Tokyo in spring', role: 'editor' as const, invited_by: 'Ana' };
const base: InvitationViewProps = {
  invitation: offer,
  loading: false,
  error: null,
  signedIn: false,
  joining: false,
  onJoin: noop,
  onSignIn: noop,
};

/** What an invitation link shows: the offer, signing in first, joining, and a link that no longer works. */
const meta = { title: 'mf-planner/Invitation', component: InvitationView, args: base };
export default meta;

const en = { globals: { locale: 'en' } };
const zh = { globals: { locale: 'zh-Hant-TW' } };

export const GuestAsked = { ...en };
export const GuestAskedChinese = { ...zh, args: { invitation: { ...offer, plan_name: '東京賞櫻' } } };
export const SignedInJoins = { ...en, args: { signedIn: true } };
export const SignedInJoinsChinese = { ...zh, args: { signedIn: true, invitation: { ...offer, role: 'viewer' } } };
export const WithoutInviter = { ...en, args: { invitation: { ...offer, invited_by: null } } };
export const Loading = { ...en, args: { invitation: null, loading: true } };
// (the API's message, in the reader's language)
export const LinkUsed = {
  ...en,
  args: { invitation: null, error: 'This invitation link has already been used. Ask for a new one.' },
};
export const LinkUsedChinese = {
  ...zh,
  args: { invitation: null, error: '這個邀請連結已經被使用過了，請向對方索取新的連結。' },
};
