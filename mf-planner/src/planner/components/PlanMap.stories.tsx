import type { Itinerary, TravelLeg } from 'shared';
import '../../i18n';
import { tripDays } from '../../itinerary';
import { legKey } from '../hooks/useItinerary';
import { dayFigures, NO_LEGS } from '../state/dayFigures';
import { PlanMap } from './PlanParts';
import { sampleElephantMountain, samplePlan, sampleStop } from './samplePlan';

// The planner's map without a Google key (the open map). The stories draw no tiles — a plain ground, what the map
// shows with MAP_TILE_URL=none or while its tiles load — so they need no network; shared/PlaceMap's stories show
// OpenStreetMap's tiles.

const plan = { ...samplePlan, plan_places: [...samplePlan.plan_places, sampleElephantMountain] };
/** Day 1 on foot in the city (Taipei 101 → Elephant Mountain → Shilin), day 2 by car to the coast. */
const itinerary: Itinerary = {
  start_date: '2026-12-05',
  time_zone: 'Asia/Taipei',
  days: [
    { name: 'City', travel_mode: 'walk', time_zone: null, stops: [sampleStop(11), sampleStop(14), sampleStop(12)] },
    { name: 'Coast', travel_mode: 'drive', time_zone: null, stops: [sampleStop(13)] },
  ],
  unscheduled: [],
};
const estimated = dayFigures(tripDays(plan, itinerary, 'Asia/Taipei'), NO_LEGS);

/** A road route of each of day 1's legs, as the routing service answers ([lng, lat], bent like a street). */
const routed = new Map<string, TravelLeg>(
  estimated[0].requests.flatMap((r) => {
    if (!r) return [];
    const line = Array.from({ length: 12 }, (_, i): [number, number] => {
      const f = i / 11;
      const bend = Math.sin(f * Math.PI) * 0.12;
      return [
        r.from.lng + (r.to.lng - r.from.lng) * f - (r.to.lat - r.from.lat) * bend,
        r.from.lat + (r.to.lat - r.from.lat) * f + (r.to.lng - r.from.lng) * bend,
      ];
    });
    const leg: TravelLeg = { mode: 'walk', reachable: true, distance_m: 5200, duration_s: 3900, source: 'osrm' };
    return [[legKey(r), { ...leg, geometry: line }]];
  }),
);
const measured = dayFigures(tripDays(plan, itinerary, 'Asia/Taipei'), routed);

const meta = {
  title: 'mf-planner/Plan map',
  component: PlanMap,
  args: { name: plan.plan_name, places: plan.plan_places, apiKey: null },
};
export default meta;

/** The whole trip: each day's stops numbered in its order, each day in its colour, day 1's legs along the roads. */
export const TripMap = { args: { days: measured, realLegs: routed }, globals: { locale: 'en' } };
export const TripMapChinese = { args: { days: measured, realLegs: routed }, globals: { locale: 'zh-Hant-TW' } };
/** One day shown: the map fits its stops; the second is the stop in focus in the list. */
export const DayMap = {
  args: { name: 'Day 1: City', days: [measured[0]], realLegs: routed, selectedId: 14, onSelect: () => undefined },
  globals: { locale: 'en' },
};
export const DayMapChinese = {
  args: { name: '第 1 天：City', days: [measured[0]], realLegs: routed, selectedId: 14, onSelect: () => undefined },
  globals: { locale: 'zh-Hant-TW' },
};
/** The routing service has not answered (or failed): each leg straight from stop to stop, as the estimate is. */
export const StraightLegsFallback = { args: { days: [estimated[0]] }, globals: { locale: 'en' } };
export const StraightLegsFallbackChinese = { args: { days: [estimated[0]] }, globals: { locale: 'zh-Hant-TW' } };
/**
 * A leg no road makes: day 1 ends over the sea in Naha, the routing service has no route there, so that leg is a
 * dashed line (no route), the day's other legs straight until measured.
 */
const naha = {
  ...sampleElephantMountain,
  id: 15,
  place: { ...sampleElephantMountain.place, id: 15, place_name: 'Naha', lat: 26.2124, lng: 127.6809 },
};
const overSea = { ...plan, plan_places: [...plan.plan_places, naha] };
const overSeaDays = tripDays(
  overSea,
  {
    ...itinerary,
    days: [{ ...itinerary.days[0], travel_mode: 'transit', stops: [sampleStop(11), sampleStop(12), sampleStop(15)] }],
  },
  'Asia/Taipei',
);
const toNaha = dayFigures(overSeaDays, NO_LEGS)[0].requests[1]!;
const noRoad = new Map<string, TravelLeg>([
  [legKey(toNaha), { mode: 'transit', reachable: false, distance_m: 631_000, source: 'osrm' }],
]);
const overSeaFigures = dayFigures(overSeaDays, noRoad);
export const NoRoadFallback = {
  args: { name: 'Day 1', places: overSea.plan_places, days: overSeaFigures, realLegs: noRoad },
  globals: { locale: 'en' },
};
export const NoRoadFallbackChinese = {
  args: { name: '第 1 天', places: overSea.plan_places, days: overSeaFigures, realLegs: noRoad },
  globals: { locale: 'zh-Hant-TW' },
};
/** A plan without days: its places as plain pins. */
export const PlacesWithoutDays = { globals: { locale: 'en' } };
export const PlacesWithoutDaysChinese = { globals: { locale: 'zh-Hant-TW' } };
