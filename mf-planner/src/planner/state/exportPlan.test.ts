import type { PlanWithPlaces } from 'shared';
import { googleMapsDirectionsUrl, legDistances, planToGpx } from './exportPlan';

const place = (id: number, name: string, lat: number | null, lng: number | null) => ({
  id,
  type: 'poi',
  notes: '',
  place: {
    id,
    slug: name.toLowerCase(),
    type: 'poi' as const,
    place_name: name,
    lat,
    lng,
    google_place_id: null,
    area: null,
    country: null,
  },
});
const plan: PlanWithPlaces = {
  id: 1,
  plan_name: 'Taipei & more',
  notes: '',
  plan_places: [
    place(1, 'Taipei 101', 25.034, 121.5645),
    place(2, 'No coords', null, null),
    place(3, 'Shilin <Night> Market', 25.0881, 121.5241),
  ],
};

describe('plan export', () => {
  it('GPX has escaped names, a waypoint per located place and a route in order', () => {
    const gpx = planToGpx(plan);
    expect(gpx).toContain('<name>Taipei &amp; more</name>');
    expect(gpx.match(/<wpt /g)).toHaveLength(2);
    expect(gpx).toContain('<rtept lat="25.034" lon="121.5645"><name>Taipei 101</name></rtept>');
    expect(gpx).toContain('Shilin &lt;Night&gt; Market');
    expect(gpx.indexOf('<rtept lat="25.034"')).toBeLessThan(gpx.indexOf('<rtept lat="25.0881"'));
  });

  it('Google Maps directions from the first to the last located place', () => {
    const url = new URL(googleMapsDirectionsUrl(plan)!);
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('origin')).toBe('25.034,121.5645');
    expect(url.searchParams.get('destination')).toBe('25.0881,121.5241');
    expect(googleMapsDirectionsUrl({ plan_places: plan.plan_places.slice(0, 2) })).toBeNull();
  });

  it('haversine legs between consecutive places (null without coordinates)', () => {
    const legs = legDistances({ plan_places: [plan.plan_places[0], plan.plan_places[2], plan.plan_places[1]] });
    expect(legs[0]).toBeGreaterThan(7.2);
    expect(legs[0]).toBeLessThan(7.3);
    expect(legs[1]).toBeNull();
  });
});
