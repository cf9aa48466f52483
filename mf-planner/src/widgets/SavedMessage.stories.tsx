import '../i18n';
import { SavedMessage } from './SavedMessage';

/** What the save toggle says afterwards: saved (with the button that opens the list's drawer) or removed. */
const meta = {
  title: 'mf-planner/SaveToInspiration message',
  component: SavedMessage,
  args: { onView: () => undefined },
};
export default meta;

export const Saved = { args: { saved: true } };
export const Removed = { args: { saved: false } };
