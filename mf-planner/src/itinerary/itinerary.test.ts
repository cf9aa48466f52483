import type { Itinerary, PlanWithPlaces } from 'shared';
import { estimateTravel } from 'contract/format';
import { samplePlan } from '../planner/components/samplePlan';
import { googleMapsDirectionsUrl, planToGpx } from '../planner/state/exportPlan';
import { parseIcs } from './fixtures/parseIcs';
import {
  dayAsPlan,
  emptyItinerary,
  estimatedLegs,
  itineraryIcs,
  legMinutes,
  reconcileItinerary,
  scheduleTripDay,
  tripDays,
} from './itinerary';

// samplePlan: 11 Taipei 101, 12 Shilin Night Market, 13 Jiufen Old Street (Taipei, Taiwan)
const plan: PlanWithPlaces = {
  ...samplePlan,
  plan_places: [
    ...samplePlan.plan_places,
    {
      id: 14,
      type: 'country',
      notes: '',
      place: { ...samplePlan.plan_places[0].place, id: 14, place_name: 'Nowhere', lat: null, lng: null },
    },
  ],
};

const itinerary: Itinerary = {
  start_date: '2026-12-31',
  time_zone: 'Asia/Taipei',
  days: [
    {
      name: 'City',
      travel_mode: 'transit',
      time_zone: null,
      stops: [
        { place_id: 11, start_time: '09:00', stay_minutes: 90, travel_mode: null },
        { place_id: 12, start_time: null, stay_minutes: 60, travel_mode: 'walk' },
      ],
    },
    {
      name: '',
      travel_mode: 'drive',
      time_zone: 'Asia/Tokyo',
      stops: [
        { place_id: 13, start_time: '10:00', stay_minutes: 30, travel_mode: null },
        { place_id: 14, start_time: null, stay_minutes: null, travel_mode: null },
      ],
    },
  ],
  unscheduled: [],
};

describe('reconcileItinerary', () => {
  it('drops stops whose place left the plan and repeated stops, and lists the rest as unscheduled in plan order', () => {
    const messy: Itinerary = {
      ...itinerary,
      days: [
        { ...itinerary.days[0], stops: [...itinerary.days[0].stops, { ...itinerary.days[0].stops[0] }] },
        { ...itinerary.days[1], stops: [{ ...itinerary.days[0].stops[1] }, { ...itinerary.days[1].stops[0] }] },
      ],
      unscheduled: [99],
    };
    const clean = reconcileItinerary(messy, [13, 12, 11, 15]);
    expect(clean.days.map((d) => d.stops.map((s) => s.place_id))).toEqual([[11, 12], [13]]);
    expect(clean.unscheduled).toEqual([15]);
    expect(clean.start_date).toBe('2026-12-31');
  });
  it('an empty itinerary lists every place as unscheduled', () => {
    expect(reconcileItinerary(emptyItinerary([1, 2]), [2, 3])).toEqual(emptyItinerary([2, 3]));
  });
});

describe('tripDays', () => {
  const days = tripDays(plan, itinerary, 'Europe/London');

  it('dates each day from the start date, and takes the day’s zone, else the plan’s, else the viewer’s', () => {
    expect(days.map((d) => [d.date, d.timeZone])).toEqual([
      ['2026-12-31', 'Asia/Taipei'],
      ['2027-01-01', 'Asia/Tokyo'],
    ]);
    expect(
      tripDays(plan, { ...itinerary, start_date: null, time_zone: null }, 'Europe/London').map((d) => [
        d.date,
        d.timeZone,
      ]),
    ).toEqual([
      [null, 'Europe/London'],
      [null, 'Asia/Tokyo'],
    ]);
  });

  it('joins the stops with their places and gives each leg the stop’s mode, else the day’s', () => {
    expect(days[0].stops.map((s) => s.planPlace.place.place_name)).toEqual(['Taipei 101', 'Shilin Night Market']);
    expect(days[0].legModes).toEqual(['walk']);
    expect(days[1].legModes).toEqual(['drive']);
    // a stop whose place is not in the plan is not shown
    const stray = {
      ...itinerary,
      days: [{ ...itinerary.days[0], stops: [{ ...itinerary.days[0].stops[0], place_id: 77 }] }],
    };
    expect(tripDays(plan, stray, 'UTC')[0].stops).toEqual([]);
  });
});

