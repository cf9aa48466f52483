import type { Itinerary, TravelLeg } from 'shared';
import { estimateTravel } from 'contract/format';
import { legKey } from '../hooks/useItinerary';
import { dayDistanceKm, dayFiguresInOrder, NO_LEGS, optimiseDayFigures, type DaysSource } from './dayFigures';
import { sampleElephantMountain, samplePlan, sampleStop } from '../components/samplePlan';

const [taipei, shilin, jiufen] = samplePlan.plan_places;
const elephant = sampleElephantMountain;
const plan = { plan_places: [taipei, jiufen, shilin, elephant] };
const at = (pp: typeof taipei) => ({ lat: pp.place.lat!, lng: pp.place.lng! });

/** One day by public transport: Taipei 101 → Jiufen → Shilin → Elephant Mountain (there and back twice). */
const itinerary: Itinerary = {
  start_date: null,
  time_zone: 'Asia/Taipei',
  days: [{ name: '', travel_mode: 'transit', time_zone: null, stops: plan.plan_places.map((p) => sampleStop(p.id)) }],
  unscheduled: [],
};
const source = (realLegs: ReadonlyMap<string, TravelLeg> = NO_LEGS): DaysSource => ({
  plan,
  itinerary,
  zone: 'Asia/Taipei',
  realLegs,
});

describe("a day's distance", () => {
  it('is the sum of its legs as shown: the estimate by the mode, not the great-circle distance', () => {
    const order = [taipei, jiufen, shilin, elephant];
    const legs = order.slice(1).map((p, i) => estimateTravel(at(order[i]), at(p), 'transit').distanceKm);
    expect(dayDistanceKm(dayFiguresInOrder(source(), 0, []))).toBeCloseTo(
      legs.reduce((a, b) => a + b),
      9,
    );
  });

  it('counts a measured leg by its measure', () => {
    const request = { from: at(taipei), to: at(jiufen), mode: 'transit' as const };
    const measured: TravelLeg = {
      mode: 'transit',
      reachable: true,
      distance_m: 50_000,
      duration_s: 3600,
      source: 'google',
    };
    const estimated = dayDistanceKm(dayFiguresInOrder(source(), 0, []));
    const first = estimateTravel(at(taipei), at(jiufen), 'transit').distanceKm;
    const withMeasure = dayDistanceKm(dayFiguresInOrder(source(new Map([[legKey(request), measured]])), 0, []));
    expect(withMeasure).toBeCloseTo(estimated - first + 50, 9);
  });
});

describe('optimising a day', () => {
  it('takes the order that makes the day shorter by its own measure', () => {
    const found = optimiseDayFigures(source(), 0);
    expect(found.before).toEqual([11, 13, 12, 14]);
    expect(found.after).toEqual([11, 14, 12, 13]);
    const km = (order: number[]) => dayDistanceKm(dayFiguresInOrder(source(), 0, order));
    expect(km(found.after)).toBeLessThan(km(found.before) - 10);
  });

  it('keeps the order when the legs as measured make it the shorter one', () => {
    // the directions measured the day's legs in its order, each a short ride: no other order is shorter
    const order = [taipei, jiufen, shilin, elephant];
    const measured = new Map(
      order
        .slice(1)
        .map((p, i): [string, TravelLeg] => [
          legKey({ from: at(order[i]), to: at(p), mode: 'transit' }),
          { mode: 'transit', reachable: true, distance_m: 1000, duration_s: 600, source: 'google' },
        ]),
    );
    const found = optimiseDayFigures(source(measured), 0);
    expect(found.after).toEqual(found.before);
  });
});
