import '../i18n';
import { PlanAddedMessage } from './PlanAddedMessage';

/** What "Add to plan" says afterwards, with the button that opens the plan in the planner drawer. */
const meta = {
  title: 'mf-planner/AddToPlan message',
  component: PlanAddedMessage,
  args: { planName: 'Kyoto in spring', onView: () => undefined },
};
export default meta;

export const Added = { args: { outcome: 'added' } };
/** the place was in the plan already: nothing was added, and the message says so */
export const AlreadyInPlan = { args: { outcome: 'already' } };
export const MovedWithinPlan = { args: { outcome: 'moved' } };
