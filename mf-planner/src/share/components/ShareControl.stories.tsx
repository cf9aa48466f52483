import '../../i18n';
import { ShareControl } from './ShareControl';

const noop = () => undefined;
const link = 'https://travel.example.com/plans/shared/Q2hhbmdlIG1lIHRvIGEgcmVhbCB0b2tlbiBwbGVhc2U';

/** The planner's share control: a read-only link the owner can copy, renew or revoke. */
const meta = {
  title: 'mf-planner/Share link',
  component: ShareControl,
  args: { onCreate: noop, onRevoke: noop, shared: false, link: null },
};
export default meta;

export const NotShared = {};
export const JustCreated = { args: { shared: true, link } };
export const SharedEarlier = { args: { shared: true, link: null } };
export const Busy = { args: { shared: false, busy: true } };
export const GuestPlan = { args: { guest: true } };
