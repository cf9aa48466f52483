import { MemoryRouter } from 'react-router-dom';
import '../../i18n';
import { PlanPrintView } from './PlanPrintView';
import { sampleDays, samplePlan } from './samplePlan';

/** The days laid out for A4 paper, a day per page (the browser's print preview shows the pages). */
const meta = {
  title: 'mf-planner/Itinerary print view',
  component: PlanPrintView,
  decorators: [
    (Story: () => JSX.Element) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    plan: samplePlan,
    name: samplePlan.plan_name,
    itinerary: sampleDays,
    language: 'en',
    timeZone: 'Asia/Taipei',
    mapApiKey: null,
    onBack: () => undefined,
  },
};
export default meta;

/** Two dated days; no Maps key, so the maps start unchecked. */
export const TwoDays = { globals: { locale: 'en' } };
export const TwoDaysChinese = { args: { language: 'zh-Hant-TW' }, globals: { locale: 'zh-Hant-TW' } };
/** undated days: times on no particular date */
export const Undated = { args: { itinerary: { ...sampleDays, start_date: null } } };
/** a plan not split into days yet */
export const NoDays = { args: { itinerary: { ...sampleDays, days: [], unscheduled: [11, 12, 13] } } };
export const Loading = { args: { itinerary: null } };
