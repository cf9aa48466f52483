import { dayColour, type Itinerary, type TravelLeg } from 'shared';
import { tripDays } from '../../itinerary';
import { legKey } from '../hooks/useItinerary';
import { samplePlan, sampleStop } from '../components/samplePlan';
import { dayFigures, NO_LEGS } from './dayFigures';
import { dayMapDrawing } from './dayMap';

const [taipei, shilin, jiufen] = samplePlan.plan_places;
const at = (pp: typeof taipei) => ({ lat: pp.place.lat!, lng: pp.place.lng! });
const plan = { plan_places: [taipei, shilin, jiufen] };

/** Day 1: Taipei 101 → Shilin on foot; day 2: Jiufen alone. */
const itinerary: Itinerary = {
  start_date: null,
  time_zone: 'Asia/Taipei',
  days: [
    { name: '', travel_mode: 'walk', time_zone: null, stops: [sampleStop(taipei.id), sampleStop(shilin.id)] },
    { name: '', travel_mode: 'walk', time_zone: null, stops: [sampleStop(jiufen.id)] },
  ],
  unscheduled: [],
};
const pinName = (n: number, name: string) => `Stop ${n}: ${name}`;
const days = (realLegs: ReadonlyMap<string, TravelLeg>) =>
  dayFigures(tripDays(plan, itinerary, 'Asia/Taipei'), realLegs);

describe("the planner's map of its days", () => {
  it('numbers each day’s stops from 1 in the day’s colour, and names each pin by its stop', () => {
    const { places } = dayMapDrawing(days(NO_LEGS), NO_LEGS, pinName);
    expect(places.map((p) => [p.id, p.number, p.colour, p.pinName])).toEqual([
      [taipei.id, 1, dayColour(0), `Stop 1: ${taipei.place.place_name}`],
      [shilin.id, 2, dayColour(0), `Stop 2: ${shilin.place.place_name}`],
      [jiufen.id, 1, dayColour(1), `Stop 1: ${jiufen.place.place_name}`],
    ]);
  });

  it('draws a leg straight until the routing service answers, then along its route', () => {
    const straight = dayMapDrawing(days(NO_LEGS), NO_LEGS, pinName).lines;
    expect(straight).toEqual([
      {
        key: '0:0',
        colour: dayColour(0),
        alongRoads: false,
        points: [
          [taipei.place.lat, taipei.place.lng],
          [shilin.place.lat, shilin.place.lng],
        ],
      },
    ]);
    const mid: [number, number] = [121.55, 25.06];
    const routed: TravelLeg = {
      mode: 'walk',
      reachable: true,
      distance_m: 7400,
      duration_s: 5300,
      source: 'osrm',
      geometry: [[at(taipei).lng, at(taipei).lat], mid, [at(shilin).lng, at(shilin).lat]],
    };
    const realLegs = new Map([[legKey({ from: at(taipei), to: at(shilin), mode: 'walk' }), routed]]);
    const [line] = dayMapDrawing(days(realLegs), realLegs, pinName).lines;
    expect(line.alongRoads).toBe(true);
    expect(line.points).toEqual([
      [taipei.place.lat, taipei.place.lng],
      [25.06, 121.55],
      [shilin.place.lat, shilin.place.lng],
    ]);
  });
  it('draws a leg no road makes (the routing service has no route) dashed as no route, and only that one', () => {
    const walk = { from: at(taipei), to: at(shilin), mode: 'walk' as const };
    const noRoad: TravelLeg = { mode: 'walk', reachable: false, distance_m: 7300, source: 'osrm' };
    const realLegs = new Map([[legKey(walk), noRoad]]);
    const [line] = dayMapDrawing(days(realLegs), realLegs, pinName).lines;
    expect(line).toEqual({
      key: '0:0',
      colour: dayColour(0),
      alongRoads: false,
      noRoute: true,
      points: [
        [taipei.place.lat, taipei.place.lng],
        [shilin.place.lat, shilin.place.lng],
      ],
    });
    expect(dayMapDrawing(days(NO_LEGS), NO_LEGS, pinName).lines[0]).not.toHaveProperty('noRoute');
  });

  it('draws a leg too far for its mode dashed as well (a flight, not a road)', () => {
    const far = { ...jiufen, place: { ...jiufen.place, lat: 35.6762, lng: 139.6503 } };
    const trip = tripDays(
      { plan_places: [taipei, shilin, far] },
      {
        ...itinerary,
        days: [{ ...itinerary.days[0], stops: [sampleStop(taipei.id), sampleStop(far.id), sampleStop(shilin.id)] }],
      },
      'Asia/Taipei',
    );
    const lines = dayMapDrawing(dayFigures(trip, NO_LEGS), NO_LEGS, pinName).lines;
    expect(lines.map((l) => l.noRoute)).toEqual([true, true]);
  });
});
