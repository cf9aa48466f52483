// Planning together: the members of a plan, invitations, who is here, what changed, and the choice when two
// people changed the same thing. (The screens that show them wire them to the API.)
export { MembersPanel, type Member, type MemberRole, type Role } from './components/MembersPanel';
export { InviteLinks, type OpenInvite } from './components/InviteLinks';
export { PresenceBar, type PresentMember } from './components/PresenceBar';
export { ActivityList, type ActivityEntry } from './components/ActivityList';
export { ConflictChoice } from './components/ConflictChoice';
export { PlanCompanions, invitationUrl } from './PlanCompanions';
export { PlanActivity } from './PlanActivity';
export { usePlanLive, planChangedElsewhere } from './usePlanLive';
