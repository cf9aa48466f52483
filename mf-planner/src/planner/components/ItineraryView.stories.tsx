import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Itinerary, PlanWithPlaces, TravelMode } from 'shared';
import '../../i18n';
import { reconcileItinerary } from '../../itinerary/itinerary';
import type { ItinerarySaveStatus } from '../hooks/useItinerary';
import { OptimiseResult } from './ItineraryView';
import { LegLine } from './TripDayParts';
import { PlannerView } from './PlannerView';
import { sampleDays, samplePlan, sampleStop } from './samplePlan';

const noop = () => undefined;
const placeIds = samplePlan.plan_places.map((p) => p.id);
const stop = sampleStop;

/** Two dated days: a morning in the city by public transport, then the coast by car. */
const twoDays = sampleDays;

/** A day that cannot hold: a fixed time before the traveller can be there, and a late start that ends after midnight. */
const warnings: Itinerary = {
  ...twoDays,
  days: [
    { name: '', travel_mode: 'walk', time_zone: null, stops: [stop(11, '21:30', 120), stop(12, '23:00'), stop(13)] },
  ],
};

/** The planner page with days, editable in the story (nothing is sent anywhere). */
function Days({
  initial,
  plan = samplePlan,
  saveStatus = 'saved',
  language = 'en',
  theirs = null,
}: {
  initial: Itinerary;
  plan?: PlanWithPlaces;
  saveStatus?: ItinerarySaveStatus;
  language?: string;
  /** the days a companion stored meanwhile (a conflict to settle) */
  theirs?: Itinerary | null;
}) {
  const [it, setIt] = useState(initial);
  const ids = plan.plan_places.map((p) => p.id);
  return (
    <PlannerView
      plan={plan}
      status="ready"
      language={language}
      mapApiKey={null}
      onMove={noop}
      onRemove={noop}
      onNoteChange={noop}
      onNotesSave={noop}
      onUpdate={noop}
      onInsert={noop}
      itinerary={{
        itinerary: it,
        saveStatus,
        onRetry: noop,
        theirs,
        onKeepMine: noop,
        onKeepTheirs: noop,
        timeZone: 'Asia/Taipei',
        onChange: (change) => setIt((x) => change(reconcileItinerary(x, ids), ids)),
      }}
    />
  );
}

