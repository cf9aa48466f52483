import { useState } from 'react';
import '../i18n';
import { PlanMenu, type PlanMenuProps } from './PlanMenu';

const plans = [
  { id: 5, plan_name: 'Kyoto in spring', notes: '', plan_places: [{ id: 11, type: 'poi', notes: '' }] },
  { id: 6, plan_name: 'Taipei weekend', notes: '', plan_places: [] },
];

/** The menu with its own open state, so arrows, Esc and choosing can be tried in the story. */
function Live(props: Omit<PlanMenuProps, 'open' | 'onOpenChange' | 'onChoose'> & { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(props.initiallyOpen ?? false);
  return <PlanMenu {...props} open={open} onOpenChange={setOpen} onChoose={() => undefined} />;
}

/** "Add to plan" for a signed-in user: a menu button (arrows, Home / End, a letter, Esc, Enter / Space). */
const meta = { title: 'mf-planner/AddToPlan menu', component: Live, args: { placeId: 11, plans } };
export default meta;

export const Closed = {};
/** open: the plan that holds the place already says so */
export const Open = { args: { initiallyOpen: true } };
export const LoadingPlans = { args: { initiallyOpen: true, plans: null } };
export const PlansNotLoaded = { args: { initiallyOpen: true, plans: null, loadFailed: true } };
export const NoPlansYet = { args: { initiallyOpen: true, plans: [] } };
export const Adding = { args: { busy: true } };
