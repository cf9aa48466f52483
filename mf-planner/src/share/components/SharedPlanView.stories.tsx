import { MemoryRouter } from 'react-router-dom';
import '../../i18n';
import { samplePlan } from '../../planner/components/samplePlan';
import { SharedPlanView } from './SharedPlanView';

/** A plan opened from its share link: read-only, with distances and the map (list fallback here). */
const meta = {
  title: 'mf-planner/Shared plan',
  component: SharedPlanView,
  decorators: [
    (Story: () => JSX.Element) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { plan: samplePlan, status: 'ready', language: 'en', mapApiKey: null, onRetry: () => undefined },
};
export default meta;

export const ReadOnly = {};
export const ReadOnlyChinese = { args: { language: 'zh-Hant-TW' } };
export const EmptyPlan = { args: { plan: { ...samplePlan, plan_places: [] } } };
export const Loading = { args: { plan: null, status: 'loading' } };
export const RevokedOrUnknown = { args: { plan: null, status: 'not-found' } };
export const LoadError = { args: { plan: null, status: 'error' } };