const meta = {
  title: 'mf-planner/Itinerary',
  component: Days,
  decorators: [
    (Story: () => JSX.Element) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { initial: twoDays },
};
export default meta;

/** Two dated days with times: arrival and departure of each stop, each leg's estimate, the calendar export. */
export const TwoDays = {};
export const TwoDaysChinese = { args: { language: 'zh-Hant-TW' } };
/** a plan not split into days yet: its one list, and the way to split it */
export const NoDaysYet = { args: { initial: { ...twoDays, start_date: null, days: [], unscheduled: placeIds } } };
/** undated days: times on no particular date, no calendar export */
export const Undated = { args: { initial: { ...twoDays, start_date: null } } };
/** a place in no day yet, under the days */
export const PlaceInNoDay = {
  args: {
    initial: { ...twoDays, days: [{ ...twoDays.days[0] }, { ...twoDays.days[1], stops: [] }], unscheduled: [13] },
  },
};
export const Warnings = { args: { initial: warnings } };

/**
 * The plan's time zone chosen in the days' header (New York): its times are on that clock, here on the night its
 * clocks go forward, so an hour from 01:30 ends at 03:30.
 */
const newYork: Itinerary = {
  ...twoDays,
  start_date: '2027-03-14',
  time_zone: 'America/New_York',
  days: [{ ...twoDays.days[0], stops: [stop(11, '01:30', 60), stop(12)] }],
  unscheduled: [13],
};
export const TimeZoneChosen = { args: { initial: newYork } };
export const TimeZoneChosenChinese = { args: { initial: newYork, language: 'zh-Hant-TW' } };
export const Saving = { args: { saveStatus: 'saving' } };
/** offline: the days are kept on the device until the connection is back */
export const WaitingToSync = { args: { saveStatus: 'waiting' } };
export const WaitingToSyncChinese = { args: { saveStatus: 'waiting', language: 'zh-Hant-TW' } };
/** the days could not be stored: they stay on screen, with a way to try again */
export const NotSaved = { args: { saveStatus: 'error' } };
/** a companion stored other days meanwhile: both versions side by side, and the choice */
const theirDays: Itinerary = { ...newYork, days: [{ ...newYork.days[0], name: 'Museum day' }] };
export const Conflict = { args: { saveStatus: 'conflict', theirs: theirDays } };
export const ConflictChinese = { args: { saveStatus: 'conflict', theirs: theirDays, language: 'zh-Hant-TW' } };

/** The city day cycled: the day's mode picker on Bike, its legs timed at a cyclist's pace. */
const cycledCity: Itinerary = {
  ...twoDays,
  days: twoDays.days.map((d, n) => (n === 0 ? { ...d, travel_mode: 'bike' } : d)),
};
export const CycledDay = { args: { initial: cycledCity } };
export const CycledDayChinese = { args: { initial: cycledCity, language: 'zh-Hant-TW' } };

/** A leg from the site's estimate (great-circle distance × the mode's detour, at the mode's speed). */
export const LegEstimate = {
  render: () => (
    <LegLine
      leg={{ mode: 'transit', reachable: true, minutes: 34, km: 10.2, source: 'estimate' }}
      next="Shilin Night Market"
      language="en"
    />
  ),
};
/** A leg measured by Google's directions (an account, the server with a key). */
export const LegGoogle = {
  render: () => (
    <LegLine
      leg={{ mode: 'drive', reachable: true, minutes: 47, km: 31.6, source: 'google' }}
      next="Jiufen Old Street"
      language="en"
    />
  ),
};
/** A leg to or from a place without coordinates. */
export const LegUnknown = { render: () => <LegLine leg={null} next="Jiufen Old Street" language="en" /> };
/** A story of a leg its mode cannot make, by its mode, straight-line distance and whether a road joins its ends. */
const unreachableLeg = (
  mode: TravelMode,
  km: number,
  noRoad: boolean,
  next: string,
  language: 'en' | 'zh-Hant-TW' = 'en',
) => ({
  render: () => <LegLine leg={{ mode, reachable: false, km, noRoad }} next={next} language={language} />,
});

/** A leg too far for its mode (Hoi An to Tokyo by public transport): no estimate, and how to go instead. */
export const LegTooFar = unreachableLeg('transit', 3803, false, 'Tokyo');
export const LegTooFarChinese = unreachableLeg('transit', 3803, false, '東京', 'zh-Hant-TW');
/** A leg too far to walk (over 50 km in a straight line). */
export const LegTooFarToWalk = unreachableLeg('walk', 64, false, 'Jiufen Old Street');
/** A leg too far to cycle (over 150 km in a straight line): by public transport or car instead. */
export const LegTooFarToCycle = unreachableLeg('bike', 300, false, 'Kaohsiung');
export const LegTooFarToCycleChinese = unreachableLeg('bike', 300, false, '高雄', 'zh-Hant-TW');
/** A leg no road makes (Taipei to Naha: the routing service has no route over the sea): no figure, and how to go. */
export const LegNoRoad = unreachableLeg('transit', 631, true, 'Naha');
export const LegNoRoadChinese = unreachableLeg('transit', 631, true, '那霸', 'zh-Hant-TW');

/** "Optimise this day" found a shorter order: the saving, and Undo. */
export const Optimised = { render: () => <OptimiseResult inputKm={70.4} km={41.9} language="en" onUndo={noop} /> };
export const OptimisedChinese = {
  render: () => <OptimiseResult inputKm={70.4} km={41.9} language="zh-Hant-TW" onUndo={noop} />,
};
/** The order was already the shortest: nothing to undo. */
export const AlreadyShortest = {
  render: () => <OptimiseResult inputKm={12.3} km={12.3} language="en" onUndo={noop} />,
};
/** A leg measured along the roads by the site's routing service (an account, the server with ROUTING_URL). */
export const LegByRoad = {
  render: () => (
    <LegLine
      leg={{ mode: 'walk', reachable: true, minutes: 23, km: 1.9, source: 'osrm' }}
      next="Shilin Night Market"
      language="en"
    />
  ),
};
