import { MemoryRouter } from 'react-router-dom';
import '../../i18n';
import { AddAllView } from './AddAllView';

const noop = () => undefined;
const plans = [
  { id: 4, label: 'Taipei weekend' },
  { id: 7, label: 'Tokyo in spring' },
  { id: 'new' as const, label: 'New plan named “Taipei night markets”' },
];

/** "Add all places of this video to a plan", as the experience page shows it. */
const meta = {
  title: 'mf-planner/Add all places of a video',
  component: AddAllView,
  decorators: [
    (Story: () => JSX.Element) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { open: false, options: null, onToggle: noop, onChoose: noop, onRetry: noop },
};
export default meta;

export const Closed = {};
export const Loading = { args: { open: true } };
export const SignedInPicker = { args: { open: true, options: plans } };
export const GuestPicker = {
  args: { open: true, options: [{ id: 'guest', label: 'My plan on this device: My to-go list' }] },
};
export const Adding = { args: { open: true, options: plans, busy: true } };
export const Added = { args: { result: { planId: 4, name: 'Taipei weekend', added: 3, skipped: 2 } } };
export const AllAlreadyIn = { args: { result: { planId: 'guest', name: 'My to-go list', added: 0, skipped: 4 } } };
export const LoadError = { args: { open: true, loadError: true } };
