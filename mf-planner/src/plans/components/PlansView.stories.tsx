import { MemoryRouter } from 'react-router-dom';
import '../../i18n';
import type { GuestPlan } from '../../common/guestPlan';
import { PlansView } from './PlansView';

const plan: GuestPlan = {
  id: 'guest',
  plan_name: '',
  notes: 'Two days in Taipei',
  plan_places: [
    { id: 1, type: 'poi', notes: '' },
    { id: 2, type: 'poi', notes: '' },
    { id: 3, type: 'city', notes: '' },
  ],
};

/** My plans states (guest / signed in, with and without a local plan), from props (no network). */
const meta = {
  title: 'mf-planner/Plans',
  component: PlansView,
  decorators: [
    (Story: () => JSX.Element) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
};
export default meta;

export const GuestWithPlan = { args: { loginState: 'logged-out', guestPlan: plan, language: 'en' } };

export const GuestWithPlanChinese = { args: { loginState: 'logged-out', guestPlan: plan, language: 'zh-Hant-TW' } };

export const GuestNamedPlan = {
  args: { loginState: 'logged-out', guestPlan: { ...plan, plan_name: 'Kyoto in spring' }, language: 'en' },
};

export const GuestEmpty = { args: { loginState: 'logged-out', guestPlan: null, language: 'en' } };

const accountPlans = [
  { id: 5, plan_name: 'Kyoto in spring', notes: 'Cherry blossoms', plan_places: plan.plan_places },
  { id: 6, plan_name: 'Taipei weekend', notes: '', plan_places: [] },
];
const noop = () => undefined;
const created = async () => true;

export const SignedIn = {
  args: { loginState: 'logged-in', guestPlan: null, language: 'en', accountPlans, onCreate: created, onDelete: noop },
};

/** My own plans and two shared with me (one I may edit, one I may only view): those are marked, not deletable. */
const withShared = [
  { ...accountPlans[0], role: 'owner' },
  { id: 7, plan_name: 'Tokyo with Ana', notes: '', plan_places: plan.plan_places, role: 'editor', owner_name: 'Ana' },
  { id: 8, plan_name: '台南小吃之旅', notes: '', plan_places: [], role: 'viewer', owner_name: '小林' },
];
export const SharedWithMe = {
  args: { loginState: 'logged-in', guestPlan: null, language: 'en', accountPlans: withShared, onDelete: noop },
  globals: { locale: 'en' },
};
export const SharedWithMeChinese = {
  args: { ...SharedWithMe.args, language: 'zh-Hant-TW' },
  globals: { locale: 'zh-Hant-TW' },
};

export const SignedInNoPlans = {
  args: { loginState: 'logged-in', guestPlan: null, language: 'en', accountPlans: [], onCreate: created },
};

export const SignedInLoading = {
  args: { loginState: 'logged-in', guestPlan: null, language: 'en', accountStatus: 'loading' },
};

export const SignedInError = {
  args: { loginState: 'logged-in', guestPlan: null, language: 'en', accountStatus: 'error', onRetry: noop },
};

/** The planner drawer's first screen: plans open in place. */
export const InDrawer = {
  args: { loginState: 'logged-in', guestPlan: plan, language: 'en', accountPlans, compact: true, onOpen: noop },
};

export const SignedInWithLocalPlan = { args: { loginState: 'logged-in', guestPlan: plan, language: 'en' } };