describe('legs and the schedule', () => {
  const days = tripDays(plan, itinerary, 'UTC');

  it('estimates each leg by its mode, none where a place has no coordinates', () => {
    const [first] = estimatedLegs(days[0]);
    const a = samplePlan.plan_places[0].place;
    const b = samplePlan.plan_places[1].place;
    expect(first).toEqual(estimateTravel({ lat: a.lat!, lng: a.lng! }, { lat: b.lat!, lng: b.lng! }, 'walk'));
    expect(estimatedLegs(days[1])).toEqual([null]);
  });

  it('a real duration wins over the estimate; a leg without either, or too far for its mode, is unknown', () => {
    const walk = estimateTravel({ lat: 0, lng: 0 }, { lat: 0, lng: 0.1 }, 'walk');
    // Hoi An to Tokyo by public transport
    const tooFar = estimateTravel({ lat: 15.8801, lng: 108.338 }, { lat: 35.6762, lng: 139.6503 }, 'transit');
    const estimates = [walk, null, null, tooFar];
    const real = [
      null,
      {
        mode: 'drive' as const,
        reachable: true as const,
        distance_m: 1000,
        duration_s: 601,
        source: 'google' as const,
      },
    ];
    expect(legMinutes(real, estimates)).toEqual([walk.reachable && walk.minutes, 11, null, null]);
    const tooFarAnswer = {
      mode: 'walk' as const,
      reachable: false as const,
      distance_m: 60_000,
      source: 'estimate' as const,
    };
    expect(legMinutes([tooFarAnswer], [walk])).toEqual([null]);
  });

  it('schedules a day from its stops, its date and zone and the legs', () => {
    const schedule = scheduleTripDay(days[0], [30]);
    expect(schedule.stops.map((s) => [s.start.time, s.departure.time])).toEqual([
      ['09:00', '10:30'],
      ['11:00', '12:00'],
    ]);
    expect(new Date(schedule.stops[0].start.utcMs).toISOString()).toBe('2026-12-31T01:00:00.000Z');
  });
});

describe('per day: GPX and directions, and the calendar file', () => {
  const days = tripDays(plan, itinerary, 'UTC');

  it('a day works as a plan of its own for the GPX file and the directions link', () => {
    const day = dayAsPlan(plan, days[0]);
    expect(day.plan_name).toBe('Taipei weekend — City');
    expect(dayAsPlan(plan, days[1]).plan_name).toBe('Taipei weekend');
    const gpx = planToGpx(day);
    expect(gpx.match(/<wpt /g)).toHaveLength(2);
    expect(gpx).toContain('<name>Taipei weekend — City</name>');
    const url = new URL(googleMapsDirectionsUrl(day)!);
    expect([url.searchParams.get('origin'), url.searchParams.get('destination')]).toEqual([
      '25.034,121.5645',
      '25.0881,121.5241',
    ]);
  });

  it('the ICS file has one event per stop of a dated day, at its times, with its place', () => {
    const schedules = days.map((d) => scheduleTripDay(d, legMinutes([], estimatedLegs(d))));
    const calendar = parseIcs(
      itineraryIcs({ id: plan.id, name: plan.plan_name }, days, schedules, new Date('2026-11-27T10:00:00Z')),
    );
    expect(calendar.props['X-WR-CALNAME']).toBe('Taipei weekend');
    const events = calendar.children.map((e) => e.props);
    expect(events.map((e) => e.SUMMARY)).toEqual(['Taipei 101', 'Shilin Night Market', 'Jiufen Old Street', 'Nowhere']);
    expect(events[0]).toMatchObject({
      UID: 'plan-12-day-1-place-11@travel-inspiration',
      DTSTART: '20261231T010000Z',
      DTEND: '20261231T023000Z',
      LOCATION: 'Taipei 101, Taipei, Taiwan',
      GEO: '25.034;121.5645',
      DESCRIPTION: 'Sunset from the 89th floor',
    });
    // day 2 is on Tokyo's clock: 10:00 there is 01:00 UTC on New Year's Day
    expect(events[2]).toMatchObject({ UID: 'plan-12-day-2-place-13@travel-inspiration', DTSTART: '20270101T010000Z' });
    expect(events[3].GEO).toBeUndefined();

    const undated = tripDays(plan, { ...itinerary, start_date: null }, 'UTC');
    const none = undated.map((d) => scheduleTripDay(d, []));
    expect(parseIcs(itineraryIcs({ id: plan.id, name: plan.plan_name }, undated, none, new Date())).children).toEqual(
      [],
    );
  });
});
