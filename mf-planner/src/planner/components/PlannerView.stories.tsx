import { MemoryRouter } from 'react-router-dom';
import '../../i18n';
import { PlannerView } from './PlannerView';
import { samplePlan } from './samplePlan';

const noop = () => undefined;
const handlers = {
  onMove: noop,
  onRemove: noop,
  onNoteChange: noop,
  onNotesSave: noop,
  onUpdate: noop,
  onInsert: noop,
  onRetry: noop,
};
const saved = [{ ...samplePlan.plan_places[0].place, id: 99, place_name: 'Elephant Mountain' }];

/** The planner from props (no network): the places as an ordered list with distances (the map fallback). */
const meta = {
  title: 'mf-planner/Planner',
  component: PlannerView,
  decorators: [
    (Story: () => JSX.Element) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { ...handlers, language: 'en', status: 'ready', savedPlaces: saved, mapApiKey: null },
};
export default meta;

export const SignedIn = { args: { plan: samplePlan } };
/** without a Google Maps key the map is the accessible list with coordinates */
export const MapFallback = { args: { plan: samplePlan, mapApiKey: null } };
export const SignedInChinese = { args: { plan: samplePlan, language: 'zh-Hant-TW' } };
export const Guest = { args: { plan: { ...samplePlan, id: 'guest', plan_name: '' } } };
/** a plan left on this device, seen signed in: it can move to the account (no sign-up hint) */
export const GuestSignedIn = {
  args: { plan: { ...samplePlan, id: 'guest', plan_name: '' }, onMoveToAccount: noop },
};
export const Empty = { args: { plan: { ...samplePlan, plan_places: [] } } };
export const EmptyNothingSaved = { args: { plan: { ...samplePlan, plan_places: [] }, savedPlaces: [] } };
export const Loading = { args: { plan: null, status: 'loading' } };
export const LoadError = { args: { plan: null, status: 'error' } };
export const NotFound = { args: { plan: null, status: 'not-found' } };
export const Busy = { args: { plan: samplePlan, busy: true } };
export const InDrawer = { args: { plan: samplePlan, compact: true } };
/** a stop's note while typing pauses and while it is being stored */
export const NoteSaving = {
  args: { plan: samplePlan, noteDrafts: { 12: 'Try the pepper buns' }, noteStatus: { 12: 'saving' } },
};
/** offline: the note is kept on the device until the connection is back */
export const NoteWaitingToSync = {
  args: { plan: samplePlan, noteDrafts: { 12: 'Try the pepper buns' }, noteStatus: { 12: 'waiting' } },
};
export const NoteSaved = {
  args: { plan: samplePlan, noteStatus: { 11: 'saved' } },
};
/** the save failed: the typed text stays in the field, with a way to try again */
export const NoteNotSaved = {
  args: { plan: samplePlan, noteDrafts: { 12: 'Try the pepper buns' }, noteStatus: { 12: 'error' } },
};
