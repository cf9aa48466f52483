import { MemoryRouter } from 'react-router-dom';
import '../../i18n';
import { sampleDays, samplePlan } from '../../planner/components/samplePlan';
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
/** A plan with days: each day's stops with arrival and departure and the legs between, read-only. */
export const WithDays = { args: { itinerary: sampleDays }, globals: { locale: 'en' } };
export const WithDaysChinese = {
  args: { itinerary: sampleDays, language: 'zh-Hant-TW' },
  globals: { locale: 'zh-Hant-TW' },
};
export const EmptyPlan = { args: { plan: { ...samplePlan, plan_places: [] } } };
export const Loading = { args: { plan: null, status: 'loading' } };
export const RevokedOrUnknown = { args: { plan: null, status: 'not-found' } };
export const LoadError = { args: { plan: null, status: 'error' } };
